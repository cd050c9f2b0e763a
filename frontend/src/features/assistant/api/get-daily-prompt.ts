// GET /api/daily-prompt — fetched while signed in and refetched every hour; the result is not shown
// anywhere yet (twin-features §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyPromptView } from '@immortal/proto/network';
import { api } from '@/lib/api-client';
import { DAILY_PROMPT_REFETCH_MS } from '../lib/constants';

export const dailyPromptQueryKey = ['/api/daily-prompt'] as const;

export const getDailyPrompt = () => api.get<DailyPromptView>('/api/daily-prompt');

export const dailyPromptQueryOptions = queryOptions({
  queryKey: dailyPromptQueryKey,
  queryFn: getDailyPrompt,
  refetchInterval: DAILY_PROMPT_REFETCH_MS,
});

export function useDailyPrompt() {
  return useQuery(dailyPromptQueryOptions);
}
