// identity's side of the session contract, answered over the real bus: the gateway's request-reply on
// identity.rpc.session and the identity.session.revoked broadcast. Not a mock of the bus: a second
// real NATS client that plays identity.
import { createHash } from 'node:crypto';
import { RPC, BROADCASTS } from '@immortal/proto';
import { Bus, createLogger } from '@immortal/kit';
import type { SessionLookupReply } from '@immortal/proto/identity';

export const sessionKeyOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

export interface FakeIdentity {
  /** session id -> user */
  sessions: Map<string, { id: string; username: string }>;
  /** session ids asked about, in order */
  asked: string[];
  revoke(sessionId: string): void;
  close(): Promise<void>;
}

export async function startFakeIdentity(natsUrl: string, prefix: string): Promise<FakeIdentity> {
  const bus = await Bus.connect({ url: natsUrl, prefix, name: 'fake-identity', logger: createLogger('fake-identity', 'silent') });
  const fake: FakeIdentity = {
    sessions: new Map(),
    asked: [],
    revoke(sessionId) {
      fake.sessions.delete(sessionId);
      bus.broadcast(BROADCASTS.sessionRevoked, { keys: [sessionKeyOf(sessionId)] });
    },
    close: () => bus.close(),
  };
  bus.reply(RPC.identitySession, async (payload) => {
    const { sessionId } = payload as { sessionId: string };
    fake.asked.push(sessionId);
    const reply: SessionLookupReply = { user: fake.sessions.get(sessionId) ?? null, key: sessionKeyOf(sessionId) };
    return reply;
  });
  await bus.nc.flush(); // the subscription is known to the server before any test request
  return fake;
}
