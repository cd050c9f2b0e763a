// The gateway authenticates the session and injects who the caller is; a service trusts those headers
// only when the shared internal token matches (ARCHITECTURE §5).
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { unauthorized } from '../errors.js';

export interface UserRef {
  id: string;
  username: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      id: string;
      log: Logger;
      /** set when the internal token matched and the gateway named a user */
      user?: UserRef;
      /** true when the request came through the gateway (internal token matched) */
      internal?: boolean;
    }
  }
}

export const HEADERS = {
  userId: 'x-user-id',
  username: 'x-username',
  requestId: 'x-request-id',
  internalToken: 'x-internal-token',
  clientIp: 'x-client-ip',
  forwardedProto: 'x-forwarded-proto',
} as const;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function requestContext(logger: Logger, internalToken: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.header(HEADERS.requestId);
    req.id = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader(HEADERS.requestId, req.id);
    req.log = logger.child({ requestId: req.id });
    const token = req.header(HEADERS.internalToken);
    req.internal = !!token && sameSecret(token, internalToken);
    const id = req.header(HEADERS.userId);
    const username = req.header(HEADERS.username);
    if (req.internal && id && username) req.user = { id, username };
    next();
  };
}

/** Every /api route sits behind the gateway: without the internal token nothing answers. */
export function requireInternal(req: Request, _res: Response, next: NextFunction) {
  if (!req.internal) return next(unauthorized('Requests must come through the gateway'));
  next();
}

/** The signed-in caller; 401 when the gateway named nobody. */
export function userOf(req: Request): UserRef {
  if (!req.user) throw unauthorized();
  return req.user;
}

export function clientIpOf(req: Request): string {
  return (req.internal && req.header(HEADERS.clientIp)) || req.socket.remoteAddress || 'unknown';
}
