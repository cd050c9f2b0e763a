import type { ConversationView } from '@immortal/proto/network';
import type { UserRef } from '@immortal/kit';
import { Conversation, type ConversationDoc } from './conversation.model.js';

export function toConversationView(c: ConversationDoc): ConversationView {
  return {
    id: String(c._id),
    userMessage: c.userMessage,
    aiResponse: c.aiResponse,
    citations: (c.citations ?? []).map((x) => ({
      entryId: String(x.entryId),
      title: x.title ?? null,
      excerpt: x.excerpt ?? '',
      source: (x.source ?? 'entry') as ConversationView['citations'][number]['source'],
    })),
    isPersonaTrainingData: c.isPersonaTrainingData ?? true,
    personaScore: c.personaScore ?? null,
    correctedResponse: c.correctedResponse ?? null,
    createdAt: new Date(c.createdAt).toISOString(),
  };
}

export class ConversationsService {
  /** The user's own conversations with their Immortal AI, newest first. */
  async list(user: UserRef): Promise<ConversationView[]> {
    const rows = await Conversation.find({ userId: user.id }).sort({ createdAt: -1 }).lean<ConversationDoc[]>();
    return rows.map(toConversationView);
  }

  async eraseUser(userId: string): Promise<void> {
    await Conversation.deleteMany({ userId });
  }
}
