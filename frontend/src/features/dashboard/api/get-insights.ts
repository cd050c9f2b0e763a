// GET /api/insights — a few sentences about the user, drawn only from their own data.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightView } from '@immortal/proto/alignment';
import { api } from '@/lib/api-client';

export const insightsQueryKey = ['/api/insights'] as const;

export const getInsights = () => api.get<InsightView>('/api/insights');

export const insightsQueryOptions = queryOptions({ queryKey: insightsQueryKey, queryFn: getInsights });

export function useInsights() {
  // refetched in the background whenever the dashboard opens: pushed updates only arrive while it is open
  return useQuery({ ...insightsQueryOptions, refetchOnMount: 'always' });
}
