// identity.user.deleted: the user's conversations go. Idempotent.
import type { EventHandler } from '@immortal/kit';
import type { ConversationsService } from '../modules/conversations/conversations.service.js';

export const onUserDeleted =
  (conversations: ConversationsService): EventHandler<'identity.user.deleted'> =>
  async (event) => {
    await conversations.eraseUser(event.userId);
  };
