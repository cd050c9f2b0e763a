// Every event network-chat consumes, registered in one place.
import type { Infrastructure } from '@immortal/kit';
import type { ConversationsService } from '../modules/conversations/conversations.service.js';
import { pushAlignment } from '../modules/realtime/push-alignment.js';
import type { Realtime } from '../modules/realtime/socket-server.js';
import { onUserDeleted } from './on-user-deleted.js';

export async function startConsumers(infra: Infrastructure, deps: { conversations: ConversationsService; realtime: Realtime }): Promise<void> {
  await infra.consume({
    durable: 'network-chat-identity',
    stream: 'IDENTITY',
    handlers: { 'identity.user.deleted': onUserDeleted(deps.conversations) },
  });
  // fan-out: every instance pushes to the sockets it holds
  await infra.follow({ stream: 'ALIGNMENT', handlers: { 'alignment.score.recomputed': pushAlignment(deps.realtime) } });
}
