import { Skeleton } from '@/components/ui/skeleton';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useStats } from '@/features/entries/api/get-stats';

/** Total Entries, Thoughts, Memories and Reflections, from /api/stats. */
export function DataOverview() {
  const stats = useStats();
  const items = [
    { label: 'Total Entries', value: stats.data?.totalEntries },
    { label: 'Thoughts', value: stats.data?.categories.thoughts },
    { label: 'Memories', value: stats.data?.categories.memories },
    { label: 'Reflections', value: stats.data?.categories.reflections },
  ];
  return (
    <Card>
      <CardHeader className="p-5 sm:p-6">
        <CardTitle>Your data</CardTitle>
        <CardDescription>What Immortal holds for you right now.</CardDescription>
      </CardHeader>
      <CardContent className="p-5 pt-0 sm:p-6 sm:pt-0">
        {stats.isError ? (
          <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">Your data overview could not be loaded.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={stats.isPending || undefined}>
            {items.map(({ label, value }) => (
              <div key={label} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">
                  {value === undefined ? <Skeleton className="h-8 w-12" /> : value.toLocaleString('en-US')}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
