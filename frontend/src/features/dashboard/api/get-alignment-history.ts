// GET /api/identity-alignment/history — the score after each change, oldest first (at most HISTORY_LIMIT).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryView } from '@immortal/proto/alignment';
import { api } from '@/lib/api-client';

export const alignmentHistoryQueryKey = ['/api/identity-alignment/history'] as const;

export const getAlignmentHistory = () => api.get<HistoryView>('/api/identity-alignment/history');

export const alignmentHistoryQueryOptions = queryOptions({ queryKey: alignmentHistoryQueryKey, queryFn: getAlignmentHistory });

export function useAlignmentHistory() {
  // refetched in the background whenever the dashboard opens: pushed updates only arrive while it is open
  return useQuery({ ...alignmentHistoryQueryOptions, refetchOnMount: 'always' });
}
