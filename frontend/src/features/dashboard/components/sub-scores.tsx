import type { SubScores as SubScoresView } from '@immortal/proto/alignment';
import { scorePercent } from '../model/alignment-display';
import { SUB_SCORE_ORDER, SUB_SCORE_TEXT } from '../model/metric-descriptions';
import { MetricBar } from './metric-bar';

/** Quantity, Quality, Diversity, Coverage and Consistency: what the data behind the score is like. */
export function SubScores({ subScores }: { subScores: SubScoresView }) {
  return (
    <section aria-labelledby="sub-scores-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="sub-scores-title" className="text-base font-semibold text-slate-900">
        Your data at a glance
      </h3>
      <p className="mt-1 text-sm text-slate-600">What the data behind your score is like. Each grows as you share more, and more varied, data.</p>
      <div className="mt-4 grid gap-4">
        {SUB_SCORE_ORDER.map((key) => (
          <MetricBar key={key} tone="neutral" text={SUB_SCORE_TEXT[key]} percent={scorePercent(subScores[key])} />
        ))}
      </div>
    </section>
  );
}
