import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { AlignmentView } from '@immortal/proto/alignment';
import { behaviorPercent } from '../model/alignment-display';
import { BEHAVIOR_TEXT } from '../model/metric-descriptions';
import { MetricBar, MetricCount } from './metric-bar';

/** Spec §2 'Behavior Metrics': prediction and mirroring (percentages), responses and contexts (counts). */
export function BehaviorDetail({ view }: { view: AlignmentView }) {
  const b = view.behaviorBreakdown;
  return (
    <section aria-labelledby="behavior-metrics-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="behavior-metrics-title" className="text-base font-semibold text-slate-900">
        Behavior Metrics
      </h3>
      <p className="mt-1 text-sm text-slate-600">Your AI predicts your answer before you give it; only accuracy above chance raises the score.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <MetricBar text={BEHAVIOR_TEXT.prediction} percent={behaviorPercent(b.prediction)} />
        <MetricBar text={BEHAVIOR_TEXT.mirroring} percent={behaviorPercent(b.mirroring)} />
        <MetricCount text={BEHAVIOR_TEXT.responseCount} value={b.responseCount} />
        <MetricCount text={BEHAVIOR_TEXT.contextsCovered} value={b.contextsCovered} />
      </div>
      {b.responseCount === 0 ? (
        <Link
          to="/behavior-training"
          className="mt-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Play a behaviour game to start training
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </section>
  );
}
