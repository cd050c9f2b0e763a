// DELETE /api/entries/:id — removes one entry (204); then everything that depends on the entries is refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterEntryChange } from './invalidate-after-entry-change';

export const deleteEntry = async (id: string): Promise<void> => {
  await apiRequest('DELETE', `/api/entries/${encodeURIComponent(id)}`);
};

export function useDeleteEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () => invalidateAfterEntryChange(qc),
  });
}
