import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';
import { RefreshCw } from 'lucide-react';
import type { AlignmentView } from '@immortal/proto/alignment';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { BAND_STYLES, scoreBand, scorePercent } from '../model/alignment-display';
import { SCORE_TEXT } from '../model/metric-descriptions';
import { AlignmentBadge } from './alignment-badge';
import { InfoTip } from './info-tip';

function updatedText(lastCalculated: string | null): string | null {
  if (!lastCalculated) return null;
  const at = new Date(lastCalculated);
  return Number.isNaN(at.getTime()) ? null : `Updated ${formatDistanceToNow(at, { addSuffix: true })}`;
}

/** The overall Identity Alignment score with its label, badge, data points and the refresh button. */
export function OverallScoreCard({ view, refreshing, onRefresh }: { view: AlignmentView; refreshing: boolean; onRefresh: () => void }) {
  const percent = scorePercent(view.overallScore);
  const band = BAND_STYLES[scoreBand(percent)];
  const updated = updatedText(view.lastCalculated);
  return (
    <div className="relative flex min-h-40 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="overall-score-card">
      <div className="flex items-start justify-between gap-2">
        <div className="flex items-center gap-1">
          <h3 className="text-sm font-medium text-slate-700">Overall score</h3>
          <InfoTip label="the overall score">{SCORE_TEXT.overall.detail}</InfoTip>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-2 -mr-2 size-9"
          onClick={onRefresh}
          disabled={refreshing}
          aria-label={refreshing ? 'Refreshing alignment score' : 'Refresh alignment score'}
          title="Refresh score"
        >
          <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} data-testid="refresh-icon" />
        </Button>
      </div>
      <p className={cn('mt-1 text-4xl font-bold tracking-tight tabular-nums', band.text)} data-testid="overall-percent">
        {percent}%
      </p>
      <div className="mt-2">
        <AlignmentBadge score={view.overallScore} />
      </div>
      <p className="mt-auto pt-3 text-xs text-slate-600">
        <span data-testid="data-points">
          {view.dataPoints.toLocaleString()} data {view.dataPoints === 1 ? 'point' : 'points'}
        </span>
        {updated ? <span> · {updated}</span> : null}
      </p>
    </div>
  );
}
