// Replay: rebuild every user's projection from the streams, from their first message. Each stream is
// read with an ephemeral ordered consumer up to the last sequence it had when the replay started; every
// event goes through the same change mapping and the same apply rule as the live consumers
// (projection.ts), each user's score is computed by the same function, and each user document is
// rewritten. Run it with the alignment service stopped (it replaces the documents the service writes);
// the durable consumers then carry on from where they were, and what they redeliver is ignored as
// duplicate or stale.
import { DeliverPolicy } from '@nats-io/jetstream';
import { isNotFound, parseEnvelope, type Bus, type Envelope, type Logger } from '@immortal/kit';
import type { EventType, StreamName } from '@immortal/proto';
import { resultOf, sameResult, scored } from '../alignment/recompute.js';
import { AlignmentUser, decode, encode, type UserDoc, type UserRecord } from '../alignment/user.model.js';
import { changeOf, type Change } from './changes.js';
import { apply, emptyProjection, itemsOfState, type ProjectionState } from './projection.js';

export interface ReplayReport {
  streams: Record<string, number>;
  events: number;
  /** malformed envelopes or payloads (the live consumer terms these) */
  invalid: number;
  items: number;
  users: number;
  /** users whose stored view differed from the replayed one (an alignment.score.recomputed was published) */
  changed: number;
  ms: number;
}

/** Reads one stream from its first message to its last at call time. */
export async function readStream(bus: Bus, stream: StreamName, onMessage: (raw: unknown) => void): Promise<number> {
  const name = bus.streamName(stream);
  let last: number;
  try {
    const info = await bus.jsm.streams.info(name);
    if (info.state.messages === 0) return 0;
    last = info.state.last_seq;
  } catch (err) {
    if (isNotFound(err)) return 0;
    throw err;
  }
  const consumer = await bus.js.consumers.get(name, { deliver_policy: DeliverPolicy.All });
  const messages = await consumer.consume({ max_messages: 1000 });
  let n = 0;
  try {
    for await (const m of messages) {
      n++;
      onMessage(m.json());
      if (m.seq >= last) break;
    }
  } finally {
    messages.stop();
  }
  return n;
}

/** Every change, folded per user with the live rule. */
export function foldByUser(changes: Iterable<Change>): Map<string, ProjectionState> {
  const users = new Map<string, ProjectionState>();
  for (const c of changes) {
    let state = users.get(c.userId);
    if (!state) users.set(c.userId, (state = emptyProjection()));
    apply(state, c);
  }
  return users;
}

export async function replay(
  bus: Bus,
  streams: readonly StreamName[],
  logger: Logger,
  publish: (userId: string, raw: string[]) => Promise<void>,
): Promise<ReplayReport> {
  const started = performance.now();
  const report: ReplayReport = { streams: {}, events: 0, invalid: 0, items: 0, users: 0, changed: 0, ms: 0 };
  const changes: Change[] = [];
  for (const stream of streams) {
    report.streams[stream] = await readStream(bus, stream, (raw) => {
      report.events++;
      let event: Envelope<EventType>;
      try {
        event = parseEnvelope(raw) as Envelope<EventType>;
      } catch {
        report.invalid++;
        return;
      }
      const change = changeOf(event);
      if (change) changes.push(change);
    });
  }
  const users = foldByUser(changes);

  // users the streams no longer know of lose their documents
  const stored = await AlignmentUser.find({}, { _id: 1 }).lean<Array<{ _id: string }>>();
  for (const { _id } of stored) if (!users.has(_id)) await AlignmentUser.deleteOne({ _id });

  for (const [userId, projection] of [...users.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const previous = decode(userId, await AlignmentUser.findById(userId, { score: 1, history: 1 }).lean<UserRecord>());
    const known = itemsOfState(projection).length; // tombstones included: they still date the view
    report.items += known;
    const doc: UserDoc = { userId, projection, score: null, history: [], outbox: [] };
    if (known > 0) {
      const result = resultOf(projection);
      doc.score = { view: result.view, personality: result.personality, insight: result.insight };
      doc.history = previous.history; // the history records what the user was shown; it is kept
      if (!sameResult(previous.score, result)) {
        const s = scored(userId, result, previous.history, null);
        doc.history = s.history;
        doc.outbox = [s.raw];
        report.changed++;
      }
    }
    await AlignmentUser.replaceOne({ _id: userId }, encode(doc), { upsert: true });
    if (doc.outbox.length) await publish(userId, doc.outbox);
  }
  report.users = users.size;
  report.ms = Math.round(performance.now() - started);
  logger.info(report, 'alignment replay finished');
  return report;
}
