// GET /api/stats?tzOffset= — totals, this week, average words, day streak and counts per type. The
// browser's time-zone offset makes the streak's "today" the user's today.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsView } from '@immortal/proto/journal';
import { api } from '@/lib/api-client';

/** Prefix of every stats query (whatever its tzOffset): invalidate with this. */
export const statsQueryKey = ['/api/stats'] as const;

export const getStats = (tzOffset: number = new Date().getTimezoneOffset()) => api.get<StatsView>(`/api/stats?tzOffset=${tzOffset}`);

export const statsQueryOptions = (tzOffset: number = new Date().getTimezoneOffset()) =>
  queryOptions({ queryKey: [...statsQueryKey, { tzOffset }] as const, queryFn: () => getStats(tzOffset) });

export function useStats() {
  return useQuery(statsQueryOptions());
}
