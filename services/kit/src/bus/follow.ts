// An ephemeral, ordered consumer of a stream's new messages: every instance of a service receives every
// message (for fan-out such as pushing to sockets held by that instance). Nothing is acknowledged and
// nothing is redelivered after a restart — use `consume` for work that must not be lost.
import { DeliverPolicy } from '@nats-io/jetstream';
import type { EventType, StreamName } from '@immortal/proto';
import type { Bus } from './bus.js';
import type { EventHandler, Handlers } from './consume.js';
import { parseEnvelope, type Envelope } from './envelope.js';

export interface Follower {
  stop(): Promise<void>;
}

export async function follow(bus: Bus, opts: { stream: StreamName; handlers: Handlers }): Promise<Follower> {
  await bus.ensureStream(opts.stream);
  const log = bus.logger.child({ follower: opts.stream });
  let stopped = false;
  let current: { stop(): void } | null = null;
  const loop = async () => {
    while (!stopped) {
      try {
        const consumer = await bus.js.consumers.get(bus.streamName(opts.stream), { deliver_policy: DeliverPolicy.New });
        const messages = await consumer.consume();
        current = messages;
        for await (const msg of messages) {
          try {
            const event = parseEnvelope(msg.json());
            const handler = opts.handlers[event.type as EventType] as EventHandler<EventType> | undefined;
            if (handler) await handler(event as Envelope<EventType>);
          } catch (err) {
            log.warn({ err, subject: msg.subject }, 'follower could not handle a message');
          }
          if (stopped) break;
        }
      } catch (err) {
        if (stopped) break;
        log.warn({ err }, 'follower interrupted, resuming');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };
  const running = loop();
  return {
    async stop() {
      stopped = true;
      current?.stop();
      await Promise.race([running, new Promise((r) => setTimeout(r, 2000))]);
    },
  };
}
