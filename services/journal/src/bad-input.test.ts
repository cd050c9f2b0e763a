// Bad input on every route of journal: a 4xx with the error's message, never a 500 (testkit/bad-input.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startBackingServices, sweepBadInput, type RouteUnderTest, type TestEnv } from '@immortal/testkit';
import { createApp } from './app.js';

const ROUTES: RouteUnderTest[] = [
  { method: 'get', path: '/api/entries' },
  { method: 'post', path: '/api/entries' },
  { method: 'patch', path: '/api/entries/:id' },
  { method: 'delete', path: '/api/entries/:id' },
  { method: 'get', path: '/api/stats' },
  { method: 'get', path: '/api/search' },
  { method: 'get', path: '/api/export' },
];

describe('journal: bad input', () => {
  let env: TestEnv;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('journal'));
  });
  afterAll(async () => {
    await app?.close();
    await env?.release();
  });

  it('when any route gets broken JSON, wrong types, odd ids or nested query parameters, then it answers 4xx with a message, never 5xx', async () => {
    // a real entry too, so PATCH/DELETE of someone's own data are swept as well as unknown ids
    await asUser(app, 'fuzzer').post('/api/entries').send({ type: 'memory', content: 'A calm morning by the lake.' });
    expect(await sweepBadInput(asUser(app, 'fuzzer'), ROUTES)).toEqual([]);
  });
});
