import { cn } from '@/lib/utils';
import { BAND_STYLES, scoreBand } from '../model/alignment-display';
import type { MetricText } from '../model/metric-descriptions';
import { InfoTip } from './info-tip';

/**
 * One named percentage with a thin bar, a one-line description and a tooltip on how it is computed.
 * `tone`: 'band' colours it by the spec's bands (80+ green, 60+ yellow, below red); 'neutral' in indigo.
 */
export function MetricBar({
  text,
  percent,
  tone = 'band',
  compact = false,
  className,
}: {
  text: MetricText;
  percent: number;
  tone?: 'band' | 'neutral';
  compact?: boolean;
  className?: string;
}) {
  const band = BAND_STYLES[scoreBand(percent)];
  return (
    <div className={cn('grid gap-1.5', className)} data-testid={`metric-${text.label}`}>
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-1">
          <span className="truncate text-sm font-medium text-slate-800">{text.label}</span>
          <InfoTip label={text.label}>{text.detail}</InfoTip>
        </div>
        <span className={cn('text-sm font-semibold tabular-nums', tone === 'band' ? band.text : 'text-slate-900')}>{percent}%</span>
      </div>
      <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
        <div
          className={cn('h-full rounded-full transition-[width] duration-500 ease-out', tone === 'band' ? band.bar : 'bg-indigo-600')}
          style={{ width: `${percent}%` }}
        />
      </div>
      {compact ? null : <p className="text-xs leading-snug text-slate-600">{text.description}</p>}
    </div>
  );
}

/** A count with its label and description (behaviour responses, contexts). */
export function MetricCount({ text, value }: { text: MetricText; value: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <div className="flex items-center gap-1">
        <span className="text-sm font-medium text-slate-700">{text.label}</span>
        <InfoTip label={text.label}>{text.detail}</InfoTip>
      </div>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value.toLocaleString()}</p>
      <p className="mt-1 text-xs leading-snug text-slate-600">{text.description}</p>
    </div>
  );
}
