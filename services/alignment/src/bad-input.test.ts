// Bad input on every route of alignment: a 4xx with the error's message, never a 500 (testkit/bad-input.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startBackingServices, sweepBadInput, type RouteUnderTest, type TestEnv } from '@immortal/testkit';
import { createApp } from './app.js';

const ROUTES: RouteUnderTest[] = [
  { method: 'get', path: '/api/identity-alignment' },
  { method: 'get', path: '/api/identity-alignment/history' },
  { method: 'get', path: '/api/personality' },
  { method: 'get', path: '/api/insights' },
  { method: 'post', path: '/api/identity-alignment/refresh' },
];

describe('alignment: bad input', () => {
  let env: TestEnv;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('alignment'));
  });
  afterAll(async () => {
    await app?.close();
    await env?.release();
  });

  it('when any route gets broken JSON, wrong types, odd ids or nested query parameters, then it answers 4xx with a message, never 5xx', async () => {
    expect(await sweepBadInput(asUser(app, 'fuzzer'), ROUTES)).toEqual([]);
  });
});
