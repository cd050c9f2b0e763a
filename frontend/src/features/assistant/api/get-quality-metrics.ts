// GET /api/quality-training/metrics — answers given, their average quality and the count per category.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QualityMetricsView } from '@immortal/proto/network';
import { api } from '@/lib/api-client';

export const qualityMetricsQueryKey = ['/api/quality-training/metrics'] as const;

export const getQualityMetrics = () => api.get<QualityMetricsView>('/api/quality-training/metrics');

export const qualityMetricsQueryOptions = queryOptions({ queryKey: qualityMetricsQueryKey, queryFn: getQualityMetrics });

export function useQualityMetrics() {
  return useQuery(qualityMetricsQueryOptions);
}
