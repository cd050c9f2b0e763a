// POST /api/entries — saves an entry (201 with the entry; 400 with the reason); then everything that
// depends on the entries is refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEntryBody, EntryView } from '@immortal/proto/journal';
import { api } from '@/lib/api-client';
import { invalidateAfterEntryChange } from './invalidate-after-entry-change';

export const createEntry = (body: CreateEntryBody) => api.post<EntryView>('/api/entries', body);

export function useCreateEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createEntry,
    onSuccess: () => invalidateAfterEntryChange(qc),
  });
}
