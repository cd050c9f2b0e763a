import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { AlignmentView, VoiceBreakdown } from '@immortal/proto/alignment';
import { scorePercent } from '../model/alignment-display';
import { VOICE_TEXT } from '../model/metric-descriptions';
import { MetricBar } from './metric-bar';

const VOICE_ORDER: ReadonlyArray<keyof VoiceBreakdown> = ['slangAndIdioms', 'uniquePhrases', 'speechPatterns', 'voiceConsistency'];

/** Spec §2 'Voice Replication Metrics'. */
export function VoiceDetail({ view }: { view: AlignmentView }) {
  const v = view.voiceBreakdown;
  return (
    <section aria-labelledby="voice-metrics-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="voice-metrics-title" className="text-base font-semibold text-slate-900">
        Voice Replication Metrics
      </h3>
      <p className="mt-1 text-sm text-slate-600">How your AI would sound and speak like you.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {VOICE_ORDER.map((key) => (
          <MetricBar key={key} text={VOICE_TEXT[key]} percent={scorePercent(v[key])} />
        ))}
      </div>
      {view.voiceScore === 0 ? (
        <Link
          to="/voice-training"
          className="mt-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Record voice samples to train your AI voice
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </section>
  );
}
