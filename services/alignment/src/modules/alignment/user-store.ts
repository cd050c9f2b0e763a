// The users' documents, with an in-memory copy of the ones in use (one alignment instance writes them,
// one user at a time, so the copy is authoritative; it is dropped on any failed write and reloaded).
// Every change is one atomic write of projection + score + outbox. Outbox entries are published right
// after the write; published ones are removed by the user's next write (so an applied event costs one
// database write, not two), and at shutdown. A crash can only leave entries that are published again at
// start-up; JetStream drops the repeat by its msgID (= event id).
import type { AnyEnvelope, Bus, Logger } from '@immortal/kit';
import type { ProjectionState } from '../projection/projection.js';
import type { Scored } from './recompute.js';
import { AlignmentUser, decode, encode, type UserDoc, type UserRecord } from './user.model.js';

export interface UserState extends UserDoc {
  /** entries of `outbox` already on the bus */
  published: Set<string>;
  /** the document exists (FerretDB: an update is ~2 ms cheaper than an upsert, an insert cheaper still) */
  stored: boolean;
}

export class DocumentVanished extends Error {
  override name = 'DocumentVanished';
}

/** Items kept in memory at most (about 1–2 KB each); least recently used users without unpublished events go first. */
export const MAX_CACHED_ITEMS = 100_000;

const pending = (st: UserState) => st.outbox.filter((r) => !st.published.has(r));

export class UserStore {
  private readonly cache = new Map<string, UserState>();
  private cachedItems = 0;
  /** users whose outbox holds entries (to publish, or published and still to remove) */
  readonly dirty = new Set<string>();

  constructor(
    private readonly bus: Bus,
    private readonly logger: Logger,
    private readonly maxItems = MAX_CACHED_ITEMS,
  ) {}

  /** The user's state (from memory, else the database). Call inside the user's queue. */
  async load(userId: string): Promise<UserState> {
    const hit = this.cache.get(userId);
    if (hit) {
      this.cache.delete(userId); // most recently used last
      this.cache.set(userId, hit);
      return hit;
    }
    const record = await AlignmentUser.findById(userId).lean<UserRecord>();
    const st: UserState = { ...decode(userId, record), published: new Set(), stored: !!record };
    this.cache.set(userId, st);
    this.cachedItems += Object.keys(st.projection.items).length;
    if (st.outbox.length) this.dirty.add(userId);
    this.evict();
    return st;
  }

  /** The stored score and history, without loading the projection when the user is not in memory. */
  async read(userId: string): Promise<Pick<UserDoc, 'score' | 'history'>> {
    const hit = this.cache.get(userId);
    if (hit) return hit;
    return decode(userId, await AlignmentUser.findById(userId, { score: 1, history: 1 }).lean<UserRecord>());
  }

  private evict(): void {
    for (const [userId, st] of this.cache) {
      if (this.cachedItems <= this.maxItems) break;
      if (pending(st).length) continue; // published-but-kept entries may go: they are only ever republished
      this.drop(userId);
    }
  }

  private drop(userId: string): void {
    const st = this.cache.get(userId);
    if (!st) return;
    this.cachedItems -= Object.keys(st.projection.items).length;
    this.cache.delete(userId);
  }

  /**
   * Stores the user's next projection with its score and event in one write. `scored` null stores
   * the projection alone with no score and an empty history (an erased user).
   */
  async commit(st: UserState, projection: ProjectionState, scored: Scored | null): Promise<void> {
    const outbox = scored ? [...pending(st), scored.raw] : [];
    const next: UserDoc = {
      userId: st.userId,
      projection,
      score: scored ? { view: scored.result.view, personality: scored.result.personality, insight: scored.result.insight } : null,
      history: scored?.history ?? [],
      outbox,
    };
    const record = encode(next);
    const { _id, ...fields } = record;
    try {
      if (!st.stored) await AlignmentUser.collection.insertOne(record as unknown as Record<string, unknown>);
      else if ((await AlignmentUser.updateOne({ _id }, { $set: fields })).matchedCount !== 1) throw new DocumentVanished(`alignment user ${_id} vanished`);
    } catch (err) {
      this.drop(st.userId); // the database is the truth: reload next time
      throw err;
    }
    this.cachedItems += Object.keys(projection.items).length - Object.keys(st.projection.items).length;
    Object.assign(st, next, { published: new Set<string>(), stored: true });
    if (outbox.length) this.dirty.add(st.userId);
  }

  /** Publishes what the user's outbox has not yet published. Call inside the user's queue. */
  async publish(st: UserState): Promise<void> {
    if (!this.bus.isConnected()) return; // housekeeping retries
    for (const raw of pending(st)) {
      try {
        await this.bus.publish(JSON.parse(raw) as AnyEnvelope);
        st.published.add(raw);
      } catch (err) {
        this.logger.warn({ err, userId: st.userId }, 'publishing alignment.score.recomputed failed; will retry');
        return;
      }
    }
  }

  /** Publishes anything pending and removes the published entries from the document. */
  async settle(userId: string): Promise<void> {
    const st = await this.load(userId);
    await this.publish(st);
    if (st.published.size) {
      const left = pending(st);
      try {
        await AlignmentUser.updateOne({ _id: userId }, { $set: { outbox: left } });
      } catch (err) {
        this.drop(userId);
        throw err;
      }
      st.outbox = left;
      st.published = new Set();
    }
    if (!st.outbox.length) this.dirty.delete(userId);
  }

  /**
   * Start-up: publishes every event left in any user's outbox by a previous instance (a crash between
   * a write and its publish). Entries already published are dropped by JetStream (msgID = event id);
   * the users' next writes remove them from the documents.
   */
  async republishAll(): Promise<number> {
    const docs = await AlignmentUser.find({ 'outbox.0': { $exists: true } }, { outbox: 1 }).lean<Array<{ _id: string; outbox: string[] }>>();
    let n = 0;
    for (const doc of docs) {
      for (const raw of doc.outbox) {
        await this.bus.publish(JSON.parse(raw) as AnyEnvelope);
        n++;
      }
      const st = this.cache.get(doc._id);
      if (st) for (const raw of doc.outbox) st.published.add(raw);
    }
    return n;
  }

  hasUnpublished(userId: string): boolean {
    const st = this.cache.get(userId);
    return !!st && pending(st).length > 0;
  }
}
