// DELETE /api/user {confirmUsername} — erases the account; every service then erases the user's data
// (identity.user.deleted). The session is gone with it: the cache is dropped and the app reloads at /login.
import type { DeleteAccountBody } from '@immortal/proto/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { hardNavigate } from '@/lib/navigation';
import { stashToast } from '@/lib/pending-toast';

export const ACCOUNT_DELETED_TOAST = {
  title: 'All data deleted',
  description: 'Your account and everything in it have been erased.',
} as const;

export const deleteAccount = async (body: DeleteAccountBody): Promise<void> => {
  await apiRequest('DELETE', '/api/user', body);
};

export function useDeleteAccount({ onDeleted }: { onDeleted?: () => void } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      onDeleted?.();
      qc.clear();
      stashToast(ACCOUNT_DELETED_TOAST);
      hardNavigate('/login');
    },
  });
}
