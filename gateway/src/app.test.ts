// The gateway end to end over real sockets: real NATS (identity answered by a fake identity on that
// bus), eight tiny real HTTP services echoing what they received.
import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@immortal/testkit';
import { startHarness, INTERNAL_TOKEN, type Harness, type RunningGateway } from './test-support/harness.js';
import type { EchoReply } from './test-support/upstream.js';

let h: Harness;
let g: RunningGateway;
let counter = 0;

/** a fresh signed-in session: its cookie header and user */
function signIn(username = `user${++counter}`) {
  const sessionId = `sid-${username}-${Math.random().toString(36).slice(2)}`;
  const user = { id: `id-${username}`, username };
  h.identity.sessions.set(sessionId, user);
  return { sessionId, user, cookie: `theme=dark; immortal_sid=${sessionId}; other=1` };
}

const askedAbout = (sessionId: string) => h.identity.asked.filter((s) => s === sessionId).length;

beforeAll(async () => {
  h = await startHarness();
  g = await h.gateway({ BODY_LIMIT: '64kb', ALLOWED_ORIGINS: 'https://app.example.com, http://localhost:5173' });
});

afterAll(async () => {
  await h?.dispose();
});

describe('routing table', () => {
  const cases: Array<[string, string]> = [
    ['/api/user', 'identity'],
    ['/api/user/public-profile', 'identity'],
    ['/api/tutorial-progress', 'identity'],
    ['/api/auth/sessions', 'identity'],
    ['/api/entries', 'journal'],
    ['/api/entries/abc?type=photo', 'journal'],
    ['/api/stats', 'journal'],
    ['/api/search?q=hello', 'journal'],
    ['/api/export', 'journal'],
    ['/api/identity-alignment', 'alignment'],
    ['/api/identity-alignment/refresh', 'alignment'],
    ['/api/personality', 'alignment'],
    ['/api/insights', 'alignment'],
    ['/api/music/search/beatles', 'music'],
    ['/api/playlists', 'music'],
    ['/api/playlists/p1/tracks', 'music'],
    ['/api/apple-music/generate-token', 'music'],
    ['/api/voice-training', 'voice'],
    ['/api/voice-training/reset', 'voice'],
    ['/api/voice/capture-sample', 'voice'],
    ['/api/text-to-speech', 'voice'],
    ['/api/transcribe', 'voice'],
    ['/api/network/text-to-speech', 'voice'],
    ['/api/save-photo-thought', 'media'],
    ['/api/generate-image', 'media'],
    ['/api/save-generated-image', 'media'],
    ['/api/generate-avatar', 'media'],
    ['/api/generate-avatar-sdk-3d-avatar', 'media'],
    ['/api/install-blender-suite', 'media'],
    ['/api/facebuilder/status', 'media'],
    ['/api/media/photos/1', 'media'],
    ['/api/behavior/dilemma-session', 'behavior'],
    ['/api/word-association/start', 'behavior'],
    ['/api/network/connections', 'network-chat'],
    ['/api/network/chat', 'network-chat'],
    ['/api/chat', 'network-chat'],
    ['/api/conversations', 'network-chat'],
    ['/api/quality-training/generate-prompt', 'network-chat'],
    ['/api/daily-prompt', 'network-chat'],
  ];

  it.each(cases)('when %s is requested, then the %s service answers it with the path untouched', async (path, service) => {
    const { cookie } = signIn();
    const res = await request(g.base).get(path).set('cookie', cookie).expect(200);
    const echo = res.body as EchoReply;
    expect(echo.service).toBe(service);
    expect(echo.url).toBe(path);
  });

  it('when an unknown API path is requested, then the gateway answers a JSON 404 naming it', async () => {
    const { cookie } = signIn();
    const res = await request(g.base).get('/api/nope').set('cookie', cookie).expect(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No API route for GET /api/nope' }, requestId: expect.any(String) });
    expect(res.headers['x-request-id']).toBe(res.body.requestId);
  });

  it('when a path only shares a prefix with a route (not a segment), then it is not routed', async () => {
    const { cookie } = signIn();
    for (const path of ['/api/users-x', '/api/userinfo', '/api/entriesX', '/api/networking']) {
      const res = await request(g.base).get(path).set('cookie', cookie);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('authentication', () => {
  it('when a protected path is called without a cookie, then 401 and the service never sees it', async () => {
    const before = h.upstreams.journal.seen.length;
    const res = await request(g.base).get('/api/entries').expect(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' }, requestId: expect.any(String) });
    expect(h.upstreams.journal.seen.length).toBe(before);
  });

  it('when the cookie names a session identity does not know, then 401', async () => {
    const res = await request(g.base).get('/api/entries').set('cookie', 'immortal_sid=unknown-session').expect(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it.each([
    ['post', '/api/login'],
    ['post', '/api/login/demo'],
    ['post', '/api/register'],
    ['post', '/api/logout'],
    ['get', '/api/auth/options'],
  ] as const)('when %s %s is called without a session, then it reaches identity with no user headers', async (method, path) => {
    const res = await request(g.base)[method](path).set('x-user-id', 'forged').set('x-username', 'forged').expect(200);
    const echo = res.body as EchoReply;
    expect(echo.service).toBe('identity');
    expect(echo.headers['x-user-id']).toBeUndefined();
    expect(echo.headers['x-username']).toBeUndefined();
    expect(echo.headers['x-internal-token']).toBe(INTERNAL_TOKEN);
  });

  it('when other identity paths are called without a session, then they need one', async () => {
    await request(g.base).get('/api/user').expect(401);
    await request(g.base).get('/api/login').expect(401); // only POST is public
    await request(g.base).post('/api/auth/options').expect(401);
    await request(g.base).get('/api/tutorial-progress').expect(401);
  });

  it('when identity does not answer on the bus, then 503 with the sign-in message', async () => {
    const lonely = await h.gateway({ BUS_PREFIX: `${h.nats.prefix}_nobody` });
    try {
      const res = await request(lonely.base).get('/api/entries').set('cookie', signIn().cookie).expect(503);
      expect(res.body.error).toEqual({ code: 'UNAVAILABLE', message: 'Sign-in service is unavailable. Please try again shortly.' });
      // public routes do not need identity's answer
      await request(lonely.base).post('/api/login').expect(200);
    } finally {
      await lonely.stop();
    }
  });
});

describe('header hygiene', () => {
  it('when the client forges identity headers, then the service sees only the ones the gateway injects', async () => {
    const { cookie, user } = signIn();
    const res = await request(g.base)
      .post('/api/entries')
      .set('cookie', cookie)
      .set('x-user-id', 'someone-else')
      .set('x-username', 'mallory')
      .set('x-internal-token', 'guessed-token-guessed-token')
      .set('x-client-ip', '6.6.6.6')
      .set('x-request-id', 'chosen-by-client')
      .set('x-forwarded-proto', 'https')
      .send({ content: 'hello' })
      .expect(200);
    const echo = res.body as EchoReply;
    expect(echo.headers['x-user-id']).toBe(user.id);
    expect(echo.headers['x-username']).toBe(user.username);
    expect(echo.headers['x-internal-token']).toBe(INTERNAL_TOKEN);
    expect(echo.headers['x-client-ip']).toMatch(/127\.0\.0\.1$/);
    expect(echo.headers['x-forwarded-proto']).toBe('http'); // TRUST_TLS_PROXY is off
    expect(echo.headers['x-request-id']).not.toBe('chosen-by-client');
    expect(echo.headers['x-request-id']).toBe(res.headers['x-request-id']);
    expect(echo.headers.cookie).toBe(cookie); // identity reads it on logout
    expect(echo.bodyBytes).toBe(JSON.stringify({ content: 'hello' }).length);
  });

  it('when a TLS proxy in front is trusted, then its x-forwarded-proto https is passed on', async () => {
    const tls = await h.gateway({ TRUST_TLS_PROXY: 'true' });
    try {
      const res = await request(tls.base).get('/api/stats').set('cookie', signIn().cookie).set('x-forwarded-proto', 'https').expect(200);
      expect((res.body as EchoReply).headers['x-forwarded-proto']).toBe('https');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    } finally {
      await tls.stop();
    }
  });

  it('when a response leaves the gateway, then it carries the security headers and the app CSP', async () => {
    const res = await request(g.base).get('/api/stats').set('cookie', signIn().cookie).expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("media-src 'self' blob: data:");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // plain HTTP
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('session cache', () => {
  it('when one session makes two requests, then identity is asked once', async () => {
    const { cookie, sessionId } = signIn();
    await request(g.base).get('/api/entries').set('cookie', cookie).expect(200);
    await request(g.base).get('/api/stats').set('cookie', cookie).expect(200);
    expect(askedAbout(sessionId)).toBe(1);
  });

  it('when many requests of one new session arrive at once, then identity is asked once', async () => {
    const { cookie, sessionId } = signIn();
    await Promise.all(Array.from({ length: 10 }, () => request(g.base).get('/api/insights').set('cookie', cookie).expect(200)));
    expect(askedAbout(sessionId)).toBe(1);
  });

  it('when the user logs out, then the next request with that cookie asks identity again', async () => {
    const { cookie, sessionId } = signIn();
    await request(g.base).get('/api/entries').set('cookie', cookie).expect(200);
    expect(askedAbout(sessionId)).toBe(1);
    await request(g.base).post('/api/logout').set('cookie', cookie).expect(200);
    h.identity.sessions.delete(sessionId); // what identity does on logout
    await request(g.base).get('/api/entries').set('cookie', cookie).expect(401);
    expect(askedAbout(sessionId)).toBe(2);
  });

  it('when identity broadcasts a revocation, then the cached session stops working', async () => {
    const { cookie, sessionId } = signIn();
    await request(g.base).get('/api/entries').set('cookie', cookie).expect(200);
    h.identity.revoke(sessionId);
    await eventually(async () => {
      await request(g.base).get('/api/entries').set('cookie', cookie).expect(401);
    });
    expect(askedAbout(sessionId)).toBe(2);
  });

  it('when the account is deleted, then the session is asked about again', async () => {
    const { cookie, sessionId } = signIn();
    await request(g.base).get('/api/user').set('cookie', cookie).expect(200);
    await request(g.base).delete('/api/user').set('cookie', cookie).send({ confirmUsername: 'x' }).expect(200);
    await request(g.base).get('/api/user').set('cookie', cookie).expect(200);
    expect(askedAbout(sessionId)).toBe(2);
  });

  it('when a miss is cached, then a cookie that is invalid is not asked about again within the TTL', async () => {
    const cookie = 'immortal_sid=never-existed-123';
    await request(g.base).get('/api/entries').set('cookie', cookie).expect(401);
    await request(g.base).get('/api/entries').set('cookie', cookie).expect(401);
    expect(askedAbout('never-existed-123')).toBe(1);
  });
});

describe('origin check', () => {
  it('when a state-changing request comes from a foreign origin, then 403 and nothing is proxied', async () => {
    const { cookie } = signIn();
    const before = h.upstreams.journal.seen.length;
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const res = await request(g.base)[method]('/api/entries/1').set('cookie', cookie).set('origin', 'https://evil.example').expect(403);
      expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: 'Cross-site request blocked' });
    }
    expect(h.upstreams.journal.seen.length).toBe(before);
  });

  it('when the Origin is the site itself, a configured origin, or absent, then the request passes', async () => {
    const { cookie } = signIn();
    await request(g.base).post('/api/entries').set('cookie', cookie).set('origin', g.base).expect(200);
    await request(g.base).post('/api/entries').set('cookie', cookie).set('origin', 'https://app.example.com').expect(200);
    await request(g.base).post('/api/entries').set('cookie', cookie).set('origin', 'http://localhost:5173').expect(200);
    await request(g.base).post('/api/entries').set('cookie', cookie).expect(200);
  });

  it('when a foreign origin only reads, then it is not blocked by the origin check', async () => {
    await request(g.base).get('/api/entries').set('cookie', signIn().cookie).set('origin', 'https://evil.example').expect(200);
  });

  it('when a same-host page over another scheme posts, then it is blocked', async () => {
    await request(g.base).post('/api/entries').set('cookie', signIn().cookie).set('origin', g.base.replace('http:', 'https:')).expect(403);
  });
});

describe('upstream failures', () => {
  it('when a service is stopped, then its routes answer 502 JSON while the others work, and it recovers on restart', async () => {
    const { cookie } = signIn();
    const journal = h.upstreams.journal;
    await request(g.base).get('/api/entries').set('cookie', cookie).expect(200); // a pooled keep-alive socket exists
    await journal.stop();
    try {
      const res = await request(g.base).get('/api/entries').set('cookie', cookie).expect(502);
      expect(res.body).toEqual({
        error: { code: 'UPSTREAM_UNAVAILABLE', message: 'The journal service is unavailable. Please try again shortly.' },
        requestId: res.headers['x-request-id'],
      });
      await request(g.base).get('/api/stats').set('cookie', cookie).expect(502);
      await request(g.base).get('/api/music/search/x').set('cookie', cookie).expect(200);
      await request(g.base).get('/api/personality').set('cookie', cookie).expect(200);
    } finally {
      await journal.start(); // same port
    }
    const back = await request(g.base).get('/api/entries').set('cookie', cookie).expect(200);
    expect((back.body as EchoReply).service).toBe('journal');
  });

  it('when a service does not answer in time, then 503 JSON', async () => {
    const quick = await h.gateway({}, { timeoutFor: () => 300 });
    const behavior = h.upstreams.behavior;
    behavior.override = (req) => req.url === '/api/behavior/slow'; // never answers
    try {
      const res = await request(quick.base).get('/api/behavior/slow').set('cookie', signIn().cookie).expect(503);
      expect(res.body.error).toEqual({ code: 'UPSTREAM_TIMEOUT', message: 'The behavior service took too long to respond. Please try again.' });
      await request(quick.base).get('/api/behavior/fast').set('cookie', signIn().cookie).expect(200);
    } finally {
      behavior.override = null;
      await quick.stop();
    }
  });
});

describe('body size limit', () => {
  it('when Content-Length is over the limit, then 413 JSON and the service never sees it', async () => {
    const before = h.upstreams.media.seen.length;
    const res = await request(g.base)
      .post('/api/save-photo-thought')
      .set('cookie', signIn().cookie)
      .set('content-type', 'application/octet-stream')
      .send(Buffer.alloc(65 * 1024, 1));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('TOO_LARGE');
    expect(h.upstreams.media.seen.length).toBe(before);
  });

  it('when a body under the limit is uploaded, then it arrives whole', async () => {
    const res = await request(g.base)
      .post('/api/save-photo-thought')
      .set('cookie', signIn().cookie)
      .set('content-type', 'application/octet-stream')
      .send(Buffer.alloc(60 * 1024, 1))
      .expect(200);
    expect((res.body as EchoReply).bodyBytes).toBe(60 * 1024);
  });

  const chunked = (bytes: number, cookie: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${g.base}/api/save-photo-thought`, { method: 'POST', headers: { cookie, 'transfer-encoding': 'chunked' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      let sent = 0;
      const pump = () => {
        while (sent < bytes) {
          const n = Math.min(8 * 1024, bytes - sent);
          sent += n;
          if (!req.write(Buffer.alloc(n, 2))) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });

  it('when a streamed (chunked) body stays under the limit, then it is proxied whole', async () => {
    const { status, body } = await chunked(40 * 1024, signIn().cookie);
    expect(status).toBe(200);
    expect((JSON.parse(body) as EchoReply).bodyBytes).toBe(40 * 1024);
  });

  it('when a streamed (chunked) body grows past the limit, then the gateway stops it with 413', async () => {
    const result = await chunked(400 * 1024, signIn().cookie).catch((err: Error) => ({ status: 0, body: err.message }));
    // the gateway answers 413 and closes; a client still writing may see the reset instead
    if (result.status !== 0) {
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body).error.code).toBe('TOO_LARGE');
    }
    expect(h.upstreams.media.seen.every((s) => s.bodyBytes <= 64 * 1024)).toBe(true);
  });
});

describe('health', () => {
  it('when asked, then /healthz says alive and /readyz says NATS is connected', async () => {
    expect((await request(g.base).get('/healthz').expect(200)).body.status).toBe('ok');
    const ready = await request(g.base).get('/readyz').expect(200);
    expect(ready.body.checks).toEqual({ nats: true });
  });
});
