import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '@immortal/proto/identity';
import { HEADERS } from '@immortal/kit';

export function readSessionCookie(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

const secure = (req: Request) => req.header(HEADERS.forwardedProto) === 'https';

export function setSessionCookie(req: Request, res: Response, sessionId: string, maxAgeMs: number): void {
  res.cookie(SESSION_COOKIE, sessionId, { httpOnly: true, sameSite: 'lax', secure: secure(req), path: '/', maxAge: maxAgeMs });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: secure(req), path: '/' });
}
