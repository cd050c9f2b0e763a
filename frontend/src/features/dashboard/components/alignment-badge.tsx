import { ChartBar, Flame, Sprout, Star, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { alignmentBadge, alignmentLabel, BADGE_STYLES } from '../model/alignment-display';

const BADGE_ICONS: Record<ReturnType<typeof alignmentBadge>['icon'], LucideIcon> = {
  flame: Flame,
  star: Star,
  'chart-bar': ChartBar,
  sprout: Sprout,
};

/** The overall label in its badge (0.8+ green with a flame, 0.6+ blue with a star, 0.4+ yellow with a chart, else orange with a seedling). */
export function AlignmentBadge({ score, className }: { score: number; className?: string }) {
  const { colour, icon } = alignmentBadge(score);
  const Icon = BADGE_ICONS[icon];
  return (
    <span
      data-colour={colour}
      data-icon={icon}
      className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset', BADGE_STYLES[colour], className)}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {alignmentLabel(score)}
    </span>
  );
}
