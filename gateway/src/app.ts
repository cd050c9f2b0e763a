// The gateway: the only public entry (ARCHITECTURE §1). createGateway builds the Express app and the
// WebSocket upgrade handler; it connects to NATS (session lookups, revocation broadcasts) but listens on
// nothing itself, so tests run it on port 0 and main.ts on PORT.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import express, { type NextFunction, type Request, type Response } from 'express';
import { BROADCASTS } from '@immortal/proto';
import { sessionRevokedMessage } from '@immortal/proto/identity';
import { Bus, createLogger, healthRoutes, type Logger } from '@immortal/kit';
import { loadGatewayConfig, type GatewayConfig } from './config.js';
import { sendError } from './http-errors.js';
import { apiHandler, upgradeHandler } from './proxy/api-handler.js';
import { requestProto } from './proxy/headers.js';
import { Upstreams } from './proxy/upstreams.js';
import { SERVICES, SERVICE_URL_VARS, type Route, type ServiceName } from './routes-table.js';
import { createOriginCheck } from './security/origin-check.js';
import { createSecurityHeaders } from './security/security-headers.js';
import { busSessionLookup, Sessions, type SessionLookup } from './session/authenticate.js';
import { SessionCache } from './session/session-cache.js';
import { frontendRoutes } from './static/frontend.js';

export interface Gateway {
  /** the Express app: HTTP only (use attach() for WebSocket upgrades) */
  app: express.Express;
  config: GatewayConfig;
  logger: Logger;
  bus: Bus;
  sessions: Sessions;
  upstreams: Upstreams;
  /** the upgrade listener, for servers you wire yourself */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** routes this server's WebSocket upgrades (socket.io) through the gateway */
  attach(server: Server): Server;
  /** listens (port 0 for an ephemeral port) with upgrades attached and keep-alive set */
  listen(port?: number, host?: string): Promise<Server>;
  /** ends every proxied WebSocket (clients reconnect elsewhere); part of close() */
  dropWebSockets(): void;
  /** closes proxied WebSockets, upstream agents, and the bus connection (not the servers) */
  close(): Promise<void>;
}

export interface GatewayOptions {
  logger?: Logger;
  /** how sessions are resolved; defaults to identity over the bus */
  sessionLookup?: SessionLookup;
  /** how long a route's service may take to answer; defaults to the routing table's (30 s / 120 s) */
  timeoutFor?: (route: Route) => number;
}

export async function createGateway(env: Record<string, string | undefined> = process.env, opts: GatewayOptions = {}): Promise<Gateway> {
  const config = loadGatewayConfig(env);
  const logger = opts.logger ?? createLogger('gateway', config.LOG_LEVEL);
  const bus = await Bus.connect({ url: config.NATS_URL, prefix: config.BUS_PREFIX, name: 'gateway', logger });

  const sessions = new Sessions(opts.sessionLookup ?? busSessionLookup(bus), new SessionCache(config.SESSION_CACHE_MS, config.SESSION_CACHE_MAX), logger);
  bus.subscribe(BROADCASTS.sessionRevoked, (payload) => {
    const parsed = sessionRevokedMessage.safeParse(payload);
    if (!parsed.success) return logger.warn({ payload }, 'ignored a malformed session revocation');
    sessions.revokeKeys(parsed.data.keys);
  });

  const targets = Object.fromEntries(SERVICES.map((s) => [s, config[SERVICE_URL_VARS[s]]])) as Record<ServiceName, URL>;
  const upstreams = new Upstreams({ targets, logger });
  const securityHeaders = createSecurityHeaders();
  const originCheck = createOriginCheck(config.ALLOWED_ORIGINS, config.TRUST_TLS_PROXY);
  const sockets = new Set<Duplex>();
  const deps = {
    upstreams,
    sessions,
    originCheck,
    securityHeaders,
    internalToken: config.INTERNAL_TOKEN,
    bodyLimit: config.BODY_LIMIT,
    trustTlsProxy: config.TRUST_TLS_PROXY,
    timeoutFor: opts.timeoutFor ?? ((route: Route) => route.timeoutMs),
    logger,
  };

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('trust proxy', false);
  // the proxied path first, alone (it answers or proxies every /api/* and /socket.io request)
  app.use(apiHandler(deps));
  // everything else: the gateway's own pages
  app.use((req: Request, res: Response, next: NextFunction) => {
    securityHeaders.apply(res, requestProto(req, config.TRUST_TLS_PROXY) === 'https');
    next();
  });
  app.use(healthRoutes('gateway', { nats: () => bus.isConnected() }));
  app.use(frontendRoutes(config.FRONTEND_DIST, logger));
  app.use((req: Request, res: Response) => {
    sendError(res, 404, 'NOT_FOUND', `No route for ${req.method} ${req.path}`, '');
  });
  app.use((err: Error & { status?: number; statusCode?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status = err.status ?? err.statusCode ?? 500;
    if (status >= 500) logger.error({ err, url: req.url }, 'gateway error');
    if (status === 404) return sendError(res, 404, 'NOT_FOUND', `No route for ${req.method} ${req.path}`, '');
    if (status < 500) return sendError(res, status, 'BAD_REQUEST', err.message || 'Bad request', '');
    sendError(res, 500, 'INTERNAL', 'Something went wrong. Please try again.', '');
  });

  const handleUpgrade = upgradeHandler({
    ...deps,
    track(socket) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    },
  });

  const attach = (server: Server) => {
    server.on('upgrade', handleUpgrade);
    return server;
  };

  const dropWebSockets = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  return {
    app,
    config,
    logger,
    bus,
    sessions,
    upstreams,
    handleUpgrade,
    attach,
    listen(port = config.PORT, host?: string) {
      return new Promise<Server>((resolve, reject) => {
        const server = createServer(app);
        // longer than a load balancer's idle timeout in front of us (they usually keep 60 s)
        server.keepAliveTimeout = 65_000;
        server.headersTimeout = 66_000;
        attach(server);
        server.once('listening', () => resolve(server));
        server.once('error', reject);
        if (host) server.listen(port, host);
        else server.listen(port);
      });
    },
    dropWebSockets,
    async close() {
      dropWebSockets();
      upstreams.close();
      await bus.close();
    },
  };
}
