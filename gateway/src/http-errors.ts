// The gateway's own answers use the services' error body (kit error middleware):
// `{ "error": { "code", "message" }, "requestId" }`, written directly for speed and for raw sockets.
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export function errorBody(code: string, message: string, requestId: string): string {
  return JSON.stringify({ error: { code, message }, requestId });
}

export function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  requestId: string,
  headers?: Record<string, string>,
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = errorBody(code, message, requestId);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.setHeader('cache-control', 'no-store');
  if (headers) for (const name in headers) res.setHeader(name, headers[name]!);
  res.end(body);
}

/** Refuses a WebSocket upgrade with a plain HTTP answer on the raw socket, then closes it. */
export function rejectUpgrade(socket: Duplex, status: number, code: string, message: string, requestId: string): void {
  if (socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = errorBody(code, message, requestId);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
  socket.once('finish', () => socket.destroy());
}

export const MESSAGES = {
  unauthorized: 'Please sign in to continue.',
  identityUnavailable: 'Sign-in service is unavailable. Please try again shortly.',
  crossSite: 'Cross-site request blocked',
  tooLarge: 'Request body is too large',
  upstreamUnavailable: (service: string) => `The ${service} service is unavailable. Please try again shortly.`,
  upstreamTimeout: (service: string) => `The ${service} service took too long to respond. Please try again.`,
} as const;
