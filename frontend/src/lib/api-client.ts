// The one way the app talks to the gateway. Identity travels in the httpOnly session cookie, so every
// request sends credentials and never an identity header.

/**
 * A failed response. Its message follows the spec's rule word for word:
 * `${status}: ${bodyText || statusText}`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }
}

/** Throws an ApiError for any non-OK response; returns the response untouched otherwise. */
export async function throwIfResNotOk(res: Response): Promise<Response> {
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, text, res.statusText);
  }
  return res;
}

/** Issues a request with credentials (and a JSON body when given) and rejects on a non-OK answer. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return throwIfResNotOk(res);
}

/** Reads a JSON body, or undefined for an empty one (204, or a 200 without content). */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: async <T>(url: string) => readJson<T>(await apiRequest('GET', url)),
  post: async <T>(url: string, body?: unknown) => readJson<T>(await apiRequest('POST', url, body ?? {})),
  put: async <T>(url: string, body?: unknown) => readJson<T>(await apiRequest('PUT', url, body ?? {})),
  patch: async <T>(url: string, body?: unknown) => readJson<T>(await apiRequest('PATCH', url, body ?? {})),
  delete: async <T>(url: string) => readJson<T>(await apiRequest('DELETE', url)),
};

/**
 * The human message inside a failed call: the JSON body's `error.message` (the gateway and services
 * answer `{ error: { code, message }, requestId }`). Null when there is none, so callers can fall back
 * to their own text.
 */
export function getErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  try {
    const body: unknown = JSON.parse(match[1] ?? '');
    if (body && typeof body === 'object') {
      const inner = (body as { error?: unknown }).error;
      if (inner && typeof inner === 'object') {
        const message = (inner as { message?: unknown }).message;
        if (typeof message === 'string' && message.trim()) return message;
      }
      const top = (body as { message?: unknown }).message;
      if (typeof top === 'string' && top.trim()) return top;
    }
  } catch {
    // not JSON: no human message to show
  }
  return null;
}

/** The status of a failed call, when it came from the server. */
export function getErrorStatus(error: unknown): number | null {
  if (error instanceof ApiError) return error.status;
  if (error instanceof Error) {
    const match = /^(\d{3}): /.exec(error.message);
    if (match) return Number(match[1]);
  }
  return null;
}
