// Bad input, swept over a service's routes: whatever a client sends (broken JSON, the wrong types, arrays
// and objects where strings belong, odd ids, nested query parameters), the answer must be a 4xx with an
// error body, never a 500 and never a hang. Each service's test lists its routes (`describeBadInput`);
// this sends the rest.
import type { App } from 'supertest/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackingServices, type TestEnv } from './backing.js';
import { asUser, type Caller } from './http.js';

export interface RouteUnderTest {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** `:id` is replaced by each of BAD_IDS */
  path: string;
}

export const BAD_IDS = ['not-an-id', '000000000000000000000000', 'ffffffffffffffffffffffff', '%00', '..%2F..', '%E0%A4%A', 'a'.repeat(300)];

/** Wrong types for every field name the API uses anywhere (unknown fields must be ignored or refused). */
const WRONG_TYPES = {
  type: 5, content: { $gt: '' }, title: ['x'], category: true, username: { $ne: null }, password: 12, email: [],
  firstName: null, lastName: {}, confirmUsername: 1, message: ['hi'], text: { a: 1 }, currentStep: 'two',
  completed: 'yes', completedSteps: 'all', tutorialSkipped: 3, conversationId: {}, correctedResponse: 7,
  promptId: [], userResponse: false, q: {}, channel: 9, audio: 123, voice: [],
};

export const BAD_BODIES: Array<{ label: string; raw: string }> = [
  { label: 'broken JSON', raw: '{"content": "unterminated' },
  { label: 'an array', raw: '[1,2,3]' },
  { label: 'a string', raw: '"just a string"' },
  { label: 'a number', raw: '42' },
  { label: 'null', raw: 'null' },
  { label: 'wrong types', raw: JSON.stringify(WRONG_TYPES) },
  { label: 'deep nesting', raw: `${'{"a":'.repeat(200)}1${'}'.repeat(200)}` },
];

export const BAD_QUERIES = ['?q[a]=1', '?q=a&q=b', '?category[x]=1&dateRange[]=y', '?q=%E0%A4%A', `?q=${'x'.repeat(5000)}`, '?__proto__[x]=1'];

/** Sends every bad input to every route; returns what answered 5xx (or not with an error body), readable. */
export async function sweepBadInput(caller: Caller, routes: RouteUnderTest[]): Promise<string[]> {
  const failures: string[] = [];
  const check = async (label: string, send: () => PromiseLike<{ status: number; body: unknown }>) => {
    try {
      const res = await send();
      if (res.status >= 500) failures.push(`${label} -> ${res.status}`);
      else if (res.status >= 400 && !(res.body as { error?: { message?: unknown } })?.error?.message) failures.push(`${label} -> ${res.status} without an error message`);
    } catch (err) {
      failures.push(`${label} -> ${(err as Error).message}`);
    }
  };
  for (const route of routes) {
    const paths = route.path.includes(':id') ? BAD_IDS.map((id) => route.path.replace(':id', id)) : [route.path];
    for (const path of paths) {
      const label = `${route.method.toUpperCase()} ${path}`;
      if (route.method === 'get' || route.method === 'delete') {
        await check(label, () => caller[route.method](path));
        for (const query of BAD_QUERIES) await check(`${label}${query.slice(0, 40)}`, () => caller[route.method](`${path}${query}`));
      } else {
        for (const body of BAD_BODIES) {
          await check(`${label} with ${body.label}`, () => caller[route.method](path).set('Content-Type', 'application/json').send(body.raw));
        }
        await check(`${label} as a form`, () => caller[route.method](path).type('form').send('content=x&type=memory'));
      }
    }
  }
  return failures;
}

interface ServiceApp {
  close(): Promise<void>;
}

/**
 * The whole test for one service: starts it on this file's namespace, optionally seeds data as the
 * signed-in fuzzer (so routes about existing things are swept too), and expects no failures.
 */
export function describeBadInput<A extends ServiceApp & App>(
  service: string,
  createApp: (env: Record<string, string>) => Promise<A>,
  routes: RouteUnderTest[],
  seed?: (caller: Caller) => Promise<unknown>,
): void {
  describe(`${service}: bad input`, () => {
    let env: TestEnv;
    let app: A;
    beforeAll(async () => {
      env = await startBackingServices();
      app = await createApp(env.config(service));
    });
    afterAll(async () => {
      await app?.close();
      await env?.release();
    });

    it('when any route gets broken JSON, wrong types, odd ids or nested query parameters, then it answers 4xx with a message, never 5xx', async () => {
      const caller = asUser(app, 'fuzzer');
      await seed?.(caller);
      expect(await sweepBadInput(caller, routes)).toEqual([]);
    });
  });
}
