import type { StatsView } from '@immortal/proto/journal';
import { CalendarDays, Flame, NotebookPen, Type, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Total Entries, This Week, Avg. Words, Day Streak. */
export function StatCards({ stats, failed = false }: { stats: StatsView | undefined; failed?: boolean }) {
  const cards: Array<{ icon: LucideIcon; label: string; value: number | undefined; hint: string; tone: string }> = [
    { icon: NotebookPen, label: 'Total Entries', value: stats?.totalEntries, hint: 'everything you have captured', tone: 'bg-indigo-50 text-indigo-700' },
    { icon: CalendarDays, label: 'This Week', value: stats?.weeklyEntries, hint: 'entries in the last 7 days', tone: 'bg-sky-50 text-sky-700' },
    { icon: Type, label: 'Avg. Words', value: stats?.avgLength, hint: 'words per entry', tone: 'bg-violet-50 text-violet-700' },
    {
      icon: Flame,
      label: 'Day Streak',
      value: stats?.streak,
      hint: stats ? `${plural(stats.streak, 'day', 'days')} in a row with an entry` : 'days in a row with an entry',
      tone: 'bg-amber-50 text-amber-700',
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={stats || failed ? undefined : true}>
      {cards.map(({ icon: Icon, label, value, hint, tone }) => (
        <li key={label}>
          <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-sm font-medium text-slate-600">{label}</h2>
              <span className={`inline-flex size-8 shrink-0 items-center justify-center rounded-lg ${tone}`}>
                <Icon aria-hidden="true" className="size-4" />
              </span>
            </div>
            {value === undefined && failed ? (
              <p className="text-3xl font-semibold text-slate-400">
                <span aria-hidden="true">—</span>
                <span className="sr-only">unavailable</span>
              </p>
            ) : value === undefined ? (
              <Skeleton className="h-9 w-16" />
            ) : (
              <p className="text-3xl font-semibold tracking-tight tabular-nums text-slate-900">{value.toLocaleString('en-US')}</p>
            )}
            <p className="text-xs text-slate-600">{hint}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
