// Shared by alignment's integration tests: a seeded random event sequence (creates, updates, deletes,
// duplicates and late redeliveries across every consumed stream), waiting until the durable consumers
// have acknowledged everything, and snapshots of what the service stored.
import type { Bus, Envelope } from '@immortal/kit';
import type { EventType } from '@immortal/proto';
import { CONSUMED_STREAMS, durableOf } from '../events/index.js';
import { AlignmentUser, decode, type UserDoc, type UserRecord } from '../modules/alignment/user.model.js';
import { ev } from '../modules/scoring/test-events.js';

import { prng } from '@immortal/testkit/random';

export { prng };

const SENTENCES = [
  'I felt so happy today, we laughed together with friends.',
  'I wonder why the city feels different at night?',
  'Worried about tomorrow, but hopeful and ready.',
  'I miss my grandmother and her garden, the loss still hurts.',
  'Painting again: creating art makes me feel calm.',
  'That meeting was unfair and I was furious.',
  'What a surprise, an unexpected letter from an old friend!',
  'The food was disgusting, honestly gross.',
  'I trust my team, we built something together.',
  'Yeah, to be honest it was kinda cool.',
  'Sailing on the lake with my family, wonderful wind.',
  'Learning to play the piano, curious how far I can go.',
];
const CATEGORIES = ['personal', 'professional', 'creative', 'learning', 'music'] as const;
const ENTRY_TYPES = ['thought', 'memory', 'reflection', 'thought', 'memory', 'photo', 'generated'] as const;
const GENRES = ['rock', 'jazz', 'pop', 'folk', 'classical', 'hip hop'];
const CONTEXTS = ['ethics', 'career', 'family', 'risk', 'Home', 'Travel', 'Food', 'Music'];

/** One message to put on the bus: `raw` bypasses JetStream's msgID de-duplication (a real redelivery). */
export interface Publication {
  event: Envelope<EventType>;
  raw: boolean;
}

/**
 * A random sequence of `total` publications over `users`: creates, updates and deletes of every item
 * kind, one user erased half-way, the same envelope published twice (de-duplicated by JetStream) and
 * earlier envelopes delivered again later, out of order, past the de-duplication (raw).
 */
export function randomSequence(seed: number, total: number, users: string[]): Publication[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const text = () => Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(SENTENCES)).join(' ');
  const live = new Map<string, string[]>(); // `${user}/${kind}` -> live source ids
  const liveOf = (u: string, k: string) => live.get(`${u}/${k}`) ?? (live.set(`${u}/${k}`, []), live.get(`${u}/${k}`)!);
  const drop = (u: string, k: string, id: string) => live.set(`${u}/${k}`, liveOf(u, k).filter((x) => x !== id));
  let counter = 0;
  const fresh = (p: string) => `${p}-${seed}-${++counter}`;
  const out: Publication[] = [];
  const made: Array<Envelope<EventType>> = [];
  let erased = false;

  const make = (u: string): Envelope<EventType> => {
    const r = rnd();
    if (!erased && out.length > total / 2 && u === users[0]) {
      erased = true;
      return ev.userDeleted(u);
    }
    const entries = liveOf(u, 'entry');
    if (r < 0.22) {
      const entryId = fresh('entry');
      entries.push(entryId);
      return ev.entry(u, text(), { entryId, type: pick(ENTRY_TYPES), category: pick(CATEGORIES), sentiment: Math.floor(rnd() * 9) - 4, trainingWeight: pick([0, 1, 1, 1, 2.5, 3]) });
    }
    if (r < 0.3 && entries.length) return ev.entry(u, text(), { entryId: pick(entries), sentiment: Math.floor(rnd() * 9) - 4 }, 'journal.entry.updated');
    if (r < 0.35 && entries.length) {
      const id = pick(entries);
      drop(u, 'entry', id);
      return ev.entryDeleted(u, id);
    }
    if (r < 0.41) {
      const tracks = liveOf(u, 'track');
      const trackId = tracks.length && rnd() < 0.3 ? pick(tracks) : fresh('track');
      if (!tracks.includes(trackId)) tracks.push(trackId);
      return ev.track(u, { trackId, genres: [pick(GENRES)], energy: rnd(), valence: rnd(), analysisConfidence: rnd() });
    }
    if (r < 0.43 && liveOf(u, 'track').length) {
      const id = pick(liveOf(u, 'track'));
      drop(u, 'track', id);
      return ev.trackRemoved(u, id);
    }
    if (r < 0.49) {
      const sampleId = fresh('sample');
      liveOf(u, 'sample').push(sampleId);
      const source = pick(['reading', 'singing', 'conversation'] as const);
      return ev.sample(u, { sampleId, qualityScore: rnd(), suitable: rnd() < 0.8, source, transcript: source === 'conversation' ? text() : null });
    }
    if (r < 0.51 && liveOf(u, 'sample').length) {
      const id = pick(liveOf(u, 'sample'));
      drop(u, 'sample', id);
      return ev.sampleDeleted(u, id);
    }
    if (r < 0.53) return ev.profile(u, Math.round(rnd() * 100) / 100);
    if (r < 0.57) {
      const photoId = fresh('photo');
      liveOf(u, 'photo').push(photoId);
      return ev.photo(u, { photoId, kind: rnd() < 0.7 ? 'photo' : 'generated', description: text(), entryId: entries.length && rnd() < 0.3 ? pick(entries) : null });
    }
    if (r < 0.59 && liveOf(u, 'photo').length) {
      const id = pick(liveOf(u, 'photo'));
      drop(u, 'photo', id);
      return ev.photoDeleted(u, id);
    }
    if (r < 0.7) return ev.choice(u, rnd() < 0.5, { category: pick(CONTEXTS), optionCount: 2 + Math.floor(rnd() * 3) });
    if (r < 0.8) return ev.word(u, rnd() < 0.3, { category: pick(CONTEXTS), roundNumber: 1 + Math.floor(rnd() * 5), gameId: `game-${u}-${Math.floor(rnd() * 4)}` });
    if (r < 0.88) {
      const conversationId = fresh('conv');
      liveOf(u, 'conv').push(conversationId);
      return ev.message(u, text(), { conversationId, channel: rnd() < 0.8 ? 'assistant' : 'network' });
    }
    if (r < 0.94) return ev.training(u, Math.floor(rnd() * 120), pick(['values', 'humor', 'memories']));
    if (liveOf(u, 'conv').length) return ev.correction(u, pick(liveOf(u, 'conv')));
    return ev.entry(u, text());
  };

  while (out.length < total) {
    const r = rnd();
    if (r < 0.07 && made.length) {
      out.push({ event: out[out.length - 1]!.event, raw: false }); // the same envelope twice: JetStream drops it
    } else if (r < 0.14 && made.length) {
      out.push({ event: pick(made), raw: true }); // a late, out-of-order redelivery the consumer does see
    } else {
      const event = make(pick(users));
      made.push(event);
      out.push({ event, raw: false });
    }
  }
  return out;
}

export async function publish(bus: Bus, p: Publication): Promise<void> {
  if (p.raw) await bus.js.publish(bus.subject(p.event.type), JSON.stringify(p.event), { timeout: 5000 });
  else await bus.publish(p.event);
}

/**
 * Resolves once every alignment consumer has acknowledged everything its stream held when asked. Compares
 * the consumer's ack floor with the stream's last sequence (authoritative once a publish was acknowledged;
 * a consumer's pending count is updated asynchronously and can lag right after a publish).
 */
export async function waitConsumed(bus: Bus, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const targets = await Promise.all(
    CONSUMED_STREAMS.map(async (s) => {
      const info = await bus.jsm.streams.info(bus.streamName(s)).catch(() => null);
      return { s, last: info?.state.last_seq ?? 0 };
    }),
  );
  let last = '';
  for (;;) {
    const states = await Promise.all(
      targets.map(async ({ s, last: lastSeq }) => {
        const durable = bus.prefix ? `${bus.prefix}_${durableOf(s)}` : durableOf(s);
        const info = await bus.jsm.consumers.info(bus.streamName(s), durable).catch(() => null);
        const done = !!info && info.ack_floor.stream_seq >= lastSeq && info.num_ack_pending === 0;
        return { s, done, floor: info?.ack_floor.stream_seq ?? -1, lastSeq, ackPending: info?.num_ack_pending ?? -1 };
      }),
    );
    if (states.every((x) => x.done)) return;
    last = states.filter((x) => !x.done).map((x) => `${x.s} acked ${x.floor}/${x.lastSeq} (${x.ackPending} unacked)`).join(', ');
    if (Date.now() > deadline) throw new Error(`alignment consumers still behind after ${timeoutMs} ms: ${last}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type Snapshot = Record<string, Pick<UserDoc, 'projection' | 'score'>>;

/** A user's document as stored (decoded), or null. */
export async function storedUser(userId: string): Promise<UserDoc | null> {
  const record = await AlignmentUser.findById(userId).lean<UserRecord>();
  return record ? decode(userId, record) : null;
}

/** Every user's projection and score as stored (not history and outbox: they record the path, not the state). */
export async function snapshot(): Promise<Snapshot> {
  const records = await AlignmentUser.find({}).lean<UserRecord[]>();
  return Object.fromEntries(
    records.map((r) => {
      const d = decode(r._id, r);
      return [r._id, { projection: d.projection, score: d.score }];
    }),
  );
}
