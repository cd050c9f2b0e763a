// GET /api/conversations — the user's conversations with their Immortal AI, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationView } from '@immortal/proto/network';
import { api } from '@/lib/api-client';

export const conversationsQueryKey = ['/api/conversations'] as const;

export const getConversations = () => api.get<ConversationView[]>('/api/conversations');

export const conversationsQueryOptions = queryOptions({ queryKey: conversationsQueryKey, queryFn: getConversations });

export function useConversations() {
  return useQuery(conversationsQueryOptions);
}
