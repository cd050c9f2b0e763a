import { Lightbulb } from 'lucide-react';
import { PERSONALITY_TRAITS, type InsightView, type PersonalityView } from '@immortal/proto/alignment';
import { capitalize } from '../model/alignment-display';
import { TRAIT_TEXT } from '../model/metric-descriptions';
import { MetricBar } from './metric-bar';

function PlaceholderBars() {
  return (
    <div role="status" aria-label="Loading personality insights" className="grid gap-4">
      {PERSONALITY_TRAITS.map((trait) => (
        <div key={trait} data-testid="trait-placeholder" className="grid gap-2">
          <div className="h-3.5 w-24 animate-pulse rounded bg-slate-200" />
          <div className="h-1.5 w-full animate-pulse rounded-full bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

/** Optimism, curiosity, introspection and creativity as percentages, and the insight text. */
export function PersonalityInsights({
  personality,
  personalityPending,
  insight,
  insightPending,
}: {
  personality: PersonalityView | null | undefined;
  personalityPending: boolean;
  insight: InsightView | null | undefined;
  insightPending: boolean;
}) {
  return (
    <section aria-labelledby="personality-insights-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="personality-insights-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Lightbulb aria-hidden="true" className="size-4 text-amber-600" />
        Personality Insights
      </h3>
      <p className="mt-1 text-xs text-slate-600">Traits your writing shows, out of 100.</p>
      <div className="mt-4">
        {personalityPending ? (
          <PlaceholderBars />
        ) : personality ? (
          <div className="grid gap-4">
            {PERSONALITY_TRAITS.map((trait) => (
              <MetricBar
                key={trait}
                tone="neutral"
                percent={Math.min(100, Math.max(0, Math.round(personality[trait])))}
                text={{ label: capitalize(trait), description: TRAIT_TEXT[trait], detail: 'How often your writing shows this trait, weighted by how much you have written.' }}
              />
            ))}
          </div>
        ) : (
          <p className="text-sm text-slate-600">Personality traits are not available right now.</p>
        )}
      </div>
      <div className="mt-5 border-t border-slate-100 pt-4" aria-live="polite">
        {insightPending ? (
          <div className="grid gap-2" aria-hidden="true">
            <div className="h-3 w-full animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-4/5 animate-pulse rounded bg-slate-200" />
          </div>
        ) : insight?.insight ? (
          <p className="text-sm leading-relaxed text-slate-700" data-testid="insight-text">
            {insight.insight}
          </p>
        ) : (
          <p className="text-sm text-slate-600">No insight yet.</p>
        )}
      </div>
    </section>
  );
}
