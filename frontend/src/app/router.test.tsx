import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { userFixture } from '@/test/user-fixture';
import { AppRoutes } from './router';

afterEach(() => vi.unstubAllGlobals());

const user = userFixture;

const signedIn = () => vi.stubGlobal('fetch', stubFetch({ 'GET /api/user': () => json(200, user) }).fetchStub);
const signedOut = (status = 401) =>
  vi.stubGlobal('fetch', stubFetch({ 'GET /api/user': () => json(status, { error: { code: 'UNAUTHORIZED', message: 'Sign in' } }) }).fetchStub);

describe('routing', () => {
  it("while the user loads, then a 'Loading...' status shows", () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it.each([401, 403, 500])('when GET /api/user answers %i, then any path shows the login screen', async (status) => {
    signedOut(status);
    renderWithProviders(<AppRoutes />, { route: '/somewhere/else' });
    expect(await screen.findByRole('heading', { name: 'Welcome to Immortal' })).toBeInTheDocument();
    expect(screen.getByText('Craft Your Forever Self: Capture your thoughts, memories, and reflections')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create one here' })).toHaveAttribute('href', '/register');
  });

  it('when signed out, then /register shows registration with a way back to sign in', async () => {
    signedOut();
    renderWithProviders(<AppRoutes />, { route: '/register' });
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
  });

  it('when signed in, then /login leads to the dashboard', async () => {
    signedIn();
    renderWithProviders(<AppRoutes />, { route: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('when signed in, then an unknown path shows the 404 page inside the shell', async () => {
    signedIn();
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it.each([
    ['/collect', 'Capture', 'Capture'],
    ['/capture', 'Capture', 'Capture'],
    ['/chat', 'Immortal Network', 'Network'],
    ['/ai-tools/avatar-generation', 'Images & Visual', 'AI Tools'],
    ['/privacy', 'Privacy & Security', 'Privacy & Export'],
    ['/', 'Dashboard', 'Dashboard'],
  ])('when signed in, then %s shows "%s" with "%s" highlighted', async (route, heading, navLabel) => {
    signedIn();
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = within(nav).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual([navLabel]);
  });

  it("shows the user's initials in the header", async () => {
    signedIn();
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Account menu for ada' })).toHaveTextContent('AL');
  });

  it('when the dashboard opens with ?tab=, then it announces dashboardTabChange with the value', async () => {
    signedIn();
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener('dashboardTabChange', listener);
    renderWithProviders(<AppRoutes />, { route: '/dashboard?tab=voice' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(seen).toEqual(['voice']));
    window.removeEventListener('dashboardTabChange', listener);
    expect(screen.getByRole('link', { name: /Start capturing/ })).toHaveAttribute('href', '/collect');
  });
});
