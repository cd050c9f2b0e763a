// GET /api/user — who is signed in. 401 or 403 means nobody (not an error); anything else non-OK is.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserView } from '@immortal/proto/identity';

export const userQueryKey = ['/api/user'] as const;

export async function getUser(): Promise<UserView | null> {
  const res = await fetch('/api/user', {
    credentials: 'include',
    cache: 'no-cache',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  if (res.status === 401 || res.status === 403) return null;
  if (!res.ok) throw new Error('Failed to fetch user');
  return (await res.json()) as UserView;
}

/** Fresh for 5 minutes, kept 10, never retried or refetched on its own (spec §7). */
export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: getUser,
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  refetchOnReconnect: false,
});

export function useUser() {
  return useQuery(userQueryOptions);
}
