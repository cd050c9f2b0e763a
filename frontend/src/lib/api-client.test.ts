import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, getErrorMessage, getErrorStatus, throwIfResNotOk } from './api-client';
import { getQueryFn } from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('the api client error rule', () => {
  it("when a response fails with a body, then the error reads '<status>: <body>'", async () => {
    await expect(throwIfResNotOk(new Response('body', { status: 500, statusText: 'Internal Server Error' }))).rejects.toThrow(/^500: body$/);
  });

  it('when a response fails with an empty body, then the error reads the status text', async () => {
    await expect(throwIfResNotOk(new Response('', { status: 503, statusText: 'Service Unavailable' }))).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('keeps the status on the error', async () => {
    const error = await throwIfResNotOk(new Response('nope', { status: 409 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(getErrorStatus(error)).toBe(409);
  });

  it('passes OK responses through', async () => {
    const res = new Response('{}', { status: 200 });
    await expect(throwIfResNotOk(res)).resolves.toBe(res);
  });
});

describe('the human message of an error', () => {
  it("reads the JSON body's error.message", () => {
    const body = JSON.stringify({ error: { code: 'CONFLICT', message: 'Username already exists' }, requestId: 'r1' });
    expect(getErrorMessage(new Error(`409: ${body}`))).toBe('Username already exists');
  });
  it('is null when the body is not JSON or has no message', () => {
    expect(getErrorMessage(new Error('500: <html>oops</html>'))).toBeNull();
    expect(getErrorMessage(new Error('401: {"error":{}}'))).toBeNull();
    expect(getErrorMessage(new Error('Failed to fetch'))).toBeNull();
    expect(getErrorMessage('not an error')).toBeNull();
  });
});

describe('requests', () => {
  it('send credentials and JSON, and never an identity header', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/login', { username: 'a', password: 'b' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/login');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"username":"a","password":"b"}');
    expect(Object.keys(init.headers ?? {}).map((h) => h.toLowerCase())).not.toContain('x-user-id');
  });

  it('read an empty answer (204) as undefined', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    await expect(api.post('/api/logout')).resolves.toBeUndefined();
  });
});

describe('the default query function', () => {
  const run = (on401: 'returnNull' | 'throw') =>
    getQueryFn<unknown>({ on401 })({ queryKey: ['/api', 'entries'], signal: new AbortController().signal, meta: undefined, client: undefined as never } as never);

  it('GETs the joined query key with credentials', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('[1,2]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(run('throw')).resolves.toEqual([1, 2]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/entries');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('answers null on 401 when asked to', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 401, statusText: 'Unauthorized' })));
    await expect(run('returnNull')).resolves.toBeNull();
  });

  it('fails on 401 otherwise, with the spec error text', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 401, statusText: 'Unauthorized' })));
    await expect(run('throw')).rejects.toThrow('401: Unauthorized');
  });
});
