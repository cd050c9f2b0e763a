// What a new or removed entry changes: the lists, the stats, search results, and what alignment
// derives from the writing (personality, identity alignment, insights).
import type { QueryClient } from '@tanstack/react-query';
import { entriesQueryKey } from './get-entries';
import { statsQueryKey } from './get-stats';

export const ENTRY_DEPENDENT_QUERY_KEYS = [
  entriesQueryKey,
  statsQueryKey,
  ['/api/search'],
  ['/api/personality'],
  ['/api/identity-alignment'],
  ['/api/insights'],
] as const;

export function invalidateAfterEntryChange(qc: QueryClient) {
  return Promise.all(ENTRY_DEPENDENT_QUERY_KEYS.map((queryKey) => qc.invalidateQueries({ queryKey })));
}
