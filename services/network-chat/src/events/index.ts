// Every event network-chat consumes, registered in one place.
import type { Infrastructure } from '@immortal/kit';
import type { ChatService } from '../modules/chat/chat.service.js';
import type { ConversationsService } from '../modules/conversations/conversations.service.js';
import type { CorpusService } from '../modules/corpus/corpus.service.js';
import { pushAlignment } from '../modules/realtime/push-alignment.js';
import type { Realtime } from '../modules/realtime/socket-server.js';
import type { TrainingService } from '../modules/training/training.service.js';
import { onEntryCreated, onEntryDeleted, onEntryUpdated } from './on-entry-changed.js';
import { onUserDeleted } from './on-user-deleted.js';

export interface ConsumerDeps {
  conversations: ConversationsService;
  corpus: CorpusService;
  training: TrainingService;
  chat: ChatService;
  realtime: Realtime;
}

export async function startConsumers(infra: Infrastructure, deps: ConsumerDeps): Promise<void> {
  await infra.consume({
    durable: 'network-chat-identity',
    stream: 'IDENTITY',
    handlers: { 'identity.user.deleted': onUserDeleted(deps) },
  });
  await infra.consume({
    durable: 'network-chat-journal',
    stream: 'JOURNAL',
    handlers: {
      'journal.entry.created': onEntryCreated(deps.corpus),
      'journal.entry.updated': onEntryUpdated(deps.corpus),
      'journal.entry.deleted': onEntryDeleted(deps.corpus),
    },
  });
  // fan-out: every instance pushes to the sockets it holds
  await infra.follow({ stream: 'ALIGNMENT', handlers: { 'alignment.score.recomputed': pushAlignment(deps.realtime) } });
}
