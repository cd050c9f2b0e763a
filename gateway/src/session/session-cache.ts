// Session lookups cached in memory per session id, hits and misses alike, for a short time. Bounded:
// past the limit the oldest entries go first (a Map keeps insertion order). A second index by session
// key (sha256 of the id, as identity reports it) lets a revocation broadcast drop an entry without
// ever knowing the id.
import type { UserRef } from '@immortal/kit';

export interface SessionAnswer {
  /** null: identity does not know this session (expired, revoked, never existed) */
  user: UserRef | null;
  /** sha256-hex of the session id, identity's key for it */
  key: string;
}

interface Slot {
  answer: SessionAnswer;
  expiresAt: number;
}

export class SessionCache {
  private readonly bySession = new Map<string, Slot>();
  private readonly byKey = new Map<string, string>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.bySession.size;
  }

  get(sessionId: string): SessionAnswer | undefined {
    const slot = this.bySession.get(sessionId);
    if (!slot) return undefined;
    if (slot.expiresAt <= this.now()) {
      this.delete(sessionId, slot);
      return undefined;
    }
    return slot.answer;
  }

  set(sessionId: string, answer: SessionAnswer): void {
    if (this.ttlMs <= 0) return;
    const previous = this.bySession.get(sessionId);
    if (previous) this.delete(sessionId, previous); // re-inserted at the young end
    while (this.bySession.size >= this.maxEntries) {
      const oldest = this.bySession.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value, this.bySession.get(oldest.value)!);
    }
    this.bySession.set(sessionId, { answer, expiresAt: this.now() + this.ttlMs });
    if (answer.key) this.byKey.set(answer.key, sessionId);
  }

  /** Drops the entry for a session id (logout, account deletion). */
  invalidateSession(sessionId: string): boolean {
    const slot = this.bySession.get(sessionId);
    if (!slot) return false;
    this.delete(sessionId, slot);
    return true;
  }

  /** Drops the entry for a session key (identity's revocation broadcast). */
  invalidateKey(key: string): boolean {
    const sessionId = this.byKey.get(key);
    if (sessionId === undefined) return false;
    return this.invalidateSession(sessionId);
  }

  clear(): void {
    this.bySession.clear();
    this.byKey.clear();
  }

  private delete(sessionId: string, slot: Slot): void {
    this.bySession.delete(sessionId);
    if (slot.answer.key && this.byKey.get(slot.answer.key) === sessionId) this.byKey.delete(slot.answer.key);
  }
}
