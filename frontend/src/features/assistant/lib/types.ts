import type { CitationView } from '@immortal/proto/network';

/**
 * One bubble of the assistant conversation, kept only in the browser (twin-features §3): id, message,
 * isUser, timestamp (ISO), isAnimating, animatedText; AI replies also carry what the server sent with
 * them (citations, the conversation id a correction is posted to) and the user's correction.
 */
export interface AssistantMessage {
  id: string;
  message: string;
  isUser: boolean;
  timestamp: string;
  isAnimating: boolean;
  animatedText: string;
  citations?: CitationView[];
  conversationId?: string;
  correctedResponse?: string;
}
