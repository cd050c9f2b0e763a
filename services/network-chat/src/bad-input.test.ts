// Bad input on every route of network-chat: a 4xx with the error's message, never a 500 (testkit/bad-input.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startBackingServices, sweepBadInput, type RouteUnderTest, type TestEnv } from '@immortal/testkit';
import { createApp } from './app.js';

const ROUTES: RouteUnderTest[] = [
  { method: 'post', path: '/api/chat' },
  { method: 'get', path: '/api/conversations' },
  { method: 'post', path: '/api/conversations/:id/correction' },
  { method: 'get', path: '/api/daily-prompt' },
  { method: 'get', path: '/api/quality-training/metrics' },
  { method: 'post', path: '/api/quality-training/generate-prompt' },
  { method: 'post', path: '/api/quality-training/submit-response' },
];

describe('network-chat: bad input', () => {
  let env: TestEnv;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('network-chat'));
  });
  afterAll(async () => {
    await app?.close();
    await env?.release();
  });

  it('when any route gets broken JSON, wrong types, odd ids or nested query parameters, then it answers 4xx with a message, never 5xx', async () => {
    expect(await sweepBadInput(asUser(app, 'fuzzer'), ROUTES)).toEqual([]);
  });
});
