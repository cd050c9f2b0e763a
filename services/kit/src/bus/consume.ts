// Durable consumers: explicit ack, nak with a growing delay on a transient failure, term on a message
// that can never succeed (logged with the event). Messages are handled one at a time, in stream order,
// which serialises each user's writes (FerretDB updates are read-then-write, ARCHITECTURE §6).
import { AckPolicy, DeliverPolicy, type JsMsg } from '@nats-io/jetstream';
import { nanos } from '@nats-io/nats-core';
import type { EventType, StreamName } from '@immortal/proto';
import { PermanentError } from '../errors.js';
import { isNotFound, type Bus } from './bus.js';
import { parseEnvelope, type Envelope } from './envelope.js';
import { pump } from './pump.js';

export type EventHandler<T extends EventType> = (event: Envelope<T>) => Promise<void>;
export type Handlers = { [T in EventType]?: EventHandler<T> };

export interface ConsumeOptions {
  /** `<consumer>-<stream>`, e.g. `journal-identity` */
  durable: string;
  stream: StreamName;
  handlers: Handlers;
  maxDeliver?: number;
  /** start from the beginning of the stream (replays) or only new messages */
  deliverPolicy?: 'all' | 'new';
}

export interface Consumer {
  stop(): Promise<void>;
}

const MAX_NAK_DELAY_MS = 30_000;

export function nakDelay(deliveryCount: number): number {
  return Math.min(MAX_NAK_DELAY_MS, 250 * 2 ** Math.max(0, deliveryCount - 1));
}

export async function ensureConsumer(bus: Bus, opts: ConsumeOptions): Promise<void> {
  const stream = bus.streamName(opts.stream);
  const durable = bus.prefix ? `${bus.prefix}_${opts.durable}` : opts.durable;
  try {
    await bus.jsm.consumers.info(stream, durable);
  } catch (err) {
    if (!isNotFound(err)) throw err;
    await bus.jsm.consumers.add(stream, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: opts.deliverPolicy === 'new' ? DeliverPolicy.New : DeliverPolicy.All,
      ack_wait: nanos(30_000),
      max_deliver: opts.maxDeliver ?? 12,
    });
  }
}

export async function consume(bus: Bus, opts: ConsumeOptions): Promise<Consumer> {
  const log = bus.logger.child({ consumer: opts.durable });
  await bus.ensureStream(opts.stream); // the producer may not have started yet
  await ensureConsumer(bus, opts);
  const stream = bus.streamName(opts.stream);
  const durable = bus.prefix ? `${bus.prefix}_${opts.durable}` : opts.durable;
  const handle = async (msg: JsMsg) => {
    let type = bus.unprefixed(msg.subject);
    try {
      const event = parseEnvelope(msg.json());
      type = event.type;
      const handler = opts.handlers[event.type as EventType] as EventHandler<EventType> | undefined;
      if (handler) await handler(event as Envelope<EventType>);
      msg.ack();
    } catch (err) {
      if (err instanceof PermanentError) {
        log.error({ err, subject: msg.subject, seq: msg.seq, payload: msg.string() }, `poison ${type} terminated`);
        msg.term(err.message);
      } else {
        const delay = nakDelay(msg.info.deliveryCount);
        log.warn({ err, subject: msg.subject, seq: msg.seq, delay }, `${type} failed, retrying`);
        msg.nak(delay);
      }
    }
  };

  return pump({
    open: async () => (await bus.js.consumers.get(stream, durable)).consume({ max_messages: 64 }),
    handle,
    log,
    recover: async (err) => {
      if (isNotFound(err)) await ensureConsumer(bus, opts);
    },
    release: (msg) => msg.nak(),
  });
}
