// POST /api/logout — ends the session; then every cached answer is dropped and the app reloads at /login.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { hardNavigate } from '@/lib/navigation';

export const logout = async (): Promise<void> => {
  await apiRequest('POST', '/api/logout', {});
};

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      qc.clear();
      hardNavigate('/login');
    },
  });
}
