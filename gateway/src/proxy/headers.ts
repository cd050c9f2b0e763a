// Header hygiene on every proxied request (HTTP and WebSocket upgrade): whatever identity, token, client
// address or request id the client claimed is replaced by the gateway's own. The headers are rewritten
// in place on the incoming request, which the proxy copies once into the upstream request.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { HEADERS, type UserRef } from '@immortal/kit';

export interface UpstreamIdentity {
  internalToken: string;
  requestId: string;
  /** 'https' or 'http', as the browser reached us */
  proto: 'http' | 'https';
  /** the signed-in caller; null on public routes */
  user: UserRef | null;
}

/** The scheme the client used: TLS on our own socket, or (when trusted) a TLS-terminating proxy's word. */
export function requestProto(req: IncomingMessage, trustTlsProxy: boolean): 'http' | 'https' {
  if ((req.socket as TLSSocket).encrypted) return 'https';
  if (trustTlsProxy) {
    const forwarded = req.headers[HEADERS.forwardedProto];
    if (typeof forwarded === 'string') {
      const comma = forwarded.indexOf(',');
      const first = (comma === -1 ? forwarded : forwarded.slice(0, comma)).trim().toLowerCase();
      if (first === 'https') return 'https';
    }
  }
  return 'http';
}

export function injectUpstreamHeaders(req: IncomingMessage, who: UpstreamIdentity): void {
  const h: IncomingHttpHeaders = req.headers;
  // always overwritten: no need to delete first
  h[HEADERS.internalToken] = who.internalToken;
  h[HEADERS.requestId] = who.requestId;
  h[HEADERS.clientIp] = req.socket.remoteAddress ?? 'unknown';
  h[HEADERS.forwardedProto] = who.proto;
  if (who.user) {
    h[HEADERS.userId] = who.user.id;
    h[HEADERS.username] = who.user.username;
  } else {
    // deleted only when present, so an honest request's headers object keeps its fast shape
    if (h[HEADERS.userId] !== undefined) delete h[HEADERS.userId];
    if (h[HEADERS.username] !== undefined) delete h[HEADERS.username];
  }
}
