// GET /api/search?q=&category=&dateRange= — the user's entries ranked by relevance. 'all' filters are
// left out of the query string (core §7). Runs only for a query that is non-blank after trimming (§5).
import { DATE_RANGES, SEARCH_CATEGORIES, type EntryView } from '@immortal/proto/journal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CategoryFilter = 'all' | (typeof SEARCH_CATEGORIES)[number];
export type DateRangeFilter = 'all' | (typeof DATE_RANGES)[number];

export interface SearchParams {
  q: string;
  category: CategoryFilter;
  dateRange: DateRangeFilter;
}

export const searchQueryKey = ['/api/search'] as const;

/** `q=...&category=...&dateRange=...`, the 'all' filters omitted, the query trimmed. */
export function searchQueryString({ q, category, dateRange }: SearchParams): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (category !== 'all') params.set('category', category);
  if (dateRange !== 'all') params.set('dateRange', dateRange);
  return params.toString();
}

export const searchEntries = (params: SearchParams) => api.get<EntryView[]>(`/api/search?${searchQueryString(params)}`);

export const searchQueryOptions = (params: SearchParams) => {
  const normalized: SearchParams = { ...params, q: params.q.trim() };
  return queryOptions({
    queryKey: [...searchQueryKey, normalized] as const,
    queryFn: () => searchEntries(normalized),
    enabled: normalized.q.length > 0,
  });
};

export function useSearchEntries(params: SearchParams) {
  return useQuery(searchQueryOptions(params));
}
