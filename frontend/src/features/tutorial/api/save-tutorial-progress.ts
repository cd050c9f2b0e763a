// POST /api/tutorial-progress — saves a change; the progress is refetched afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TutorialProgressBody, TutorialProgressView } from '@immortal/proto/identity';
import { api } from '@/lib/api-client';
import { tutorialProgressQueryKey } from './get-tutorial-progress';

export const saveTutorialProgress = (body: TutorialProgressBody) => api.post<TutorialProgressView>('/api/tutorial-progress', body);

export function useSaveTutorialProgress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveTutorialProgress,
    onSettled: () => qc.invalidateQueries({ queryKey: tutorialProgressQueryKey }),
  });
}
