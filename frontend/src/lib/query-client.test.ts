import { describe, expect, it } from 'vitest';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { createQueryClient } from './query-client';

describe('query defaults', () => {
  it('never go stale, never retry, never refetch on focus and never poll', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchInterval: false });
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations).toMatchObject({ retry: false });
  });

  it('keep the current user fresh 5 minutes and cached 10, without retries or automatic refetches', () => {
    expect(userQueryOptions).toMatchObject({
      queryKey: ['/api/user'],
      staleTime: 300_000,
      gcTime: 600_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
    });
  });
});
