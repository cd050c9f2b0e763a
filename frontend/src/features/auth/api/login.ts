// POST /api/login — signs in; the server sets the session cookie.
import { useMutation } from '@tanstack/react-query';
import type { LoginBody, UserView } from '@immortal/proto/identity';
import { api } from '@/lib/api-client';

export const login = (body: LoginBody) => api.post<UserView>('/api/login', body);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
