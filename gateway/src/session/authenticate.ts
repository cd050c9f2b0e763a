// Who is calling: the session cookie resolved by identity over NATS request-reply
// (identity.rpc.session), answered from the in-memory cache whenever possible so the proxied path stays
// synchronous. Concurrent lookups of one session share a single request.
import { RPC } from '@immortal/proto';
import { SESSION_COOKIE, sessionLookupReply, sessionLookupRequest } from '@immortal/proto/identity';
import type { Logger } from '@immortal/kit';
import type { SessionAnswer, SessionCache } from './session-cache.js';

/** Identity did not answer (no responders, timeout, bus down) or answered nonsense. */
export class IdentityUnavailableError extends Error {
  override name = 'IdentityUnavailableError';
}

/** Asks identity about one session id; resolves with its raw reply. */
export type SessionLookup = (sessionId: string) => Promise<unknown>;

/** `bus.request(RPC.identitySession, { sessionId })` with the bus's prefix and a short timeout. */
export function busSessionLookup(bus: { request<T>(subject: string, payload: unknown, timeoutMs?: number): Promise<T> }, timeoutMs = 2000): SessionLookup {
  return (sessionId) => bus.request<unknown>(RPC.identitySession, { sessionId }, timeoutMs);
}

const COOKIE_PREFIX = `${SESSION_COOKIE}=`;

/** The session id from a Cookie header (first `immortal_sid`, as identity reads it), or null. */
export function readSessionId(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  let at = cookieHeader.indexOf(COOKIE_PREFIX);
  while (at !== -1) {
    const before = at === 0 ? ';' : cookieHeader[at - 1];
    if (before === ';' || before === ' ' || before === '\t') {
      const start = at + COOKIE_PREFIX.length;
      const end = cookieHeader.indexOf(';', start);
      let value = (end === -1 ? cookieHeader.slice(start) : cookieHeader.slice(start, end)).trim();
      if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      if (value.includes('%')) {
        try {
          value = decodeURIComponent(value);
        } catch {
          return null;
        }
      }
      return value || null;
    }
    at = cookieHeader.indexOf(COOKIE_PREFIX, at + 1);
  }
  return null;
}

const NO_SESSION: SessionAnswer = Object.freeze({ user: null, key: '' });

export class Sessions {
  private readonly pending = new Map<string, Promise<SessionAnswer>>();
  /** bumped by every key revocation: a lookup in flight across one is answered but not cached */
  private epoch = 0;

  constructor(
    private readonly lookup: SessionLookup,
    readonly cache: SessionCache,
    private readonly logger: Logger,
  ) {}

  /** The cached answer when there is one (synchronous), otherwise identity's. */
  resolve(sessionId: string): SessionAnswer | Promise<SessionAnswer> {
    const hit = this.cache.get(sessionId);
    if (hit) return hit;
    if (!sessionLookupRequest.shape.sessionId.safeParse(sessionId).success) return NO_SESSION;
    const inFlight = this.pending.get(sessionId);
    if (inFlight) return inFlight;
    const epoch = this.epoch;
    const asked: Promise<SessionAnswer> = this.ask(sessionId).then(
      (answer) => {
        if (this.pending.get(sessionId) === asked) {
          this.pending.delete(sessionId);
          if (epoch === this.epoch) this.cache.set(sessionId, answer);
        }
        return answer;
      },
      (err: unknown) => {
        if (this.pending.get(sessionId) === asked) this.pending.delete(sessionId);
        throw err;
      },
    );
    this.pending.set(sessionId, asked);
    return asked;
  }

  /** Forget a session id now (logout, account deletion): the next request asks identity again. */
  invalidateSession(sessionId: string): void {
    this.pending.delete(sessionId);
    this.cache.invalidateSession(sessionId);
  }

  /** identity.session.revoked: forget these session keys. */
  revokeKeys(keys: readonly string[]): number {
    this.epoch++;
    let dropped = 0;
    for (const key of keys) if (this.cache.invalidateKey(key)) dropped++;
    return dropped;
  }

  private async ask(sessionId: string): Promise<SessionAnswer> {
    let reply: unknown;
    try {
      reply = await this.lookup(sessionId);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'session lookup failed: identity did not answer');
      throw new IdentityUnavailableError('identity did not answer the session lookup', { cause: err });
    }
    const parsed = sessionLookupReply.safeParse(reply);
    if (!parsed.success) {
      const error = (reply as { error?: unknown } | null)?.error;
      this.logger.warn({ error }, 'session lookup failed: identity answered an error');
      throw new IdentityUnavailableError('identity answered the session lookup with an error');
    }
    return parsed.data;
  }
}
