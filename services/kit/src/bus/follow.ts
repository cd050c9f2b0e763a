// An ephemeral, ordered consumer of a stream's new messages: every instance of a service receives every
// message (for fan-out such as pushing to sockets held by that instance). Nothing is acknowledged and
// nothing is redelivered after a restart — use `consume` for work that must not be lost.
import { DeliverPolicy } from '@nats-io/jetstream';
import type { EventType, StreamName } from '@immortal/proto';
import type { Bus } from './bus.js';
import type { EventHandler, Handlers } from './consume.js';
import { parseEnvelope, type Envelope } from './envelope.js';
import { pump, type Pump } from './pump.js';

export async function follow(bus: Bus, opts: { stream: StreamName; handlers: Handlers }): Promise<Pump> {
  await bus.ensureStream(opts.stream);
  const log = bus.logger.child({ follower: opts.stream });
  return pump({
    open: async () => (await bus.js.consumers.get(bus.streamName(opts.stream), { deliver_policy: DeliverPolicy.New })).consume(),
    log,
    handle: async (msg) => {
      try {
        const event = parseEnvelope(msg.json());
        const handler = opts.handlers[event.type as EventType] as EventHandler<EventType> | undefined;
        if (handler) await handler(event as Envelope<EventType>);
      } catch (err) {
        log.warn({ err, subject: msg.subject }, 'follower could not handle a message');
      }
    },
  });
}
