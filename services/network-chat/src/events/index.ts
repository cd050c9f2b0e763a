// Every event network-chat consumes, registered in one place.
import type { Infrastructure } from '@immortal/kit';
import type { ConversationsService } from '../modules/conversations/conversations.service.js';
import { onUserDeleted } from './on-user-deleted.js';

export async function startConsumers(infra: Infrastructure, deps: { conversations: ConversationsService }): Promise<void> {
  await infra.consume({
    durable: 'network-chat-identity',
    stream: 'IDENTITY',
    handlers: { 'identity.user.deleted': onUserDeleted(deps.conversations) },
  });
}
