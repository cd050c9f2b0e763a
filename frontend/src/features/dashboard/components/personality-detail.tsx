import { Brain } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AlignmentView, InsightView, PersonalityView } from '@immortal/proto/alignment';
import { cn } from '@/lib/utils';
import type { MusicPersonalityProfile } from '../api/get-music-personality-profile';
import { BAND_STYLES, detailEmotions, scoreBand, scorePercent } from '../model/alignment-display';
import { CONSISTENCY_TEXT, PERSONALITY_SOURCE_TEXT, SCORE_TEXT, SENTIMENT_TEXT } from '../model/metric-descriptions';
import { hasMusicProfile } from '../model/music-profile';
import { EmotionChips } from './emotion-chips';
import { MetricBar } from './metric-bar';
import { MusicProfileDetails } from './music-profile-details';
import { PersonalityInsights } from './personality-insights';

type Breakdown = AlignmentView['personalityBreakdown'];

function counts(b: Breakdown): string[] {
  const parts: string[] = [];
  const add = (n: number | undefined, one: string, many: string) => {
    if (n !== undefined && n > 0) parts.push(`${n.toLocaleString()} ${n === 1 ? one : many}`);
  };
  add(b.thoughtCount, 'entry', 'entries');
  add(b.musicTrackCount, 'track', 'tracks');
  add(b.photoCount, 'photo', 'photos');
  add(b.generatedImageCount, 'generated image', 'generated images');
  return parts;
}

/** The personality card: score, dominant emotions (at most 3; joy, trust, anticipation when none yet). */
function PersonalityCard({ view }: { view: AlignmentView }) {
  const b = view.personalityBreakdown;
  const percent = scorePercent(view.personalityScore);
  const { emotions, isDefault } = detailEmotions(b.dominantEmotions);
  const learnedFrom = counts(b);
  return (
    <section aria-labelledby="personality-card-title" className="rounded-2xl border border-slate-200 bg-gradient-to-br from-violet-50 to-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-violet-100 text-violet-800">
          <Brain aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h3 id="personality-card-title" className="text-base font-semibold text-slate-900">
            Your personality
          </h3>
          <p className={cn('text-2xl font-bold tabular-nums', BAND_STYLES[scoreBand(percent)].text)}>{percent}%</p>
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-600">{SCORE_TEXT.personality.description}</p>
      <h4 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">Dominant emotions</h4>
      <EmotionChips className="mt-2" emotions={emotions} label="Dominant emotions" />
      {isDefault ? (
        <p className="mt-2 text-xs text-slate-600">Common starting emotions: your own appear as your entries express feelings.</p>
      ) : null}
      {learnedFrom.length > 0 ? <p className="mt-4 text-xs text-slate-600">Learned from {learnedFrom.join(', ')}.</p> : null}
    </section>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h4>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>
    </div>
  );
}

/** Spec §2: four sources, two consistency measures, and the sentiment behind them. */
function PersonalityAnalysis({ breakdown: b }: { breakdown: Breakdown }) {
  return (
    <section aria-labelledby="personality-analysis-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="personality-analysis-title" className="text-base font-semibold text-slate-900">
        Personality Analysis (Including Sentiment)
      </h3>
      <div className="mt-4 grid gap-6">
        <Group title="Sources">
          {(Object.keys(PERSONALITY_SOURCE_TEXT) as Array<keyof typeof PERSONALITY_SOURCE_TEXT>).map((key) => (
            <MetricBar key={key} text={PERSONALITY_SOURCE_TEXT[key]} percent={scorePercent(b[key])} />
          ))}
        </Group>
        <Group title="Consistency">
          {(Object.keys(CONSISTENCY_TEXT) as Array<keyof typeof CONSISTENCY_TEXT>).map((key) => (
            <MetricBar key={key} text={CONSISTENCY_TEXT[key]} percent={scorePercent(b[key])} />
          ))}
        </Group>
        <Group title="Sentiment">
          {(Object.keys(SENTIMENT_TEXT) as Array<keyof typeof SENTIMENT_TEXT>).map((key) => (
            <MetricBar key={key} text={SENTIMENT_TEXT[key]} percent={scorePercent(b[key])} />
          ))}
        </Group>
      </div>
    </section>
  );
}

export function PersonalityDetail({
  view,
  personality,
  personalityPending,
  insight,
  insightPending,
  musicProfile,
}: {
  view: AlignmentView;
  personality: PersonalityView | null | undefined;
  personalityPending: boolean;
  insight: InsightView | null | undefined;
  insightPending: boolean;
  musicProfile: MusicPersonalityProfile | null | undefined;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <div className="grid content-start gap-4">
        <PersonalityCard view={view} />
        <PersonalityInsights personality={personality} personalityPending={personalityPending} insight={insight} insightPending={insightPending} />
      </div>
      <div className="grid content-start gap-4 lg:col-span-2">
        <PersonalityAnalysis breakdown={view.personalityBreakdown} />
        {hasMusicProfile(musicProfile) ? <MusicProfileDetails profile={musicProfile} /> : null}
      </div>
    </div>
  );
}
