// GET /api/personality — optimism, curiosity, introspection and creativity (ints 0..100).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonalityView } from '@immortal/proto/alignment';
import { api } from '@/lib/api-client';

export const personalityQueryKey = ['/api/personality'] as const;

export const getPersonality = () => api.get<PersonalityView>('/api/personality');

export const personalityQueryOptions = queryOptions({ queryKey: personalityQueryKey, queryFn: getPersonality });

export function usePersonality() {
  // refetched in the background whenever the dashboard opens: pushed updates only arrive while it is open
  return useQuery({ ...personalityQueryOptions, refetchOnMount: 'always' });
}
