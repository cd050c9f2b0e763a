// Cross-site request protection for state-changing requests (ARCHITECTURE §5): when the browser says
// where the request comes from (Origin), it must be this site itself (scheme://Host) or a configured
// origin. A missing Origin is allowed: non-browser clients send none, and browsers never attach the
// SameSite=Lax session cookie to a cross-site POST.
import type { IncomingMessage } from 'node:http';
import { requestProto } from '../proxy/headers.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string | undefined): boolean {
  return method !== undefined && STATE_CHANGING.has(method);
}

export interface OriginCheck {
  /** true when the request may proceed */
  (req: IncomingMessage): boolean;
}

export function createOriginCheck(allowedOrigins: ReadonlySet<string>, trustTlsProxy: boolean): OriginCheck {
  const allowed = new Set([...allowedOrigins].map((o) => o.toLowerCase()));
  return (req) => {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    const claimed = origin.toLowerCase();
    if (allowed.has(claimed)) return true;
    const host = req.headers.host;
    if (!host) return false;
    return claimed === `${requestProto(req, trustTlsProxy)}://${host.toLowerCase()}`;
  };
}

/** Same rule, applied only to state-changing methods (WebSocket upgrades are checked always). */
export function originAllowedFor(check: OriginCheck, req: IncomingMessage): boolean {
  return !isStateChanging(req.method) || check(req);
}
