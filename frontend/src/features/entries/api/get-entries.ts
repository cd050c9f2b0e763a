// GET /api/entries — every entry of the signed-in user, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryView } from '@immortal/proto/journal';
import { api } from '@/lib/api-client';

export const entriesQueryKey = ['/api/entries'] as const;

export const getEntries = () => api.get<EntryView[]>('/api/entries');

export const entriesQueryOptions = queryOptions({ queryKey: entriesQueryKey, queryFn: getEntries });

export function useEntries() {
  return useQuery(entriesQueryOptions);
}
