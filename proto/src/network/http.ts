// network-chat HTTP contracts: the user's own-AI chat and its conversation log.
import { z } from 'zod';

export const citationView = z.object({
  entryId: z.string(),
  title: z.string().nullable(),
  excerpt: z.string(),
  source: z.enum(['entry', 'training', 'correction']),
});
export type CitationView = z.infer<typeof citationView>;

export const conversationView = z.object({
  id: z.string(),
  userMessage: z.string(),
  aiResponse: z.string(),
  citations: z.array(citationView),
  isPersonaTrainingData: z.boolean(),
  personaScore: z.number().nullable(),
  correctedResponse: z.string().nullable(),
  createdAt: z.string(),
});
export type ConversationView = z.infer<typeof conversationView>;
