// socket.io through the gateway: a real socket.io server stands in for network-chat, a real
// socket.io-client connects through the gateway with the session cookie.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { Server as SocketServer, type Socket as ServerSocket } from 'socket.io';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, INTERNAL_TOKEN, type Harness, type RunningGateway } from './test-support/harness.js';

let h: Harness;
let g: RunningGateway;
let chat: SocketServer;
/** network-chat's side of each connection, by username */
const serverSockets = new Map<string, ServerSocket>();
const clients: ClientSocket[] = [];

function signIn(username: string) {
  const sessionId = `ws-${username}-${randomBytes(6).toString('hex')}`;
  h.identity.sessions.set(sessionId, { id: `id-${username}`, username });
  return { sessionId, cookie: `immortal_sid=${sessionId}` };
}

/** What network-chat saw in the handshake, echoed to the client on connect. */
interface Hello {
  userId: string | undefined;
  username: string | undefined;
  internalToken: string | undefined;
  requestId: string | undefined;
  transport: string;
}

function connect(opts: { cookie?: string; transports?: string[]; extra?: Record<string, string> }) {
  const socket = connectClient(g.base, {
    transports: opts.transports ?? ['websocket'],
    extraHeaders: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.extra },
    reconnection: false,
    timeout: 5000,
    forceNew: true,
  });
  clients.push(socket);
  return socket;
}

const helloOf = (socket: ClientSocket) =>
  new Promise<Hello>((resolve, reject) => {
    socket.once('hello', resolve);
    socket.once('connect_error', reject);
  });

beforeAll(async () => {
  h = await startHarness();
  // network-chat: socket.io on the same server as its HTTP routes (it intercepts /socket.io only)
  chat = new SocketServer(h.upstreams['network-chat'].server());
  chat.on('connection', (socket) => {
    const header = (name: string) => socket.handshake.headers[name] as string | undefined;
    serverSockets.set(header('x-username') ?? '', socket);
    socket.emit('hello', {
      userId: header('x-user-id'),
      username: header('x-username'),
      internalToken: header('x-internal-token'),
      requestId: header('x-request-id'),
      transport: socket.conn.transport.name,
    } satisfies Hello);
    socket.on('ping-me', (text: string, ack: (reply: string) => void) => ack(`pong:${text}`));
  });
  g = await h.gateway();
});

afterAll(async () => {
  for (const c of clients) c.disconnect();
  await h?.dispose();
  await new Promise<void>((resolve) => chat.close(() => resolve()));
});

/** A raw WebSocket handshake, to see the HTTP status the gateway answers. */
function rawUpgrade(headers: Record<string, string>, path = '/socket.io/?EIO=4&transport=websocket') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${g.base}${path}`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...headers,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode!, body: '' });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('WebSocket upgrades on /socket.io', () => {
  it('when the upgrade has no session cookie, then the gateway answers HTTP 401 on the socket', async () => {
    const res = await rawUpgrade({});
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).error).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  });

  it('when the cookie names no live session, then 401', async () => {
    const res = await rawUpgrade({ cookie: 'immortal_sid=nobody-knows-this' });
    expect(res.status).toBe(401);
  });

  it('when a foreign page opens the socket with a valid cookie, then 403', async () => {
    const res = await rawUpgrade({ cookie: signIn('victim').cookie, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('when the upgrade is not for socket.io, then 404', async () => {
    const res = await rawUpgrade({ cookie: signIn('lost').cookie }, '/api/entries');
    expect(res.status).toBe(404);
  });

  it('when a socket.io client connects without a cookie, then the connection fails', async () => {
    const socket = connect({});
    await expect(helloOf(socket)).rejects.toBeTruthy();
    expect(socket.connected).toBe(false);
  });

  it('when a socket.io client connects with a cookie, then network-chat sees the user the gateway injected', async () => {
    const { cookie } = signIn('alice');
    const socket = connect({ cookie, extra: { 'x-user-id': 'forged', 'x-internal-token': 'forged-forged-forged' } });
    const hello = await helloOf(socket);
    expect(hello).toMatchObject({ userId: 'id-alice', username: 'alice', internalToken: INTERNAL_TOKEN, transport: 'websocket' });
    expect(hello.requestId).toMatch(/^[\w-]{8,}$/);
    // and messages flow both ways
    await expect(socket.timeout(3000).emitWithAck('ping-me', 'hi')).resolves.toBe('pong:hi');
  });

  it('when the client uses HTTP long-polling, then it is proxied with the same identity', async () => {
    const { cookie } = signIn('bob');
    const socket = connect({ cookie, transports: ['polling'] });
    const hello = await helloOf(socket);
    expect(hello).toMatchObject({ userId: 'id-bob', username: 'bob', internalToken: INTERNAL_TOKEN, transport: 'polling' });
  });

  it('when long-polling without a cookie, then 401', async () => {
    const res = await fetch(`${g.base}/socket.io/?EIO=4&transport=polling`);
    expect(res.status).toBe(401);
  });

  it('when the gateway closes, then proxied WebSockets are ended on both sides', async () => {
    const local = await h.gateway();
    const socket = connectClient(local.base, {
      transports: ['websocket'],
      extraHeaders: { cookie: signIn('carol').cookie },
      reconnection: false,
      forceNew: true,
    });
    clients.push(socket);
    await helloOf(socket);
    const upstreamSide = serverSockets.get('carol')!;
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const upstreamGone = new Promise<string>((resolve) => upstreamSide.once('disconnect', resolve));
    await local.stop();
    await expect(gone).resolves.toBeTruthy();
    // network-chat learns at once (not after its ping timeout) that the user left
    await expect(upstreamGone).resolves.toBe('transport close');
  });
});
