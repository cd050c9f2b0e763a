import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAnonymous, asOutsider, asUser, startBackingServices, watchEvents, eventually, type EventWatcher } from '@immortal/testkit';
import { RPC } from '@immortal/proto';
import { createApp } from '../../app.js';

const sessionCookieOf = (res: { headers: Record<string, unknown> }) => {
  const cookies = ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
  const cookie = cookies.find((c) => c.startsWith('immortal_sid='));
  return { raw: cookie ?? '', id: cookie ? decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!) : '' };
};

const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
  username, email: `${username}@example.com`, firstName: 'Ada', lastName: 'Lovelace', password: 'correct-horse', ...extra,
});

describe('identity: register, sign in, sessions', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let app: Awaited<ReturnType<typeof createApp>>;
  let identityEvents: EventWatcher;

  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp({ ...env.config('identity'), LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '6' });
    identityEvents = await watchEvents(env.natsUrl, env.namespace, 'IDENTITY');
  });
  afterAll(async () => {
    await identityEvents?.stop();
    await app?.close();
    await env?.release();
  });

  const lookup = (sessionId: string) =>
    app.infra.bus.request<{ user: { id: string; username: string } | null; key: string }>(RPC.identitySession, { sessionId });

  it('when a user registers, then a hashed-session cookie is set and the session resolves to them', async () => {
    const res = await asAnonymous(app).post('/api/register').send(newUser('ada_l'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'ada_l', email: 'ada_l@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(res.body).not.toHaveProperty('passwordHash');
    const cookie = sessionCookieOf(res);
    expect(cookie.raw).toMatch(/HttpOnly/i);
    expect(cookie.raw).toMatch(/SameSite=Lax/i);
    expect(cookie.raw).not.toMatch(/Secure/i);
    expect(Buffer.from(cookie.id, 'base64url').length).toBeGreaterThanOrEqual(16);
    const found = await lookup(cookie.id);
    expect(found.user).toEqual({ id: res.body.id, username: 'ada_l' });
    expect(found.key).not.toContain(cookie.id);
  });

  it('when registration arrives over TLS, then the cookie is Secure', async () => {
    const res = await asAnonymous(app, { 'x-forwarded-proto': 'https' }).post('/api/register').send(newUser('tls_user'));
    expect(sessionCookieOf(res).raw).toMatch(/Secure/);
  });

  it('when a user registers, then identity.user.registered is published once', async () => {
    const res = await asAnonymous(app).post('/api/register').send(newUser('grace_h'));
    const event = await identityEvents.waitFor('identity.user.registered', (e) => e.userId === res.body.id);
    expect(event.data).toMatchObject({ username: 'grace_h', firstName: 'Ada' });
    await new Promise((r) => setTimeout(r, 300));
    expect(identityEvents.ofType('identity.user.registered').filter((e) => e.userId === res.body.id)).toHaveLength(1);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(21) }, 'Username must be less than 20 characters'],
    [{ username: 'bad name!' }, 'Username can only contain letters, numbers, and underscores'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: 'x'.repeat(51) }, 'First name is too long'],
    [{ lastName: '' }, 'Last name is required'],
    [{ lastName: 'x'.repeat(51) }, 'Last name is too long'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'x'.repeat(101) }, 'Password is too long'],
  ])('when registering with %o, then 400 says "%s"', async (bad, message) => {
    const res = await asAnonymous(app).post('/api/register').send(newUser('valid_name', bad));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message });
    expect(res.body.requestId).toBeTruthy();
  });

  it('when the username or email is taken (any case), then 409 says so and nothing is overwritten', async () => {
    await asAnonymous(app).post('/api/register').send(newUser('taken_name'));
    const sameName = await asAnonymous(app).post('/api/register').send(newUser('TAKEN_name', { email: 'other@example.com' }));
    expect(sameName.status).toBe(409);
    expect(sameName.body.error.message).toMatch(/Username already exists/);
    const sameEmail = await asAnonymous(app).post('/api/register').send(newUser('fresh_name', { email: 'Taken_Name@example.com' }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error.message).toMatch(/email already exists/);
    const login = await asAnonymous(app).post('/api/login').send({ username: 'taken_name', password: 'correct-horse' });
    expect(login.status).toBe(200);
  });

  it('when signing in with empty fields, then the spec messages come back', async () => {
    const res = await asAnonymous(app).post('/api/login').send({ username: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Username is required');
    const noPassword = await asAnonymous(app).post('/api/login').send({ username: 'x' });
    expect(noPassword.body.error.message).toBe('Password is required');
  });

  it('when signing in again, then the session id rotates and the old one stops working', async () => {
    const reg = await asAnonymous(app).post('/api/register').send(newUser('rotator'));
    const first = sessionCookieOf(reg).id;
    const login = await asAnonymous(app, { cookie: `immortal_sid=${first}` }).post('/api/login').send({ username: 'Rotator', password: 'correct-horse' });
    expect(login.status).toBe(200);
    const second = sessionCookieOf(login).id;
    expect(second).not.toBe(first);
    expect((await lookup(first)).user).toBeNull();
    expect((await lookup(second)).user?.username).toBe('rotator');
  });

  it('when logging out, then the session is deleted and gateways are told to drop it', async () => {
    const reg = await asAnonymous(app).post('/api/register').send(newUser('leaver'));
    const { id } = sessionCookieOf(reg);
    const { key } = await lookup(id);
    const revoked: string[][] = [];
    app.infra.bus.subscribe('identity.session.revoked', (p) => revoked.push((p as { keys: string[] }).keys));
    await new Promise((r) => setTimeout(r, 50));
    const out = await asAnonymous(app, { cookie: `immortal_sid=${id}` }).post('/api/logout');
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/immortal_sid=;/);
    expect((await lookup(id)).user).toBeNull();
    await eventually(() => expect(revoked.flat()).toContain(key));
  });

  it('when the password is wrong too often, then the account is rate limited with 429', async () => {
    await asAnonymous(app).post('/api/register').send(newUser('guarded'));
    const attempt = (password: string, ip = '10.0.0.1') =>
      asAnonymous(app, { 'x-client-ip': ip }).post('/api/login').send({ username: 'guarded', password });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).status).toBe(401);
    const limited = await attempt('correct-horse', '10.0.0.2');
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when one address fails on many accounts, then that address is rate limited', async () => {
    const attempt = (username: string) =>
      asAnonymous(app, { 'x-client-ip': '192.0.2.9' }).post('/api/login').send({ username, password: 'nope-nope' });
    for (let i = 0; i < 6; i++) expect((await attempt(`ghost_${i}`)).status).toBe(401);
    expect((await attempt('ghost_x')).status).toBe(429);
    const elsewhere = await asAnonymous(app, { 'x-client-ip': '192.0.2.10' }).post('/api/login').send({ username: 'ghost_x', password: 'nope-nope' });
    expect(elsewhere.status).toBe(401);
  });

  it('when a request does not come through the gateway, then it is refused', async () => {
    const res = await asOutsider(app).get('/api/user').set('x-user-id', 'anyone').set('x-username', 'anyone');
    expect(res.status).toBe(401);
  });

  it('when the account is deleted, then it can no longer sign in and identity.user.deleted is published', async () => {
    const reg = await asAnonymous(app).post('/api/register').send(newUser('eraser'));
    const me = asUser(app, 'eraser', reg.body.id);
    const wrong = await me.delete('/api/user').send({ confirmUsername: 'someone_else' });
    expect(wrong.status).toBe(400);
    const res = await me.delete('/api/user').send({ confirmUsername: 'eraser' });
    expect(res.status).toBe(204);
    const event = await identityEvents.waitFor('identity.user.deleted', (e) => e.userId === reg.body.id);
    expect(event.data).toMatchObject({ username: 'eraser' });
    expect((await lookup(sessionCookieOf(reg).id)).user).toBeNull();
    expect((await asAnonymous(app).post('/api/login').send({ username: 'eraser', password: 'correct-horse' })).status).toBe(401);
    expect((await me.get('/api/user')).status).toBe(401);
    // the tombstone is purged once the event is out, so the name can be used again
    await eventually(async () => expect((await asAnonymous(app).post('/api/register').send(newUser('eraser'))).status).toBe(201));
  });
});

describe('identity: session expiry', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('identity'));
  });
  afterAll(async () => {
    await app?.close();
    await env?.release();
  });

  it('when a session is idle too long or past its absolute age, then it no longer resolves', async () => {
    const user = { id: 'u1', username: 'sleepy' };
    const t0 = new Date('2026-01-01T00:00:00Z');
    const idle = await app.sessions.create(user, t0);
    const idleLimit = app.config.SESSION_IDLE_MINUTES * 60_000;
    expect((await app.sessions.lookup(idle, new Date(t0.getTime() + idleLimit - 1000))).user).toEqual(user);
    // the lookup above refreshed lastSeenAt, so idleness counts from there
    const later = new Date(t0.getTime() + idleLimit - 1000 + idleLimit + 1000);
    expect((await app.sessions.lookup(idle, later)).user).toBeNull();

    const busy = await app.sessions.create(user, t0);
    const absolute = app.config.SESSION_ABSOLUTE_HOURS * 3_600_000;
    let now = t0.getTime();
    while (now + idleLimit / 2 < t0.getTime() + absolute) {
      now += idleLimit / 2;
      expect((await app.sessions.lookup(busy, new Date(now))).user).toEqual(user);
    }
    expect((await app.sessions.lookup(busy, new Date(t0.getTime() + absolute + 1))).user).toBeNull();
  });
});
