// GET /api/insights — a few sentences the alignment service draws from the user's own data. Answers
// 404 on deployments where alignment is not running yet; the screen then shows its own words instead.
import type { InsightView } from '@immortal/proto/alignment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const insightsQueryKey = ['/api/insights'] as const;

export const getInsights = () => api.get<InsightView>('/api/insights');

export const insightsQueryOptions = queryOptions({ queryKey: insightsQueryKey, queryFn: getInsights });

export function useInsights() {
  return useQuery(insightsQueryOptions);
}
