// GET /api/stats — entry totals. The dashboard requests it (spec §7) so it is warm for the screens that
// show it; the dashboard itself does not display it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsView } from '@immortal/proto/journal';
import { api } from '@/lib/api-client';

export const statsQueryKey = ['/api/stats'] as const;

export const getStats = () => api.get<StatsView>('/api/stats');

export const statsQueryOptions = queryOptions({ queryKey: statsQueryKey, queryFn: getStats });

export function useStats() {
  return useQuery(statsQueryOptions);
}
