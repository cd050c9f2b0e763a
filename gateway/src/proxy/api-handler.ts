// The proxied path, as one function (ARCHITECTURE §10: every middleware layer costs). For /api/* and
// /socket.io: origin check on state-changing requests, route lookup, body size by Content-Length,
// session from the in-memory cache (identity over NATS on a miss), header hygiene, proxy.
// WebSocket upgrades go through the same checks in `upgradeHandler`.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Request, Response, NextFunction } from 'express';
import type { Logger } from '@immortal/kit';
import { HEADERS } from '@immortal/kit';
import { MESSAGES, rejectUpgrade, sendError } from '../http-errors.js';
import { isProxiedPath, isPublicRoute, routeFor, type Route } from '../routes-table.js';
import { isStateChanging, type OriginCheck } from '../security/origin-check.js';
import type { SecurityHeaders } from '../security/security-headers.js';
import { IdentityUnavailableError, readSessionId, type Sessions } from '../session/authenticate.js';
import type { SessionAnswer } from '../session/session-cache.js';
import { injectUpstreamHeaders, requestProto } from './headers.js';
import { setContext, type ProxyContext, type Upstreams } from './upstreams.js';

export interface ApiDeps {
  upstreams: Upstreams;
  sessions: Sessions;
  originCheck: OriginCheck;
  securityHeaders: SecurityHeaders;
  internalToken: string;
  bodyLimit: number;
  trustTlsProxy: boolean;
  timeoutFor: (route: Route) => number;
  logger: Logger;
}

function contentLengthOver(req: IncomingMessage, limit: number): boolean {
  const declared = req.headers['content-length'];
  return declared !== undefined && Number(declared) > limit;
}

export function apiHandler(deps: ApiDeps) {
  const { upstreams, sessions, originCheck, securityHeaders, internalToken, bodyLimit, trustTlsProxy, timeoutFor, logger } = deps;

  const forward = (req: IncomingMessage, res: ServerResponse, route: Route, ctx: ProxyContext, proto: 'http' | 'https', answer: SessionAnswer | null) => {
    injectUpstreamHeaders(req, { internalToken, requestId: ctx.requestId, proto, user: answer?.user ?? null });
    setContext(req, ctx);
    upstreams.web(route.service, req, res);
  };

  return (req: Request, res: Response, next: NextFunction): void => {
    const path = req.path;
    if (!isProxiedPath(path)) return next();
    const requestId = randomUUID();
    const proto = requestProto(req, trustTlsProxy);
    securityHeaders.apply(res, proto === 'https');
    res.setHeader(HEADERS.requestId, requestId);
    const method = req.method;

    if (isStateChanging(method) && !originCheck(req)) {
      return sendError(res, 403, 'FORBIDDEN', MESSAGES.crossSite, requestId);
    }
    const route = routeFor(path);
    if (!route || req.url.charCodeAt(0) !== 47 /* origin-form only */) {
      return sendError(res, 404, 'NOT_FOUND', `No API route for ${method} ${path}`, requestId);
    }
    if (contentLengthOver(req, bodyLimit)) {
      return sendError(res, 413, 'TOO_LARGE', MESSAGES.tooLarge, requestId, { connection: 'close' });
    }
    const ctx: ProxyContext = {
      service: route.service,
      requestId,
      timeoutMs: timeoutFor(route),
      streamLimit: req.headers['content-length'] === undefined && req.headers['transfer-encoding'] !== undefined ? bodyLimit : 0,
    };
    const sessionId = readSessionId(req.headers.cookie);

    if (isPublicRoute(method, path)) {
      // signing in, registering and signing out all end the session the browser arrived with
      if (sessionId && route.service === 'identity') sessions.invalidateSession(sessionId);
      return forward(req, res, route, ctx, proto, null);
    }
    if (!sessionId) return sendError(res, 401, 'UNAUTHORIZED', MESSAGES.unauthorized, requestId);
    if (method === 'DELETE' && path === '/api/user') ctx.onSuccess = () => sessions.invalidateSession(sessionId);

    const answer = sessions.resolve(sessionId);
    if (!(answer instanceof Promise)) {
      if (!answer.user) return sendError(res, 401, 'UNAUTHORIZED', MESSAGES.unauthorized, requestId);
      return forward(req, res, route, ctx, proto, answer);
    }
    answer.then(
      (resolved) => {
        if (req.socket.destroyed) return; // the client left while identity was asked
        if (!resolved.user) return sendError(res, 401, 'UNAUTHORIZED', MESSAGES.unauthorized, requestId);
        forward(req, res, route, ctx, proto, resolved);
      },
      (err: unknown) => {
        if (err instanceof IdentityUnavailableError) return sendError(res, 503, 'UNAVAILABLE', MESSAGES.identityUnavailable, requestId);
        logger.error({ err, requestId }, 'session check failed');
        sendError(res, 500, 'INTERNAL', 'Something went wrong. Please try again.', requestId);
      },
    );
  };
}

/** WebSocket upgrades: only /socket.io, with the same origin, cookie and header rules. */
export function upgradeHandler(deps: ApiDeps & { track(socket: Duplex): void }) {
  const { upstreams, sessions, originCheck, internalToken, trustTlsProxy, logger } = deps;
  return (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', (err) => logger.debug({ err: err.message }, 'client socket error during upgrade'));
    const requestId = randomUUID();
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const route = routeFor(path);
    if (!route || route.prefix !== '/socket.io') return rejectUpgrade(socket, 404, 'NOT_FOUND', `No WebSocket route for ${path}`, requestId);
    // browsers always send Origin on WebSocket handshakes: a foreign page must not ride the cookie
    if (!originCheck(req)) return rejectUpgrade(socket, 403, 'FORBIDDEN', MESSAGES.crossSite, requestId);
    const sessionId = readSessionId(req.headers.cookie);
    if (!sessionId) return rejectUpgrade(socket, 401, 'UNAUTHORIZED', MESSAGES.unauthorized, requestId);

    const proceed = (answer: SessionAnswer) => {
      if (socket.destroyed) return;
      if (!answer.user) return rejectUpgrade(socket, 401, 'UNAUTHORIZED', MESSAGES.unauthorized, requestId);
      injectUpstreamHeaders(req, { internalToken, requestId, proto: requestProto(req, trustTlsProxy), user: answer.user });
      setContext(req, { service: route.service, requestId, timeoutMs: route.timeoutMs, streamLimit: 0 });
      deps.track(socket);
      upstreams.upgrade(route.service, req, socket, head);
    };
    const answer = sessions.resolve(sessionId);
    if (!(answer instanceof Promise)) return proceed(answer);
    answer.then(proceed, (err: unknown) => {
      if (!(err instanceof IdentityUnavailableError)) logger.error({ err, requestId }, 'session check failed');
      rejectUpgrade(socket, 503, 'UNAVAILABLE', MESSAGES.identityUnavailable, requestId);
    });
  };
}
