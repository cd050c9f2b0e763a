// POST /api/quality-training/generate-prompt (empty body) — a question from the category the AI knows least.
import { useMutation } from '@tanstack/react-query';
import type { QualityPromptView } from '@immortal/proto/network';
import { api } from '@/lib/api-client';

export const generateQualityPrompt = () => api.post<QualityPromptView>('/api/quality-training/generate-prompt');

/** Failures are only logged by the caller (twin-features §8). */
export function useGenerateQualityPrompt() {
  return useMutation({ mutationFn: generateQualityPrompt });
}
