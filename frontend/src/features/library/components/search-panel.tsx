import { DATE_RANGES, SEARCH_CATEGORIES } from '@immortal/proto/journal';
import { Search, SearchX } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { EntryListItem } from '@/features/entries/components/entry-list-item';
import { EntryRowsSkeleton } from '@/features/entries/components/entry-rows-skeleton';
import { CATEGORY_LABELS } from '@/features/entries/lib/entry-types';
import { getErrorMessage } from '@/lib/api-client';
import { useSearchEntries, type CategoryFilter, type DateRangeFilter } from '../api/search-entries';
import { NO_RESULTS_TEXT, NO_RESULTS_TITLE, SEARCH_FAILED, SEARCH_INTRO_TITLE, SEARCH_SKELETON_ROWS } from '../lib/library-copy';
import { EmptyState } from './empty-state';

const DATE_RANGE_LABELS: Record<(typeof DATE_RANGES)[number], string> = { week: 'Past week', month: 'Past month', year: 'Past year' };

export const SEARCH_TIPS = [
  'Search looks through your titles and entries, and forgives a small typo.',
  'Type the start of a word to match it: “grand” finds “grandmother”.',
  'Every word must match; when nothing matches them all, entries with any of them are shown.',
  'Narrow the results with the category and date filters.',
] as const;

/**
 * The Search tab. A search runs when the form is submitted (Enter or the Search button) with a query
 * that is not blank; changing a filter re-runs the current search.
 */
export function SearchPanel() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [blankHint, setBlankHint] = useState(false);
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [dateRange, setDateRange] = useState<DateRangeFilter>('all');
  const search = useSearchEntries({ q: query, category, dateRange });

  useEffect(() => {
    if (!search.isError) return;
    toast({ variant: 'destructive', title: SEARCH_FAILED, description: getErrorMessage(search.error) ?? 'Something went wrong while searching. Please try again.' });
  }, [search.isError, search.errorUpdatedAt, search.error]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = draft.trim();
    if (!trimmed) {
      setBlankHint(true);
      inputRef.current?.focus();
      return;
    }
    setBlankHint(false);
    if (trimmed === query) void search.refetch();
    else setQuery(trimmed);
  };

  const results = search.data ?? [];
  const searched = query.length > 0;

  return (
    <div className="grid gap-6">
      <form role="search" aria-label="Search your archive" onSubmit={onSubmit} noValidate className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-q`}>Search your entries</Label>
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
              <Input
                ref={inputRef}
                id={`${id}-q`}
                type="search"
                enterKeyHint="search"
                autoComplete="off"
                value={draft}
                maxLength={500}
                placeholder="Words, names, places…"
                className="pl-9"
                aria-describedby={blankHint ? `${id}-hint` : undefined}
                onChange={(event) => {
                  setDraft(event.target.value);
                  if (event.target.value.trim()) setBlankHint(false);
                }}
              />
            </div>
            <Button type="submit" disabled={search.isFetching}>
              <Search aria-hidden="true" />
              Search
            </Button>
          </div>
          {blankHint ? (
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              Type a word or two to search for.
            </p>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-category`}>Category</Label>
            <Select id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value as CategoryFilter)}>
              <option value="all">All</option>
              {SEARCH_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-date`}>Date</Label>
            <Select id={`${id}-date`} value={dateRange} onChange={(event) => setDateRange(event.target.value as DateRangeFilter)}>
              <option value="all">All time</option>
              {DATE_RANGES.map((r) => (
                <option key={r} value={r}>
                  {DATE_RANGE_LABELS[r]}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </form>

      <section aria-label="Search results" aria-busy={search.isFetching || undefined}>
        {!searched ? (
          <EmptyState icon={Search} title={SEARCH_INTRO_TITLE} headingLevel={2} className="bg-white/60">
            <p>Find anything you have captured, in a moment.</p>
            <ul className="mt-4 grid list-disc gap-1.5 pl-5 text-left">
              {SEARCH_TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </EmptyState>
        ) : search.isFetching ? (
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <EntryRowsSkeleton rows={SEARCH_SKELETON_ROWS} label="Searching" />
          </div>
        ) : search.isError ? (
          <LoadError message="The search could not be completed." onRetry={() => void search.refetch()} />
        ) : results.length === 0 ? (
          <EmptyState icon={SearchX} title={NO_RESULTS_TITLE} headingLevel={2}>
            <p>{NO_RESULTS_TEXT}</p>
          </EmptyState>
        ) : (
          <div className="grid gap-3">
            <p role="status" className="text-sm text-slate-600">
              <span className="font-semibold text-slate-900">{results.length}</span> {results.length === 1 ? 'result' : 'results'} for “{query}”
            </p>
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4" aria-label="Results">
              {results.map((entry) => (
                <li key={entry.id} className="py-4">
                  <EntryListItem entry={entry} previewLength={200} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </div>
  );
}
