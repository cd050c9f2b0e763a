// Own-AI chat: the twin answers from the user's own material; every exchange is logged (the conversation
// log) and published as network.message.sent (channel 'assistant') through the outbox, so alignment can
// count it. 'That's not me' corrections are stored on the exchange and used by the twin from then on.
import { enqueue, newEvent, notFound, type OutboxRelay, type UserRef } from '@immortal/kit';
import type { ChatReply, ConversationView } from '@immortal/proto/network';
import type { ChatTurn } from '@immortal/twin';
import { Conversation, type ConversationDoc } from '../conversations/conversation.model.js';
import { toConversationView } from '../conversations/conversations.service.js';
import type { CorpusService } from '../corpus/corpus.service.js';

/** the last exchanges the twin sees as context */
const HISTORY_TURNS = 6;

export class ChatService {
  private readonly recent = new Map<string, ChatTurn[]>();

  constructor(
    private readonly corpus: CorpusService,
    private readonly relay: () => OutboxRelay,
  ) {}

  async chat(user: UserRef, message: string): Promise<ChatReply> {
    const twin = await this.corpus.twinFor(user.id, user.username);
    const history = this.recent.get(user.id) ?? [];
    const reply = await twin.answer(message, history);
    const conversation = new Conversation({ userId: user.id, userMessage: message, aiResponse: reply.text, citations: reply.citations });
    enqueue(conversation, newEvent('network.message.sent', user.id, {
      conversationId: String(conversation._id), channel: 'assistant', userMessage: message, aiResponse: reply.text,
    }));
    await conversation.save();
    this.relay().kick(conversation._id, [...conversation.outbox]);
    this.corpus.noteMessage(user.id, message, new Date().toISOString());
    this.recent.set(user.id, [...history, { role: 'user' as const, text: message }, { role: 'twin' as const, text: reply.text }].slice(-HISTORY_TURNS * 2));
    return {
      response: reply.text,
      citations: reply.citations,
      conversationId: String(conversation._id),
      provider: reply.provider,
      knewNothing: reply.knewNothing,
    };
  }

  async correct(user: UserRef, conversationId: string, correctedResponse: string): Promise<ConversationView> {
    if (!/^[0-9a-f]{24}$/i.test(conversationId)) throw notFound('Conversation not found');
    const conversation = await this.relay().exclusive(conversationId, async () => {
      const doc = await Conversation.findById(conversationId);
      if (!doc || doc.userId !== user.id) throw notFound('Conversation not found');
      doc.correctedResponse = correctedResponse;
      doc.isPersonaTrainingData = true;
      enqueue(doc, newEvent('network.reply.corrected', user.id, { conversationId }));
      await doc.save();
      return doc;
    });
    this.relay().kick(conversation._id);
    this.corpus.noteCorrection(user.id, {
      id: conversationId, question: conversation.userMessage, originalReply: conversation.aiResponse, correctedReply: correctedResponse, createdAt: new Date().toISOString(),
    });
    return toConversationView(conversation.toObject() as ConversationDoc);
  }

  forget(userId: string): void {
    this.recent.delete(userId);
  }
}
