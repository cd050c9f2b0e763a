// One document per user holds everything alignment knows about them: the projection (items by
// `<kind>:<source id>`, each with the id of the newest event applied, tombstones, the erasure mark), the
// current view with personality and insight, the score history (capped in code: FerretDB has no capped
// collections) and the outbox of alignment.score.recomputed events. An applied event is therefore ONE
// atomic write of item + score + event: nothing can be half-applied.
//
// Why one document, with compressed JSON inside (measured on FerretDB v1.24 + SQLite, docs/alignment.md):
// FerretDB pushes only `_id` equality down to SQLite, so finding a user's items by userId scans the whole
// collection; its cost grows with the number of fields in a document (a 56 KB nested document takes
// ~50 ms to update) and then with its bytes (~2 ms + 0.16 ms per KB). So each user is read by `_id`, and
// the bulky, deeply nested parts are stored as deflated JSON the database never looks into (a user with
// 120 items: 51 KB of JSON, 8.6 KB stored).
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import mongoose, { Schema } from 'mongoose';
import { outboxField } from '@immortal/kit';
import type { AlignmentView, HistoryPoint, PersonalityView } from '@immortal/proto/alignment';
import { emptyProjection, type ProjectionState } from '../projection/projection.js';

const userSchema = new Schema(
  {
    /** the user id */
    _id: { type: String, required: true },
    /** deflated JSON of ProjectionState: { items: { '<kind>:<source id>': item }, erasedThrough } */
    projection: { type: Buffer, required: true },
    /** JSON of { view, personality, insight }, or null while nothing is known of the user */
    score: { type: String, default: null },
    /** deflated JSON of HistoryPoint[] (oldest first, at most HISTORY_LIMIT) */
    history: { type: Buffer, required: true },
    ...outboxField,
  },
  { versionKey: false },
);

export const AlignmentUser = mongoose.model('AlignmentUser', userSchema, 'alignment_users');

export interface StoredScore {
  view: AlignmentView;
  personality: PersonalityView;
  insight: string;
}

/** A user document as stored. */
export interface UserRecord {
  _id: string;
  projection: Buffer;
  score: string | null;
  history: Buffer;
  outbox: string[];
}

/** A binary field as the driver returns it (Buffer, or bson Binary from a lean query). */
function bytes(x: unknown): Buffer {
  if (Buffer.isBuffer(x)) return x;
  const b = x as { buffer?: Uint8Array; value?: () => Uint8Array };
  if (b.buffer instanceof Uint8Array) return Buffer.from(b.buffer.buffer, b.buffer.byteOffset, b.buffer.byteLength);
  if (typeof b.value === 'function') return Buffer.from(b.value());
  throw new Error('not binary data');
}
const pack = (value: unknown): Buffer => deflateRawSync(JSON.stringify(value), { level: 1 });
const unpack = <T>(x: unknown): T => JSON.parse(inflateRawSync(bytes(x)).toString('utf8')) as T;

/** A user document, decoded. */
export interface UserDoc {
  userId: string;
  projection: ProjectionState;
  score: StoredScore | null;
  history: HistoryPoint[];
  outbox: string[];
}

export function decode(userId: string, r: Partial<UserRecord> | null): UserDoc {
  return {
    userId,
    projection: r?.projection ? unpack<ProjectionState>(r.projection) : emptyProjection(),
    score: r?.score ? (JSON.parse(r.score) as StoredScore) : null,
    history: r?.history ? unpack<HistoryPoint[]>(r.history) : [],
    outbox: r?.outbox ?? [],
  };
}

export function encode(d: UserDoc): UserRecord {
  return {
    _id: d.userId,
    projection: pack(d.projection),
    score: d.score ? JSON.stringify(d.score) : null,
    history: pack(d.history),
    outbox: d.outbox,
  };
}
