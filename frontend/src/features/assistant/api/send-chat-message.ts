// POST /api/chat — one message to the user's own Immortal AI; the reply cites what it drew on.
import { useMutation } from '@tanstack/react-query';
import type { ChatBody, ChatReply } from '@immortal/proto/network';
import { api } from '@/lib/api-client';

export const sendChatMessage = (body: ChatBody) => api.post<ChatReply>('/api/chat', body);

/** Failures are only logged by the caller (twin-features §8), never toasted. */
export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
