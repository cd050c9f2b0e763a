// Transactional outbox without multi-document transactions (FerretDB has none): the pending event is
// stored as a string in the `outbox` array of the very document it describes, so the change and its
// event are one atomic write. The relay publishes each (msgID = event id, so a retry after a crash is
// de-duplicated by JetStream) and then pulls the exact strings (FerretDB cannot $pull by condition).
//
// Latency: events a writer handed over are published at once, all of a pass together; removing them
// from their documents (one write each) happens afterwards in its own lane, so a slow database write
// never holds back the next publish. A crash between the two only means a re-publish, which JetStream
// drops as a duplicate.
//
// Finding pending documents: FerretDB's SQLite backend scans a whole collection for any filter other
// than _id, so the relay does that only when it must — at start (a crash may have left events behind)
// and after the bus reconnects. Otherwise the writer tells it which document changed (`kick(id)`) and
// it reads just that one by _id; ids whose publish failed stay pending and are retried every tick.
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import type { Bus } from './bus.js';
import type { AnyEnvelope } from './envelope.js';
import { KeyedMutex } from '../keyed-mutex.js';

/** Spread into a schema definition: `new Schema({ ...fields, ...outboxField })`. */
export const outboxField = { outbox: { type: [String], default: [] as string[] } };

/** Adds an event to a document before it is saved (or `$push: { outbox: JSON.stringify(event) }` inside an update). */
export function enqueue(doc: { outbox: string[] }, event: AnyEnvelope): void {
  doc.outbox.push(JSON.stringify(event));
}

export interface OutboxSource {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  /** called with ids of documents whose events were just published (e.g. purge tombstones whose outbox is empty) */
  onDrained?: (ids: unknown[]) => Promise<void>;
}

interface Pending {
  _id: unknown;
  outbox: string[];
}

export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** ids written since the last pass, per source */
  private readonly pending: Array<Map<string, unknown>>;
  private scanNeeded = true;
  private readonly locks = new KeyedMutex();
  /** documents whose writer handed over the exact strings it wrote: published without a read */
  private readonly known = new Map<string, { id: unknown; events: string[] }>();
  /** published strings still to be removed from their documents */
  private readonly published = new Map<string, { id: unknown; events: string[] }>();
  private cleaning: Promise<void> | null = null;

  constructor(
    private readonly bus: Bus,
    private readonly sources: OutboxSource[],
    private readonly logger: Logger,
    private readonly intervalMs = 1000,
  ) {
    this.pending = sources.map(() => new Map());
    bus.onReconnect(() => {
      this.scanNeeded = true;
      this.kick();
    });
  }

  start(): this {
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
    this.kick();
    return this;
  }

  /**
   * Runs a write to an outbox document while the relay keeps its hands off that document (FerretDB
   * updates are not isolated: a concurrent $pullAll could undo the write). New documents need no lock.
   */
  exclusive<T>(id: unknown, write: () => Promise<T>): Promise<T> {
    return this.locks.run(String(id), write);
  }

  /**
   * Publish now: called right after a write with the written document's id, and ideally the outbox
   * strings it just wrote (then the relay needs no read of the document, only the $pullAll).
   */
  kick(id?: unknown, events?: string[]): void {
    if (id !== undefined && events?.length) {
      const key = String(id);
      this.known.set(key, { id, events: [...new Set([...(this.known.get(key)?.events ?? []), ...events])] });
    } else if (id !== undefined) for (const p of this.pending) p.set(String(id), id);
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((err) => this.logger.warn({ err }, 'outbox relay pass failed; will retry'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once everything known to be pending has been published (tests and shutdown). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    await this.pass();
    while (this.cleaning) await this.cleaning;
    if (this.published.size) await this.clean();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.running) await this.running.catch(() => undefined);
    if (this.cleaning) await this.cleaning.catch(() => undefined);
  }

  private async pass(): Promise<void> {
    if (this.published.size) this.startCleaning();
    if (!this.bus.isConnected()) return;
    if (this.scanNeeded) {
      this.scanNeeded = false;
      try {
        await this.scanAll();
      } catch (err) {
        this.scanNeeded = true;
        throw err;
      }
    }
    await this.publishKnown();
    for (const [i, source] of this.sources.entries()) {
      const ids = [...this.pending[i]!.values()];
      if (ids.length === 0) continue;
      this.pending[i]!.clear();
      const drained: unknown[] = [];
      for (const id of ids) {
        try {
          if (await this.publishById(source, id)) drained.push(id);
        } catch (err) {
          this.pending[i]!.set(String(id), id); // retried on the next tick
          throw err;
        }
      }
      if (drained.length && source.onDrained) await source.onDrained(drained);
    }
  }

  /** Every document with pending events, found by a full scan (start and reconnect only). */
  private async scanAll(): Promise<void> {
    for (const source of this.sources) {
      for (;;) {
        const docs = (await source.model.find({ 'outbox.0': { $exists: true } }, { outbox: 1 }).limit(100).lean()) as unknown as Pending[];
        const drained: unknown[] = [];
        for (const doc of docs) if (await this.publishById(source, doc._id)) drained.push(doc._id);
        if (drained.length && source.onDrained) await source.onDrained(drained);
        if (docs.length < 100) break;
      }
    }
  }

  /** Publishes every string writers handed over, together; their removal is queued for the clean lane. */
  private async publishKnown(): Promise<void> {
    const known = [...this.known.values()];
    if (known.length === 0) return;
    this.known.clear();
    const results = await Promise.allSettled(
      known.map(async (k) => {
        // one document's events in the order written; documents side by side
        for (const raw of k.events) await this.bus.publish(JSON.parse(raw) as AnyEnvelope);
        return k;
      }),
    );
    let failure: unknown = null;
    for (const [n, r] of results.entries()) {
      const k = known[n]!;
      if (r.status === 'fulfilled') this.remember(this.published, k);
      else {
        this.remember(this.known, k); // retried on the next tick
        failure ??= r.reason;
      }
    }
    if (this.published.size) this.startCleaning();
    if (failure) throw failure;
  }

  private remember(into: Map<string, { id: unknown; events: string[] }>, k: { id: unknown; events: string[] }): void {
    const key = String(k.id);
    into.set(key, { id: k.id, events: [...new Set([...(into.get(key)?.events ?? []), ...k.events])] });
  }

  /** One clean at a time; what arrives meanwhile waits for the next round. */
  private startCleaning(): void {
    if (this.cleaning) return;
    let failed = false;
    this.cleaning = this.clean()
      .catch((err) => {
        failed = true; // retried on the next tick, not in a tight loop
        this.logger.warn({ err }, 'outbox clean-up failed; will retry');
      })
      .finally(() => {
        this.cleaning = null;
        if (!failed && this.published.size && !this.stopped) this.startCleaning();
      });
  }

  /** Removes published strings from their documents, each under its document's lock. */
  private async clean(): Promise<void> {
    const batch = [...this.published.values()];
    this.published.clear();
    const results = await Promise.allSettled(batch.map((k) => this.locks.run(String(k.id), () => this.pull(k))));
    let failure: unknown = null;
    for (const [n, r] of results.entries()) {
      if (r.status === 'rejected') {
        this.remember(this.published, batch[n]!);
        failure ??= r.reason;
      }
    }
    if (failure) throw failure;
  }

  private async pull(k: { id: unknown; events: string[] }): Promise<void> {
    for (const source of this.sources) {
      const res = await source.model.updateOne({ _id: k.id }, { $pullAll: { outbox: k.events } });
      if (res.matchedCount) {
        await source.onDrained?.([k.id]);
        return;
      }
    }
  }

  /** Reads the document under its lock, publishes what it holds, removes exactly those strings. */
  private publishById(source: OutboxSource, id: unknown): Promise<boolean> {
    return this.locks.run(String(id), async () => {
      const doc = (await source.model.findById(id, { outbox: 1 }).lean()) as Pending | null;
      if (!doc?.outbox?.length) return false;
      for (const raw of doc.outbox) await this.bus.publish(JSON.parse(raw) as AnyEnvelope);
      await source.model.updateOne({ _id: doc._id }, { $pullAll: { outbox: doc.outbox } });
      return true;
    });
  }
}
