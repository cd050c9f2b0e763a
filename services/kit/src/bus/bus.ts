// The JetStream bus: one stream per producing service, publish with msgID = event id (server-side
// de-duplication), durable pull consumers with explicit ack. BUS_PREFIX namespaces everything so test
// files never see each other's events.
import { connect } from '@nats-io/transport-node';
import { nanos, type NatsConnection, type Msg } from '@nats-io/nats-core';
import {
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  DiscardPolicy,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { streamSubjects, type EventType, type StreamName } from '@immortal/proto';
import type { Logger } from 'pino';
import type { AnyEnvelope } from './envelope.js';

export interface BusOptions {
  url: string;
  prefix: string;
  name: string;
  logger: Logger;
}

export class Bus {
  private constructor(
    readonly nc: NatsConnection,
    readonly js: JetStreamClient,
    readonly jsm: JetStreamManager,
    readonly prefix: string,
    readonly logger: Logger,
  ) {}

  static async connect(opts: BusOptions): Promise<Bus> {
    const nc = await connect({
      servers: opts.url,
      name: opts.name,
      waitOnFirstConnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    });
    const jsm = await jetstreamManager(nc);
    const bus = new Bus(nc, jetstream(nc), jsm, opts.prefix, opts.logger);
    (async () => {
      for await (const s of nc.status()) {
        if (s.type === 'disconnect') bus.connected = false;
        if (s.type === 'reconnect') {
          bus.connected = true;
          for (const listener of bus.reconnectListeners) listener();
        }
        if (s.type === 'disconnect' || s.type === 'reconnect') opts.logger.warn({ nats: s.type }, `nats ${s.type}`);
      }
    })().catch(() => undefined);
    return bus;
  }

  /** false while the client is reconnecting */
  connected = true;
  private readonly reconnectListeners: Array<() => void> = [];

  /** Called after the connection comes back (e.g. to publish what was written meanwhile). */
  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  /** `journal.entry.created` -> `<prefix>.journal.entry.created` */
  subject(name: string): string {
    return this.prefix ? `${this.prefix}.${name}` : name;
  }

  /** Strips the prefix from a received subject. */
  unprefixed(subject: string): string {
    return this.prefix && subject.startsWith(`${this.prefix}.`) ? subject.slice(this.prefix.length + 1) : subject;
  }

  streamName(stream: StreamName): string {
    return this.prefix ? `${this.prefix}_${stream}` : stream;
  }

  /** Creates or updates a producer's stream; idempotent, safe for every service to call at start. */
  async ensureStream(stream: StreamName): Promise<void> {
    const name = this.streamName(stream);
    const config = {
      name,
      subjects: streamSubjects(stream).map((s) => this.subject(s)),
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      discard: DiscardPolicy.Old,
      duplicate_window: nanos(10 * 60 * 1000),
      // domain streams are the record replays rebuild from: kept; score pushes only matter while fresh
      max_age: stream === 'ALIGNMENT' ? nanos(24 * 3_600_000) : 0,
    };
    try {
      await this.jsm.streams.info(name);
      await this.jsm.streams.update(name, config);
    } catch (err) {
      if (!isNotFound(err)) throw err;
      await this.jsm.streams.add(config);
    }
  }

  async publish(event: AnyEnvelope): Promise<void> {
    await this.js.publish(this.subject(event.type), JSON.stringify(event), { msgID: event.id, timeout: 5000 });
  }

  /** Core NATS request-reply (`<service>.rpc.<verb>`). */
  async request<T>(subject: string, payload: unknown, timeoutMs = 2000): Promise<T> {
    const reply = await this.nc.request(this.subject(subject), JSON.stringify(payload), { timeout: timeoutMs });
    return reply.json<T>();
  }

  /** Answers core NATS requests; a handler error answers `{ error }` so the caller never hangs. */
  reply(subject: string, handler: (payload: unknown) => Promise<unknown>): void {
    const sub = this.nc.subscribe(this.subject(subject), { queue: subject });
    (async () => {
      for await (const msg of sub) void this.answer(msg, handler);
    })().catch((err) => this.logger.error({ err, subject }, 'rpc subscription ended'));
  }

  private async answer(msg: Msg, handler: (payload: unknown) => Promise<unknown>) {
    try {
      msg.respond(JSON.stringify(await handler(msg.json())));
    } catch (err) {
      this.logger.warn({ err }, 'rpc handler failed');
      msg.respond(JSON.stringify({ error: (err as Error).message }));
    }
  }

  /** Core NATS fire-and-forget broadcast (e.g. cache invalidation); nothing is persisted. */
  broadcast(subject: string, payload: unknown): void {
    this.nc.publish(this.subject(subject), JSON.stringify(payload));
  }

  subscribe(subject: string, handler: (payload: unknown) => void): void {
    const sub = this.nc.subscribe(this.subject(subject));
    (async () => {
      for await (const msg of sub) {
        try {
          handler(msg.json());
        } catch (err) {
          this.logger.warn({ err, subject }, 'broadcast handler failed');
        }
      }
    })().catch(() => undefined);
  }

  isConnected(): boolean {
    return this.connected && !this.nc.isClosed() && !this.nc.isDraining();
  }

  async rtt(): Promise<number> {
    return this.nc.rtt();
  }

  async close(): Promise<void> {
    if (!this.nc.isClosed()) await this.nc.drain().catch(() => this.nc.close());
  }
}

export function isNotFound(err: unknown): boolean {
  const e = err as { code?: number | string; api_error?: { code?: number; err_code?: number }; message?: string };
  return e?.api_error?.code === 404 || e?.code === 404 || e?.code === '404' || /not found/i.test(e?.message ?? '');
}

export type { EventType };
