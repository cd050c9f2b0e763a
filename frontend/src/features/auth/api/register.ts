// POST /api/register — creates the account and signs in (the server sets the session cookie).
// The confirmation field never leaves the browser.
import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, UserView } from '@immortal/proto/identity';
import { api } from '@/lib/api-client';

export const register = (body: RegisterBody) => api.post<UserView>('/api/register', body);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
