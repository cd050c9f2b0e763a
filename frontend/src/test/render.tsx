// Test helpers: render inside the app's providers with a fresh query client and an in-memory router.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

export function renderWithProviders(ui: ReactElement, { route = '/', queryClient = createQueryClient() }: { route?: string; queryClient?: QueryClient } = {}) {
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}

/** A fetch stub answering by "METHOD path"; unknown requests answer 404. */
export function stubFetch(routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const handler = routes[`${method} ${path}`];
    return handler ? handler(init) : new Response('', { status: 404, statusText: 'Not Found' });
  };
  return { fetchStub, calls };
}

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
