// Opaque 256-bit random session ids, stored hashed, rotated on login, deleted on logout, with idle and
// absolute expiry. Gateways cache lookups briefly, so a revocation is broadcast for them to drop.
import { createHash, randomBytes } from 'node:crypto';
import { BROADCASTS } from '@immortal/proto';
import type { SessionLookupReply } from '@immortal/proto/identity';
import type { Bus } from '@immortal/kit';
import { Session } from './session.model.js';

export const sessionKeyOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/** lastSeenAt is refreshed at most this often, so a busy session does not write on every request */
const TOUCH_EVERY_MS = 60_000;

export class SessionsService {
  constructor(
    private readonly bus: Bus,
    private readonly idleMs: number,
    private readonly absoluteMs: number,
  ) {}

  get maxAgeMs(): number {
    return this.absoluteMs;
  }

  async create(user: { id: string; username: string }, now = new Date()): Promise<string> {
    const sessionId = randomBytes(32).toString('base64url');
    await Session.create({
      _id: sessionKeyOf(sessionId),
      userId: user.id,
      username: user.username,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.absoluteMs),
    });
    return sessionId;
  }

  async lookup(sessionId: string, now = new Date()): Promise<SessionLookupReply> {
    const key = sessionKeyOf(sessionId);
    const session = await Session.findById(key).lean();
    if (!session) return { user: null, key };
    const idleExpired = now.getTime() - session.lastSeenAt.getTime() > this.idleMs;
    if (idleExpired || session.expiresAt <= now) {
      await Session.deleteOne({ _id: key });
      return { user: null, key };
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await Session.updateOne({ _id: key }, { $set: { lastSeenAt: now } });
    }
    return { user: { id: session.userId, username: session.username }, key };
  }

  async revoke(sessionId: string): Promise<void> {
    const key = sessionKeyOf(sessionId);
    await Session.deleteOne({ _id: key });
    this.bus.broadcast(BROADCASTS.sessionRevoked, { keys: [key] });
  }

  async revokeAllOf(userId: string): Promise<void> {
    const sessions = await Session.find({ userId }, { _id: 1 }).lean();
    await Session.deleteMany({ userId });
    if (sessions.length) this.bus.broadcast(BROADCASTS.sessionRevoked, { keys: sessions.map((s) => s._id) });
  }

  async purgeExpired(now = new Date()): Promise<number> {
    const idleCutoff = new Date(now.getTime() - this.idleMs);
    const res = await Session.deleteMany({ $or: [{ expiresAt: { $lte: now } }, { lastSeenAt: { $lt: idleCutoff } }] });
    return res.deletedCount ?? 0;
  }
}
