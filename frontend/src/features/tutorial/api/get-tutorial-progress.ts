// GET /api/tutorial-progress — where the signed-in user is in the tutorial.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorialProgressView } from '@immortal/proto/identity';
import { api } from '@/lib/api-client';

export const tutorialProgressQueryKey = ['/api/tutorial-progress'] as const;

export const getTutorialProgress = () => api.get<TutorialProgressView>('/api/tutorial-progress');

export const tutorialProgressQueryOptions = queryOptions({ queryKey: tutorialProgressQueryKey, queryFn: getTutorialProgress });

export function useTutorialProgress() {
  return useQuery(tutorialProgressQueryOptions);
}
