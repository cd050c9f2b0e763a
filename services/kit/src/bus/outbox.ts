// Transactional outbox without multi-document transactions (FerretDB has none): the pending event is
// stored as a string in the `outbox` array of the very document it describes, so the change and its
// event are one atomic write. The relay publishes each (msgID = event id, so a retry after a crash is
// de-duplicated by JetStream) and then pulls the exact string (FerretDB cannot $pull by condition).
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import type { Bus } from './bus.js';
import type { AnyEnvelope } from './envelope.js';

/** Spread into a schema definition: `new Schema({ ...fields, ...outboxField })`. */
export const outboxField = { outbox: { type: [String], default: [] as string[] } };

/** Adds an event to a document before it is saved (or use `outboxPush` inside an update). */
export function enqueue(doc: { outbox: string[] }, event: AnyEnvelope): void {
  doc.outbox.push(JSON.stringify(event));
}

/** The update fragment that appends an event in the same atomic update as the change. */
export function outboxPush(event: AnyEnvelope) {
  return { outbox: JSON.stringify(event) };
}

export interface OutboxSource {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  /** called with the ids of documents whose outbox just emptied (e.g. purge tombstones) */
  onDrained?: (ids: unknown[]) => Promise<void>;
}

export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly bus: Bus,
    private readonly sources: OutboxSource[],
    private readonly logger: Logger,
    private readonly intervalMs = 1000,
  ) {}

  start(): this {
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
    this.kick();
    return this;
  }

  /** Publish now (called right after a write, so events leave within milliseconds). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drainAll()
      .catch((err) => this.logger.warn({ err }, 'outbox relay pass failed; will retry'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once everything pending at call time has been published (used by tests and shutdown). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    await this.drainAll();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.running) await this.running.catch(() => undefined);
  }

  private async drainAll(): Promise<void> {
    if (!this.bus.isConnected()) return;
    for (const source of this.sources) {
      for (;;) {
        const docs = await source.model.find({ 'outbox.0': { $exists: true } }, { outbox: 1 }).limit(100).lean();
        if (docs.length === 0) break;
        const drained: unknown[] = [];
        for (const doc of docs as unknown as Array<{ _id: unknown; outbox: string[] }>) {
          for (const raw of doc.outbox) await this.bus.publish(JSON.parse(raw) as AnyEnvelope);
          await source.model.updateOne({ _id: doc._id }, { $pullAll: { outbox: doc.outbox } });
          drained.push(doc._id);
        }
        if (source.onDrained) await source.onDrained(drained);
        if (docs.length < 100) break;
      }
    }
  }
}
