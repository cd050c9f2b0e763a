// What every service connects to at start and releases at stop: its database, the bus, its own
// stream, its consumers and outbox relays, and its buckets if it stores files. One place, so eight
// services start and stop the same way.
import type { StreamName } from '@immortal/proto';
import type { Logger } from 'pino';
import { Bus } from './bus/bus.js';
import { consume, type Consumer, type ConsumeOptions, type Handlers } from './bus/consume.js';
import { follow } from './bus/follow.js';
import { OutboxRelay, type OutboxSource } from './bus/outbox.js';
import type { ServiceConfig } from './config.js';
import type { ReadinessCheck } from './http/health.js';
import { connectMongo, disconnectMongo, mongoReady } from './mongo.js';
import { ObjectStore } from './object-store.js';

export interface Infrastructure {
  bus: Bus;
  /** the object store, when the service declared buckets */
  store: ObjectStore | null;
  checks: Record<string, ReadinessCheck>;
  /** starts a durable consumer; stopped by close() */
  consume(opts: ConsumeOptions): Promise<Consumer>;
  /** every instance receives every new message of the stream (fan-out); stopped by close() */
  follow(opts: { stream: StreamName; handlers: Handlers }): Promise<Consumer>;
  /** starts an outbox relay over these models; stopped (after a last flush) by close() */
  relay(sources: OutboxSource[]): OutboxRelay;
  close(): Promise<void>;
}

export async function startInfrastructure(opts: {
  service: string;
  config: ServiceConfig;
  logger: Logger;
  /** the streams this service produces to */
  streams: StreamName[];
  /** the buckets this service keeps files in (created if missing) */
  buckets?: string[];
}): Promise<Infrastructure> {
  const { config, logger } = opts;
  await connectMongo(config.MONGO_URL, config.MONGO_DB, logger);
  const bus = await Bus.connect({ url: config.NATS_URL, prefix: config.BUS_PREFIX, name: opts.service, logger });
  for (const stream of opts.streams) await bus.ensureStream(stream);
  let store: ObjectStore | null = null;
  if (opts.buckets?.length) {
    store = new ObjectStore(config);
    for (const bucket of opts.buckets) await store.ensureBucket(bucket);
    await store.probe();
  }
  const consumers: Consumer[] = [];
  const relays: OutboxRelay[] = [];
  const checks: Record<string, ReadinessCheck> = { mongo: mongoReady, nats: () => bus.isConnected() };
  if (store) checks.s3 = () => store.ready();
  return {
    bus,
    store,
    checks,
    async consume(consumeOpts) {
      const consumer = await consume(bus, consumeOpts);
      consumers.push(consumer);
      return consumer;
    },
    async follow(followOpts) {
      const follower = await follow(bus, followOpts);
      consumers.push(follower);
      return follower;
    },
    relay(sources) {
      const relay = new OutboxRelay(bus, sources, logger).start();
      relays.push(relay);
      return relay;
    },
    async close() {
      await Promise.all(consumers.map((c) => c.stop()));
      for (const relay of relays) {
        await relay.flush().catch(() => undefined);
        await relay.stop();
      }
      await bus.close();
      await disconnectMongo();
    },
  };
}
