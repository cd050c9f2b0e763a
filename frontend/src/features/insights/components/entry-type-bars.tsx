import type { StatsView } from '@immortal/proto/journal';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const ROWS = [
  { key: 'thoughts', label: 'Thoughts', bar: 'bg-indigo-600' },
  { key: 'memories', label: 'Memories', bar: 'bg-amber-500' },
  { key: 'reflections', label: 'Reflections', bar: 'bg-violet-600' },
] as const;

/** Thoughts, memories and reflections as bars proportional to their share of the three. */
export function EntryTypeBars({ categories, failed = false }: { categories: StatsView['categories'] | undefined; failed?: boolean }) {
  const sum = categories ? categories.thoughts + categories.memories + categories.reflections : 0;
  return (
    <Card>
      <CardHeader className="p-5 sm:p-6">
        <CardTitle>Entry Types</CardTitle>
        <CardDescription>How your writing divides between quotes and thoughts, memories and reflections.</CardDescription>
      </CardHeader>
      <CardContent className="p-5 pt-0 sm:p-6 sm:pt-0">
        {!categories && failed ? (
          <p className="text-sm text-slate-600">The split by type is unavailable right now.</p>
        ) : !categories ? (
          <div className="grid gap-5" aria-hidden="true">
            {ROWS.map((row) => (
              <Skeleton key={row.key} className="h-8 w-full" />
            ))}
          </div>
        ) : (
          <ul className="grid gap-5" aria-label="Entries by type">
            {ROWS.map(({ key, label, bar }) => {
              const count = categories[key];
              const share = sum > 0 ? count / sum : 0;
              const percent = Math.round(share * 100);
              return (
                <li key={key} className="grid gap-2">
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="font-medium text-slate-800">{label}</span>
                    <span className="tabular-nums text-slate-600">
                      <span className="font-semibold text-slate-900">{count.toLocaleString('en-US')}</span>
                      <span className="sr-only">{count === 1 ? ' entry,' : ' entries,'}</span> ({percent}%)
                    </span>
                  </div>
                  <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-100">
                    <div data-testid={`bar-${key}`} className={`h-full rounded-full ${bar} transition-[width] duration-500`} style={{ width: `${share * 100}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {categories && sum === 0 ? <p className="mt-4 text-sm text-slate-600">No quotes, memories or reflections yet: capture one to see the split.</p> : null}
      </CardContent>
    </Card>
  );
}
