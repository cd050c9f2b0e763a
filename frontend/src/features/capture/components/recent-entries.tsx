import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useEntries } from '@/features/entries/api/get-entries';
import { EntryListItem } from '@/features/entries/components/entry-list-item';
import { EntryRowsSkeleton } from '@/features/entries/components/entry-rows-skeleton';
import { RECENT_ENTRIES_EMPTY, RECENT_ENTRIES_LIMIT } from '../lib/capture-copy';

/** The latest five entries, newest first, each with its badge, relative time, title and preview. */
export function RecentEntries() {
  const entries = useEntries();
  const recent = entries.data?.slice(0, RECENT_ENTRIES_LIMIT) ?? [];
  const total = entries.data?.length ?? 0;

  return (
    <Card>
      <CardHeader className="p-5 sm:p-6 flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="recent-entries-title">Recent Entries</CardTitle>
          <CardDescription>Your latest {RECENT_ENTRIES_LIMIT} entries, newest first.</CardDescription>
        </div>
        {total > 0 ? (
          <Link to="/search" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            View all in Library
            <ArrowRight aria-hidden="true" />
          </Link>
        ) : null}
      </CardHeader>
      <CardContent className="p-5 pt-0 sm:p-6 sm:pt-0">
        {entries.isPending ? (
          <EntryRowsSkeleton />
        ) : entries.isError ? (
          <LoadError message="Your entries could not be loaded." onRetry={() => void entries.refetch()} />
        ) : recent.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">{RECENT_ENTRIES_EMPTY}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Recent entries">
            {recent.map((entry) => (
              <li key={entry.id} className="py-4 first:pt-0 last:pb-0">
                <EntryListItem entry={entry} previewLength={160} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
