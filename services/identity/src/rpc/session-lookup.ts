// Gateways resolve the session cookie here (NATS request-reply, identity.rpc.session).
import { RPC } from '@immortal/proto';
import { sessionLookupRequest } from '@immortal/proto/identity';
import { parseOrThrow, type Bus } from '@immortal/kit';
import type { SessionsService } from '../modules/sessions/sessions.service.js';

export function answerSessionLookups(bus: Bus, sessions: SessionsService): void {
  bus.reply(RPC.identitySession, async (payload) => {
    const { sessionId } = parseOrThrow(sessionLookupRequest, payload);
    return sessions.lookup(sessionId);
  });
}
