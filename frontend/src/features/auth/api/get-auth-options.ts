// GET /api/auth/options — public: what the login screen may offer (the demo button).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthOptionsView } from '@immortal/proto/identity';
import { api } from '@/lib/api-client';

export const authOptionsQueryKey = ['/api/auth/options'] as const;

export const getAuthOptions = () => api.get<AuthOptionsView>('/api/auth/options');

export const authOptionsQueryOptions = queryOptions({ queryKey: authOptionsQueryKey, queryFn: getAuthOptions });

export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions);
}
