// The use cases own each write and its event: the event rides in the same document (outbox), the relay
// publishes it, and the search index follows the write.
import { enqueue, newEvent, notFound, type OutboxRelay, type UserRef } from '@immortal/kit';
import type { CreateEntryBody, EntryPayload, EntryView, UpdateEntryBody } from '@immortal/proto/journal';
import type { EntryReadModel } from '../read-model/entry-read-model.js';
import { categorize } from './categorize.js';
import { Entry, toEntryView, wordCountOf, type EntryDoc } from './entry.model.js';
import { sentimentOf } from './sentiment.js';

function payloadOf(view: EntryView): EntryPayload {
  return {
    entryId: view.id,
    type: view.type,
    title: view.title,
    content: view.content,
    category: view.category,
    sentiment: view.sentiment,
    trainingWeight: view.trainingWeight,
    metadata: view.metadata,
    createdAt: view.createdAt,
  };
}

/** Ids that are not even well-formed are simply not found (never a 400 or a 500). */
const assertId = (id: string) => {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw notFound('Entry not found');
};

export class EntriesService {
  constructor(
    private readonly entries: EntryReadModel,
    private readonly relay: () => OutboxRelay,
  ) {}

  async create(user: UserRef, body: CreateEntryBody): Promise<EntryView> {
    const now = new Date(); // set here so the event carries the same timestamps the document gets
    const entry = new Entry({
      ...body,
      createdAt: now,
      updatedAt: now,
      userId: user.id,
      title: body.title || null,
      category: body.category ?? categorize(`${body.title ?? ''} ${body.content}`),
      sentiment: sentimentOf(`${body.title ?? ''}\n${body.content}`),
      wordCount: wordCountOf(body.content),
      trainingWeight: body.trainingWeight ?? 1,
    });
    const view = toEntryView(entry.toObject() as EntryDoc);
    enqueue(entry, newEvent('journal.entry.created', user.id, payloadOf(view)));
    await entry.save();
    this.entries.put(view);
    this.relay().kick(entry._id, [...entry.outbox]);
    return view;
  }

  /** The user's own entries, newest first (from the read model). */
  list(user: UserRef): EntryView[] {
    return this.entries.list(user.id).map((e) => e.view);
  }

  async update(user: UserRef, id: string, body: UpdateEntryBody): Promise<EntryView> {
    assertId(id);
    // ownership is checked in memory first: a lookup by _id is cheap on FerretDB, a scan is not
    if (!this.entries.get(user.id, id)) throw notFound('Entry not found');
    const view = await this.relay().exclusive(id, () => this.applyUpdate(user, id, body));
    this.entries.put(view);
    this.relay().kick(id);
    return view;
  }

  private async applyUpdate(user: UserRef, id: string, body: UpdateEntryBody): Promise<EntryView> {
    const entry = await Entry.findById(id);
    if (!entry || entry.userId !== user.id || entry.deletedAt) throw notFound('Entry not found');
    const patch: Record<string, unknown> = { ...body };
    if (body.content !== undefined || body.title !== undefined) {
      const title = body.title ?? entry.title ?? '';
      const content = body.content ?? entry.content;
      patch.sentiment = sentimentOf(`${title}\n${content}`);
      patch.wordCount = wordCountOf(content);
    }
    entry.set(patch);
    const view = toEntryView(entry.toObject() as EntryDoc);
    enqueue(entry, newEvent('journal.entry.updated', user.id, payloadOf(view)));
    await entry.save();
    return view;
  }

  /** 404 for anything that is not the caller's own live entry. */
  async remove(user: UserRef, id: string): Promise<void> {
    assertId(id);
    const stored = this.entries.get(user.id, id);
    if (!stored) throw notFound('Entry not found');
    const event = newEvent('journal.entry.deleted', user.id, { entryId: id, type: stored.view.type, createdAt: stored.view.createdAt });
    // the tombstone keeps no content; the relay removes it once the event is out
    await this.relay().exclusive(id, () => Entry.updateOne(
      { _id: id },
      { $set: { deletedAt: new Date(), content: '-', title: null }, $push: { outbox: JSON.stringify(event) } },
    ));
    this.entries.remove(user.id, id);
    this.relay().kick(id);
  }

  /** identity.user.deleted: everything of this user goes, tombstones included. */
  async eraseUser(userId: string): Promise<void> {
    await Entry.deleteMany({ userId });
    this.entries.dropUser(userId);
  }

  /**
   * Relay callback: a drained document that is no longer in the read model is a deleted entry's
   * tombstone; it goes for good. Deleted one by one by _id (FerretDB scans for `$in`).
   */
  async purgeTombstones(ids: unknown[]): Promise<void> {
    for (const id of ids) {
      if (this.entries.has(String(id))) continue;
      await Entry.deleteOne({ _id: id, deletedAt: { $ne: null }, 'outbox.0': { $exists: false } });
    }
  }
}
