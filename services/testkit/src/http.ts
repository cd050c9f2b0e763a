// Calling a service the way the gateway does: internal token plus the signed-in user's headers.
import request from 'supertest';
import type { App } from 'supertest/types.js';

export const TEST_INTERNAL_TOKEN = 'test-internal-token-0123456789';

type Agent = ReturnType<typeof request>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Caller {
  get(path: string): ReturnType<Agent['get']>;
  post(path: string): ReturnType<Agent['post']>;
  put(path: string): ReturnType<Agent['put']>;
  patch(path: string): ReturnType<Agent['patch']>;
  delete(path: string): ReturnType<Agent['delete']>;
}

function caller(app: App, headers: Record<string, string>): Caller {
  const make = (method: Method) => (path: string) => {
    let req = request(app)[method](path);
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    return req;
  };
  return { get: make('get'), post: make('post'), put: make('put'), patch: make('patch'), delete: make('delete') } as Caller;
}

/** A signed-in user as the gateway presents them. The id defaults to the username. */
export function asUser(app: App, username: string, id = `user-${username}`): Caller {
  return caller(app, { 'x-internal-token': TEST_INTERNAL_TOKEN, 'x-user-id': id, 'x-username': username });
}

/** Through the gateway but signed out (public routes). */
export function asAnonymous(app: App, extra: Record<string, string> = {}): Caller {
  return caller(app, { 'x-internal-token': TEST_INTERNAL_TOKEN, ...extra });
}

/** Straight at the service, bypassing the gateway (must be refused). */
export function asOutsider(app: App): Caller {
  return caller(app, {});
}
