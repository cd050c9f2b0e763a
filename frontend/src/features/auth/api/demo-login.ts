// POST /api/login/demo — signs into the seeded demo account (only offered when the server is in demo mode).
import { useMutation } from '@tanstack/react-query';
import type { UserView } from '@immortal/proto/identity';
import { api } from '@/lib/api-client';

export const demoLogin = () => api.post<UserView>('/api/login/demo', {});

export function useDemoLogin() {
  return useMutation({ mutationFn: demoLogin });
}
