// Events travel in one envelope (ARCHITECTURE §4), validated with the proto registry on both sides.
import { ulid } from 'ulid';
import { EVENTS, eventEnvelope, type EventData, type EventEnvelope, type EventType } from '@immortal/proto';
import { PermanentError } from '../errors.js';
import { parseOrThrow } from '../http/validate.js';

export type AnyEnvelope = EventEnvelope<unknown>;
export type Envelope<T extends EventType> = EventEnvelope<EventData<T>> & { type: T };

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(EVENTS, type);
}

/** Builds a validated event; the producing service is the subject's first segment. */
export function newEvent<T extends EventType>(
  type: T,
  userId: string,
  data: EventData<T>,
  opts: { correlationId?: string | null; occurredAt?: Date } = {},
): Envelope<T> {
  const spec = EVENTS[type];
  const parsed = parseOrThrow(spec.schema, data) as EventData<T>;
  return {
    id: ulid(),
    type,
    version: spec.version,
    occurredAt: (opts.occurredAt ?? new Date()).toISOString(),
    source: type.split('.')[0]!,
    userId,
    correlationId: opts.correlationId ?? null,
    data: parsed,
  };
}

/** Parses a received envelope and its payload; anything malformed can never succeed, so it is permanent. */
export function parseEnvelope(raw: unknown): AnyEnvelope {
  const envelope = eventEnvelope.safeParse(raw);
  if (!envelope.success) throw new PermanentError(`malformed envelope: ${envelope.error.issues[0]?.message}`);
  const env = envelope.data as AnyEnvelope;
  if (!isEventType(env.type)) return env; // unknown types are skipped by consumers, not failed
  const data = EVENTS[env.type].schema.safeParse(env.data);
  if (!data.success) throw new PermanentError(`invalid ${env.type} payload: ${data.error.issues[0]?.message}`);
  return { ...env, data: data.data };
}
