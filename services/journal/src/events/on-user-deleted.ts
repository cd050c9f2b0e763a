// identity.user.deleted: erase every entry of the user and their search index. Idempotent.
import type { EventHandler } from '@immortal/kit';
import type { EntriesService } from '../modules/entries/entries.service.js';

export const onUserDeleted =
  (entries: EntriesService): EventHandler<'identity.user.deleted'> =>
  async (event) => {
    await entries.eraseUser(event.userId);
  };
