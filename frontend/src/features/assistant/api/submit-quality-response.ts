// POST /api/quality-training/submit-response — the user's answer to a training prompt. On success the
// quality-training metrics and everything derived from the user's material (identity alignment,
// personality, insights) are refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitTrainingBody, SubmitTrainingReply } from '@immortal/proto/network';
import { api } from '@/lib/api-client';
import { qualityMetricsQueryKey } from './get-quality-metrics';

export const submitQualityResponse = (body: SubmitTrainingBody) =>
  api.post<SubmitTrainingReply>('/api/quality-training/submit-response', body);

export function useSubmitQualityResponse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitQualityResponse,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: qualityMetricsQueryKey }),
        qc.invalidateQueries({ queryKey: ['/api/identity-alignment'] }),
        qc.invalidateQueries({ queryKey: ['/api/personality'] }),
        qc.invalidateQueries({ queryKey: ['/api/insights'] }),
      ]),
  });
}
