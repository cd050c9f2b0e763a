// Bad input on every route of identity: a 4xx with the error's message, never a 500 (testkit/bad-input.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startBackingServices, sweepBadInput, type RouteUnderTest, type TestEnv } from '@immortal/testkit';
import { createApp } from './app.js';

const ROUTES: RouteUnderTest[] = [
  { method: 'post', path: '/api/register' },
  { method: 'post', path: '/api/login' },
  { method: 'post', path: '/api/login/demo' },
  { method: 'get', path: '/api/auth/options' },
  { method: 'get', path: '/api/user' },
  { method: 'get', path: '/api/tutorial-progress' },
  { method: 'post', path: '/api/tutorial-progress' },
  { method: 'delete', path: '/api/user' },
  { method: 'post', path: '/api/logout' },
];

describe('identity: bad input', () => {
  let env: TestEnv;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('identity'));
  });
  afterAll(async () => {
    await app?.close();
    await env?.release();
  });

  it('when any route gets broken JSON, wrong types, odd ids or nested query parameters, then it answers 4xx with a message, never 5xx', async () => {
    expect(await sweepBadInput(asUser(app, 'fuzzer'), ROUTES)).toEqual([]);
  });
});
