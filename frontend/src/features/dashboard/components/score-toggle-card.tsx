import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { BAND_STYLES, scoreBand } from '../model/alignment-display';
import type { Detail } from '../model/use-detail-toggle';

/** A summary card that opens its detail section below (a disclosure button). */
export function ScoreToggleCard({
  detail,
  title,
  description,
  icon: Icon,
  percent,
  expanded,
  controls,
  onToggle,
  children,
}: {
  detail: Detail;
  title: string;
  description: string;
  icon: LucideIcon;
  percent: number;
  expanded: boolean;
  controls: string;
  onToggle: (detail: Detail) => void;
  children?: ReactNode;
}) {
  const band = BAND_STYLES[scoreBand(percent)];
  const descriptionId = useId();
  // The card is not the button: a button's accessible name must contain all of its visible text (WCAG
  // 2.5.3), and a name holding the description and chips would be long. The title is the button (named
  // "Personality: 27%", the visible title first); its ::after stretches over the card, so a click
  // anywhere on the card still toggles it.
  return (
    <div
      data-slot="score-card"
      className={cn(
        'group relative flex min-h-40 w-full scroll-mt-20 flex-col rounded-2xl border bg-white p-5 text-left shadow-sm transition-[border-color,box-shadow,background-color]',
        'hover:border-indigo-300 hover:shadow-md has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-indigo-600',
        expanded ? 'border-indigo-500 bg-indigo-50/40 ring-1 ring-indigo-500' : 'border-slate-200',
      )}
    >
      <span className="flex w-full items-start justify-between gap-2">
        <span className="flex items-center gap-2">
          <span className={cn('inline-flex size-8 items-center justify-center rounded-lg', band.soft, band.text)}>
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <button
            type="button"
            data-detail-trigger={detail}
            aria-label={`${title}: ${percent}%`}
            aria-describedby={children ? `${descriptionId} ${descriptionId}-more` : descriptionId}
            aria-expanded={expanded}
            aria-controls={controls}
            onClick={() => onToggle(detail)}
            className="cursor-pointer text-left text-sm font-medium text-slate-700 outline-none after:absolute after:inset-0 after:rounded-2xl"
          >
            {title}
          </button>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 text-slate-500 transition-transform duration-200 group-hover:text-slate-800', expanded && 'rotate-180')}
        />
      </span>
      {/* read as part of the button's name */}
      <span aria-hidden="true" className={cn('mt-2 text-3xl font-bold tracking-tight tabular-nums', band.text)} data-testid={`${detail}-percent`}>
        {percent}%
      </span>
      <span aria-hidden="true" className="mt-2 block h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
        <span className={cn('block h-full rounded-full transition-[width] duration-500', band.bar)} style={{ width: `${percent}%` }} />
      </span>
      <span id={descriptionId} className="mt-2 block text-xs leading-snug text-slate-600">
        {description}
      </span>
      {children ? (
        <span id={`${descriptionId}-more`} className="mt-auto block pt-2">
          {children}
        </span>
      ) : null}
    </div>
  );
}
