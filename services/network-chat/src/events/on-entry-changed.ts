// journal.entry.created / updated / deleted: keep this service's copy of the user's entries current.
import type { EventHandler } from '@immortal/kit';
import type { CorpusService } from '../modules/corpus/corpus.service.js';

export const onEntryCreated =
  (corpus: CorpusService): EventHandler<'journal.entry.created'> =>
  (event) => corpus.putEntry(event.userId, event.id, event.data);

export const onEntryUpdated =
  (corpus: CorpusService): EventHandler<'journal.entry.updated'> =>
  (event) => corpus.putEntry(event.userId, event.id, event.data);

export const onEntryDeleted =
  (corpus: CorpusService): EventHandler<'journal.entry.deleted'> =>
  (event) => corpus.deleteEntry(event.userId, event.id, event.data.entryId);
