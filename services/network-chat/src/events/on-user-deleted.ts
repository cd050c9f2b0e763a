// identity.user.deleted: everything network-chat holds about the user goes. Idempotent.
import type { EventHandler } from '@immortal/kit';
import type { ChatService } from '../modules/chat/chat.service.js';
import type { ConversationsService } from '../modules/conversations/conversations.service.js';
import type { CorpusService } from '../modules/corpus/corpus.service.js';
import type { TrainingService } from '../modules/training/training.service.js';

export const onUserDeleted =
  (deps: { conversations: ConversationsService; corpus: CorpusService; training: TrainingService; chat: ChatService }): EventHandler<'identity.user.deleted'> =>
  async (event) => {
    await deps.conversations.eraseUser(event.userId);
    await deps.corpus.eraseUser(event.userId);
    await deps.training.eraseUser(event.userId);
    deps.chat.forget(event.userId);
  };
