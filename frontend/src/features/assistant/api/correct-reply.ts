// POST /api/conversations/:id/correction — 'That's not me': what the user would have said instead.
// The twin uses it from then on.
import { useMutation } from '@tanstack/react-query';
import type { ConversationView, CorrectionBody } from '@immortal/proto/network';
import { api } from '@/lib/api-client';

export interface CorrectReplyInput extends CorrectionBody {
  conversationId: string;
}

export const correctReply = ({ conversationId, correctedResponse }: CorrectReplyInput) =>
  api.post<ConversationView>(`/api/conversations/${encodeURIComponent(conversationId)}/correction`, { correctedResponse });

export function useCorrectReply() {
  return useMutation({ mutationFn: correctReply });
}
