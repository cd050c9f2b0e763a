// The pure parts: routing table, session cache, cookie parsing, origin rule, header hygiene, config.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@immortal/kit';
import { loadGatewayConfig, parseByteSize } from './config.js';
import { injectUpstreamHeaders, requestProto } from './proxy/headers.js';
import { isPublicRoute, ROUTES, routeFor, SLOW_TIMEOUT_MS, DEFAULT_TIMEOUT_MS } from './routes-table.js';
import { createOriginCheck } from './security/origin-check.js';
import { readSessionId } from './session/authenticate.js';
import { SessionCache } from './session/session-cache.js';

const fakeReq = (headers: Record<string, string>, encrypted = false) =>
  ({ headers, socket: { encrypted, remoteAddress: '10.0.0.7' } }) as unknown as IncomingMessage;

describe('routeFor', () => {
  it('when a path equals a prefix or continues it with a segment, then it matches', () => {
    expect(routeFor('/api/user')?.service).toBe('identity');
    expect(routeFor('/api/user/')?.service).toBe('identity');
    expect(routeFor('/api/user/anything/deep')?.service).toBe('identity');
    expect(routeFor('/api/users-x')).toBeNull();
    expect(routeFor('/api/username')).toBeNull();
  });

  it('when voice owns a path inside network-chat, then the more specific rule wins', () => {
    expect(routeFor('/api/network/text-to-speech')?.service).toBe('voice');
    expect(routeFor('/api/network/text-to-speechy')?.service).toBe('network-chat');
    expect(routeFor('/api/network/chat')?.service).toBe('network-chat');
  });

  it('when a prefix is written with * in the architecture, then any continuation matches', () => {
    expect(routeFor('/api/generate-avatar-sdk-3d-avatar')?.service).toBe('media');
    expect(routeFor('/api/facebuilder-status')?.service).toBe('media');
    expect(routeFor('/api/voice-training-reset')?.service).toBe('voice');
    expect(routeFor('/api/voice-x')).toBeNull();
  });

  it('when slow work is proxied, then it gets the long timeout', () => {
    expect(routeFor('/api/voice-training/sample')?.timeoutMs).toBe(SLOW_TIMEOUT_MS);
    expect(routeFor('/api/transcribe')?.timeoutMs).toBe(SLOW_TIMEOUT_MS);
    expect(routeFor('/api/generate-image')?.timeoutMs).toBe(SLOW_TIMEOUT_MS);
    expect(routeFor('/api/generate-avatar-sdk-3d-avatar')?.timeoutMs).toBe(SLOW_TIMEOUT_MS);
    expect(routeFor('/api/save-generated-image')?.timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
    expect(routeFor('/api/entries')?.timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
  });

  it('when socket.io is requested, then network-chat owns it', () => {
    expect(routeFor('/socket.io/')?.service).toBe('network-chat');
    expect(routeFor('/socket.io')?.service).toBe('network-chat');
  });

  it('every prefix is reachable (no earlier rule shadows it)', () => {
    for (const route of ROUTES) expect(routeFor(route.prefix), route.prefix).toBe(route);
  });

  it('public routes are exactly sign-in, register, sign-out and the auth options', () => {
    expect(isPublicRoute('POST', '/api/login')).toBe(true);
    expect(isPublicRoute('POST', '/api/login/demo')).toBe(true);
    expect(isPublicRoute('POST', '/api/register')).toBe(true);
    expect(isPublicRoute('POST', '/api/logout')).toBe(true);
    expect(isPublicRoute('GET', '/api/auth/options')).toBe(true);
    expect(isPublicRoute('GET', '/api/login')).toBe(false);
    expect(isPublicRoute('POST', '/api/login/')).toBe(false);
    expect(isPublicRoute('GET', '/api/user')).toBe(false);
  });
});

describe('SessionCache', () => {
  const alice = { user: { id: '1', username: 'alice' }, key: 'k1' };

  it('when an entry is older than the TTL, then it is gone', () => {
    let now = 1000;
    const cache = new SessionCache(100, 10, () => now);
    cache.set('s1', alice);
    expect(cache.get('s1')).toEqual(alice);
    now += 100;
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('when full, then the oldest entries are evicted first', () => {
    const cache = new SessionCache(10_000, 3);
    for (const id of ['a', 'b', 'c', 'd']) cache.set(id, { user: null, key: `k${id}` });
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBeDefined();
    expect(cache.invalidateKey('ka')).toBe(false); // its key index went with it
  });

  it('when a key is revoked, then the session it belongs to is dropped', () => {
    const cache = new SessionCache(10_000);
    cache.set('s1', alice);
    expect(cache.invalidateKey('k1')).toBe(true);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.invalidateKey('k1')).toBe(false);
  });

  it('when the TTL is 0, then nothing is cached', () => {
    const cache = new SessionCache(0);
    cache.set('s1', alice);
    expect(cache.get('s1')).toBeUndefined();
  });
});

describe('readSessionId', () => {
  it('finds the session cookie among others, and only as a whole cookie name', () => {
    expect(readSessionId('immortal_sid=abc')).toBe('abc');
    expect(readSessionId('a=1; immortal_sid=abc; b=2')).toBe('abc');
    expect(readSessionId('ximmortal_sid=evil; immortal_sid=good')).toBe('good');
    expect(readSessionId('immortal_sid=%41b')).toBe('Ab');
    expect(readSessionId('immortal_sid="q"')).toBe('q');
    expect(readSessionId('immortal_sid=; x=1')).toBeNull();
    expect(readSessionId('immortal_sid=%E0%A4%A')).toBeNull();
    expect(readSessionId(undefined)).toBeNull();
    expect(readSessionId('other=1')).toBeNull();
  });
});

describe('origin check', () => {
  const check = createOriginCheck(new Set(['https://app.example.com']), false);
  it('allows the own origin, configured origins and no origin; blocks the rest', () => {
    expect(check(fakeReq({ host: 'Localhost:8080', origin: 'http://localhost:8080' }))).toBe(true);
    expect(check(fakeReq({ host: 'localhost:8080', origin: 'https://app.example.com' }))).toBe(true);
    expect(check(fakeReq({ host: 'localhost:8080' }))).toBe(true);
    expect(check(fakeReq({ host: 'localhost:8080', origin: 'http://localhost:8081' }))).toBe(false);
    expect(check(fakeReq({ host: 'localhost:8080', origin: 'null' }))).toBe(false);
    expect(check(fakeReq({ origin: 'http://localhost:8080' }))).toBe(false);
  });

  it('when behind a trusted TLS proxy, then the own origin is https', () => {
    const trusting = createOriginCheck(new Set(), true);
    const req = fakeReq({ host: 'immortal.example', origin: 'https://immortal.example', 'x-forwarded-proto': 'https' });
    expect(trusting(req)).toBe(true);
    expect(check(req)).toBe(false); // not trusted: the gateway only knows it speaks http
  });
});

describe('header hygiene', () => {
  it('when the proxy scheme is claimed, then it counts only when trusted or on our own TLS', () => {
    expect(requestProto(fakeReq({ 'x-forwarded-proto': 'https' }), false)).toBe('http');
    expect(requestProto(fakeReq({ 'x-forwarded-proto': 'https, http' }), true)).toBe('https');
    expect(requestProto(fakeReq({}), false)).toBe('http');
    expect(requestProto(fakeReq({}, true), false)).toBe('https');
  });

  it('when a public request carries forged identity headers, then they are removed', () => {
    const req = fakeReq({ 'x-user-id': 'x', 'x-username': 'y', 'x-internal-token': 'z', 'x-client-ip': '1.1.1.1', 'x-request-id': 'r' });
    injectUpstreamHeaders(req, { internalToken: 'T'.repeat(16), requestId: 'rid', proto: 'http', user: null });
    expect(req.headers).toEqual({
      'x-internal-token': 'T'.repeat(16),
      'x-client-ip': '10.0.0.7',
      'x-request-id': 'rid',
      'x-forwarded-proto': 'http',
    });
  });
});

describe('config', () => {
  const base = {
    NATS_URL: 'nats://127.0.0.1:4222',
    INTERNAL_TOKEN: '0123456789abcdef',
    IDENTITY_URL: 'http://identity:8080',
    JOURNAL_URL: 'http://journal:8080',
    MUSIC_URL: 'http://music:8080',
    VOICE_URL: 'http://voice:8080',
    MEDIA_URL: 'http://media:8080',
    BEHAVIOR_URL: 'http://behavior:8080',
    NETWORK_CHAT_URL: 'http://network-chat:8080',
    ALIGNMENT_URL: 'http://alignment:8080',
  };

  it('when only the required variables are set, then the defaults apply', () => {
    const config = loadGatewayConfig(base);
    expect(config).toMatchObject({ PORT: 8080, BUS_PREFIX: '', SESSION_CACHE_MS: 10_000, BODY_LIMIT: 12 * 1024 * 1024, TRUST_TLS_PROXY: false });
    expect(config.ALLOWED_ORIGINS.size).toBe(0);
    expect(config.FRONTEND_DIST).toBeUndefined();
    expect(config.NETWORK_CHAT_URL.href).toBe('http://network-chat:8080/');
  });

  it.each([
    ['MEDIA_URL', { MEDIA_URL: undefined }],
    ['MEDIA_URL', { MEDIA_URL: 'ftp://media' }],
    ['INTERNAL_TOKEN', { INTERNAL_TOKEN: 'short' }],
    ['NATS_URL', { NATS_URL: undefined }],
    ['BODY_LIMIT', { BODY_LIMIT: 'lots' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'not a url' }],
    ['TRUST_TLS_PROXY', { TRUST_TLS_PROXY: 'maybe' }],
  ])('when %s is missing or wrong, then start-up fails naming it', (name, patch) => {
    expect(() => loadGatewayConfig({ ...base, ...patch })).toThrow(ConfigError);
    expect(() => loadGatewayConfig({ ...base, ...patch })).toThrow(new RegExp(name));
  });

  it('parses sizes and origin lists', () => {
    expect(parseByteSize('12mb')).toBe(12 * 1024 * 1024);
    expect(parseByteSize('512KB')).toBe(512 * 1024);
    expect(parseByteSize('1000')).toBe(1000);
    expect(parseByteSize('1.5kb')).toBe(1536);
    const config = loadGatewayConfig({ ...base, ALLOWED_ORIGINS: 'https://a.example/, http://localhost:5173', TRUST_TLS_PROXY: 'true' });
    expect([...config.ALLOWED_ORIGINS]).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(config.TRUST_TLS_PROXY).toBe(true);
  });
});
