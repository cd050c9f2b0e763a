import { describe, expect, it } from 'vitest';
import { PermanentError } from '../errors.js';
import { nakDelay } from './consume.js';
import { newEvent, parseEnvelope } from './envelope.js';

describe('event envelope', () => {
  it('when an event is built, then it carries a ULID, version, source and validated data', () => {
    const e = newEvent('identity.user.deleted', 'u1', { username: 'ada', deletedAt: new Date().toISOString() });
    expect(e.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(e).toMatchObject({ type: 'identity.user.deleted', version: 1, source: 'identity', userId: 'u1', correlationId: null });
    expect(parseEnvelope(JSON.parse(JSON.stringify(e)))).toEqual(e);
  });

  it('when a producer passes a bad payload, then the event is refused before it is written', () => {
    expect(() => newEvent('identity.user.deleted', 'u1', { username: 3 } as never)).toThrow();
  });

  it('when a received payload is malformed, then it is a permanent (poison) failure', () => {
    expect(() => parseEnvelope({ nope: true })).toThrow(PermanentError);
    const e = newEvent('identity.user.deleted', 'u1', { username: 'ada', deletedAt: new Date().toISOString() });
    expect(() => parseEnvelope({ ...e, data: { username: 5 } })).toThrow(PermanentError);
  });

  it('when delivery keeps failing, then the retry delay grows and is capped', () => {
    expect(nakDelay(1)).toBe(250);
    expect(nakDelay(2)).toBe(500);
    expect(nakDelay(3)).toBe(1000);
    expect(nakDelay(50)).toBe(30_000);
  });
});
