// One http-proxy-middleware instance and one keep-alive agent per service. Keep-alive is mandatory
// here (ARCHITECTURE §10: without it the gateway halves its throughput). Failures are answered per
// service: a stopped service answers 502 for its own routes only, a slow one 503, and because every
// request opens (or reuses) a connection on demand, a restarted service is used again at once.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createProxyMiddleware, type Plugin, type RequestHandler } from 'http-proxy-middleware';
import type { Logger } from '@immortal/kit';
import { MESSAGES, rejectUpgrade, sendError } from '../http-errors.js';
import type { ServiceName } from '../routes-table.js';

/** What the gateway decided about one proxied request, carried on the request to the proxy's events. */
export interface ProxyContext {
  service: ServiceName;
  requestId: string;
  timeoutMs: number;
  /** > 0: the body has no Content-Length, count it as it streams and stop past this many bytes */
  streamLimit: number;
  /** called when the upstream answered 2xx (account deletion drops the cached session) */
  onSuccess?: () => void;
  /** set once the gateway answered 413 itself */
  aborted?: boolean;
}

const CONTEXT = Symbol('immortal.gateway');
type WithContext = IncomingMessage & { [CONTEXT]?: ProxyContext };

export function setContext(req: IncomingMessage, ctx: ProxyContext): void {
  (req as WithContext)[CONTEXT] = ctx;
}

export function contextOf(req: IncomingMessage): ProxyContext | undefined {
  return (req as WithContext)[CONTEXT];
}

class UpstreamTimeoutError extends Error {
  override name = 'UpstreamTimeoutError';
  readonly code = 'UPSTREAM_TIMEOUT';
}

const isResponse = (x: unknown): x is ServerResponse => typeof (x as ServerResponse | undefined)?.writeHead === 'function';

export interface UpstreamsOptions {
  targets: Record<ServiceName, URL>;
  logger: Logger;
}

export class Upstreams {
  readonly agents = new Map<ServiceName, http.Agent>();
  private readonly proxies = new Map<ServiceName, RequestHandler>();
  private readonly logger: Logger;

  constructor(opts: UpstreamsOptions) {
    this.logger = opts.logger;
    for (const [service, target] of Object.entries(opts.targets) as Array<[ServiceName, URL]>) {
      // idle sockets are retired after 60 s, before the services' 65 s keepAliveTimeout closes them
      const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 60_000 });
      this.agents.set(service, agent);
      this.proxies.set(
        service,
        createProxyMiddleware<IncomingMessage, ServerResponse>({
          target,
          agent,
          changeOrigin: false,
          xfwd: false,
          // no default plugins: our own plugin answers errors in JSON and logs through pino
          ejectPlugins: true,
          plugins: [this.plugin(service)],
        }),
      );
    }
  }

  /** Proxies an HTTP request (the context must be set). */
  web(service: ServiceName, req: IncomingMessage, res: ServerResponse): void {
    void this.proxies.get(service)!(req, res, (err?: unknown) => {
      // only reached when the proxy could not even prepare the request
      const ctx = contextOf(req);
      this.logger.error({ err, upstream: service, requestId: ctx?.requestId }, 'proxy failed before sending');
      sendError(res, 502, 'UPSTREAM_UNAVAILABLE', MESSAGES.upstreamUnavailable(service), ctx?.requestId ?? '');
    });
  }

  /** Proxies a WebSocket upgrade (the context must be set). */
  upgrade(service: ServiceName, req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.proxies.get(service)!.upgrade(req, socket as Socket, head);
  }

  close(): void {
    for (const agent of this.agents.values()) agent.destroy();
  }

  private plugin(service: ServiceName): Plugin<IncomingMessage, ServerResponse> {
    const log = this.logger;
    return (proxy) => {
      proxy.on('proxyReq', (proxyReq, req, res) => {
        const ctx = contextOf(req);
        if (!ctx) return;
        proxyReq.setTimeout(ctx.timeoutMs, () => proxyReq.destroy(new UpstreamTimeoutError(`no answer within ${ctx.timeoutMs} ms`)));
        if (ctx.streamLimit > 0) limitStreamedBody(req, res, proxyReq, ctx);
      });

      // a proxied WebSocket is two sockets: when either side goes away, the other must too (the proxy's
      // pipes only propagate a clean end, not a destroy, e.g. the gateway dropping sockets on shutdown)
      proxy.on('proxyReqWs', (proxyReq, _req, socket) => {
        proxyReq.once('upgrade', (_res: IncomingMessage, upstreamSocket: Socket) => {
          socket.once('close', () => upstreamSocket.destroy());
          upstreamSocket.once('close', () => socket.destroy());
        });
      });

      proxy.on('proxyRes', (proxyRes, req) => {
        const ctx = contextOf(req);
        const status = proxyRes.statusCode ?? 0;
        if (ctx?.onSuccess && status >= 200 && status < 300) ctx.onSuccess();
      });

      proxy.on('error', (err: Error & { code?: string }, req, res) => {
        const ctx = req ? contextOf(req) : undefined;
        const requestId = ctx?.requestId ?? '';
        if (!isResponse(res)) {
          // a WebSocket upgrade that never reached the service
          log.warn({ upstream: service, requestId, code: err.code, err: err.message }, `${service} upgrade failed`);
          rejectUpgrade(res as Duplex, 502, 'UPSTREAM_UNAVAILABLE', MESSAGES.upstreamUnavailable(service), requestId);
          return;
        }
        if (ctx?.aborted || res.destroyed || res.writableEnded) return;
        if (res.headersSent) {
          // the service failed mid-answer: nothing valid can follow
          log.warn({ upstream: service, requestId, code: err.code, err: err.message }, `${service} failed mid-response`);
          res.destroy();
          return;
        }
        const timedOut = err instanceof UpstreamTimeoutError;
        log.warn({ upstream: service, requestId, code: err.code, err: err.message, url: req?.url }, timedOut ? `${service} timed out` : `${service} unavailable`);
        if (timedOut) sendError(res, 503, 'UPSTREAM_TIMEOUT', MESSAGES.upstreamTimeout(service), requestId);
        else sendError(res, 502, 'UPSTREAM_UNAVAILABLE', MESSAGES.upstreamUnavailable(service), requestId);
      });
    };
  }
}

/** A body without Content-Length (chunked) is counted as it streams; past the limit the gateway answers 413. */
function limitStreamedBody(req: IncomingMessage, res: ServerResponse, proxyReq: http.ClientRequest, ctx: ProxyContext): void {
  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= ctx.streamLimit) return;
    req.off('data', count);
    ctx.aborted = true;
    req.unpipe(proxyReq);
    proxyReq.destroy();
    sendError(res, 413, 'TOO_LARGE', MESSAGES.tooLarge, ctx.requestId, { connection: 'close' });
    req.resume(); // discard the rest until the connection closes
  };
  // the proxy pipes the body right after this event, in the same tick: no chunk is missed
  req.on('data', count);
}
