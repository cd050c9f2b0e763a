// Watching a real stream from a test: an ordered consumer from the stream's start, collecting every
// envelope so assertions can wait for one or count duplicates.
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, DeliverPolicy } from '@nats-io/jetstream';
import { streamSubjects, type EventEnvelope, type EventType, type StreamName } from '@immortal/proto';

export interface EventWatcher {
  events: EventEnvelope[];
  /** resolves with the first event matching, waiting up to timeoutMs */
  waitFor(type: EventType, match?: (e: EventEnvelope) => boolean, timeoutMs?: number): Promise<EventEnvelope>;
  ofType(type: EventType): EventEnvelope[];
  stop(): Promise<void>;
}

export async function watchEvents(natsUrl: string, prefix: string, stream: StreamName): Promise<EventWatcher> {
  const nc = await connect({ servers: natsUrl });
  const name = prefix ? `${prefix}_${stream}` : stream;
  const jsm = await jetstreamManager(nc);
  const subjects = streamSubjects(stream).map((s) => (prefix ? `${prefix}.${s}` : s));
  await jsm.streams.info(name).catch(() => jsm.streams.add({ name, subjects }));
  const consumer = await jetstream(nc).consumers.get(name, { deliver_policy: DeliverPolicy.All });
  const messages = await consumer.consume();
  const events: EventEnvelope[] = [];
  let wake = null as (() => void) | null;
  (async () => {
    for await (const m of messages) {
      events.push(m.json<EventEnvelope>());
      wake?.();
    }
  })().catch(() => undefined);

  const find = (type: EventType, match?: (e: EventEnvelope) => boolean) =>
    events.find((e) => e.type === type && (!match || match(e)));

  return {
    events,
    ofType: (type) => events.filter((e) => e.type === type),
    async waitFor(type, match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = find(type, match);
        if (hit) return hit;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${type} event within ${timeoutMs} ms (saw ${events.map((e) => e.type).join(', ') || 'none'})`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, Math.min(left, 100));
        });
      }
    },
    async stop() {
      messages.stop();
      await nc.close();
    },
  };
}

/** Waits until `check` passes (polling), for eventually-consistent assertions. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) throw lastError;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
