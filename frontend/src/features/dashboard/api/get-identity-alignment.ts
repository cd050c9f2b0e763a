// GET /api/identity-alignment — the signed-in user's Identity Alignment view (scores, breakdowns, sub-scores).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlignmentView } from '@immortal/proto/alignment';
import { api } from '@/lib/api-client';

export const identityAlignmentQueryKey = ['/api/identity-alignment'] as const;

/** null when the answer is empty: the panel then says 'No alignment data available'. */
export const getIdentityAlignment = async (): Promise<AlignmentView | null> => (await api.get<AlignmentView | undefined>('/api/identity-alignment')) ?? null;

export const identityAlignmentQueryOptions = queryOptions({ queryKey: identityAlignmentQueryKey, queryFn: getIdentityAlignment });

export function useIdentityAlignment() {
  // refetched in the background whenever the dashboard opens: pushed updates only arrive while it is open
  return useQuery({ ...identityAlignmentQueryOptions, refetchOnMount: 'always' });
}
