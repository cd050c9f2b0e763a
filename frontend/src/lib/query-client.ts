import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from './api-client';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default data fetcher: GET on the joined query key (['/api/entries'] -> /api/entries), with
 * credentials. With `on401: 'returnNull'` a 401 answers null instead of failing.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', headers: { Accept: 'application/json' }, signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  };
}

/** The spec's defaults: data never goes stale, nothing retries, refetches on focus or polls. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
