// POST /api/identity-alignment/refresh — recomputes the score now; afterwards the alignment (and its
// history, which may have gained a point) is refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlignmentView } from '@immortal/proto/alignment';
import { api } from '@/lib/api-client';
import { alignmentHistoryQueryKey } from './get-alignment-history';
import { identityAlignmentQueryKey } from './get-identity-alignment';

export const refreshIdentityAlignment = () => api.post<AlignmentView>('/api/identity-alignment/refresh', {});

export function useRefreshIdentityAlignment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: refreshIdentityAlignment,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: identityAlignmentQueryKey }),
        qc.invalidateQueries({ queryKey: alignmentHistoryQueryKey }),
      ]),
  });
}
