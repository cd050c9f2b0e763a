import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingToastOnLoad } from '@/app/pending-toast-on-load';
import * as navigation from '@/lib/navigation';
import { takeStashedToast } from '@/lib/pending-toast';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import LoginPage from './login-page';
import RegisterPage from './register-page';

afterEach(() => vi.unstubAllGlobals());

const user = { id: 'u1', username: 'ada', firstName: 'Ada', lastName: 'Lovelace' };
const progress = (over = {}) => ({ currentStep: 0, completed: false, completedSteps: [], tutorialSkipped: false, lastAccessedAt: null, ...over });

async function signIn(routes: Parameters<typeof stubFetch>[0], route = '/login') {
  vi.stubGlobal('fetch', stubFetch({ 'POST /api/login': () => json(200, user), ...routes }).fetchStub);
  const go = vi.spyOn(navigation, 'hardNavigate').mockImplementation(() => undefined);
  const { queryClient } = renderWithProviders(<LoginPage />, { route });
  const clear = vi.spyOn(queryClient, 'clear');
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
  expect(clear).toHaveBeenCalled();
  return go.mock.calls[0]?.[0];
}

describe('signing in', () => {
  it('shows the title, the tagline and the link to registration', () => {
    vi.stubGlobal('fetch', stubFetch({}).fetchStub);
    renderWithProviders(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'Welcome to Immortal' })).toBeInTheDocument();
    expect(screen.getByText('Craft Your Forever Self: Capture your thoughts, memories, and reflections')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create one here' })).toHaveAttribute('href', '/register');
  });

  it('when the tutorial is neither completed nor skipped, then the app reloads at /tutorial with the welcome toast stored', async () => {
    expect(await signIn({ 'GET /api/tutorial-progress': () => json(200, progress()) })).toBe('/tutorial');
    expect(takeStashedToast()).toEqual({ title: 'Welcome back!', description: 'You have successfully logged in.' });
  });

  it('when the tutorial was skipped, then the app reloads at /dashboard', async () => {
    expect(await signIn({ 'GET /api/tutorial-progress': () => json(200, progress({ tutorialSkipped: true })) })).toBe('/dashboard');
  });

  it('when the progress request fails, then the app reloads at /tutorial', async () => {
    expect(await signIn({ 'GET /api/tutorial-progress': () => new Response('', { status: 503 }) })).toBe('/tutorial');
  });

  it('honours ?redirect= with a same-origin path only', async () => {
    expect(await signIn({ 'GET /api/tutorial-progress': () => json(200, progress()) }, '/login?redirect=%2Fsearch')).toBe('/search');
  });

  it('ignores a ?redirect= to another origin', async () => {
    expect(await signIn({ 'GET /api/tutorial-progress': () => json(200, progress({ completed: true })) }, '/login?redirect=%2F%2Fevil.example')).toBe('/dashboard');
  });

  it("after the reload, the stored toast shows once", async () => {
    await signIn({ 'GET /api/tutorial-progress': () => json(200, progress()) });
    cleanup(); // the reload: a fresh page
    renderWithProviders(<PendingToastOnLoad />);
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have successfully logged in.')).toBeInTheDocument();
    expect(takeStashedToast()).toBeNull();
  });
});

describe('the demo', () => {
  it("offers 'Try the demo' only in demo mode", async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/auth/options': () => json(200, { demoMode: false }) }).fetchStub);
    const first = renderWithProviders(<LoginPage />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /Try the demo/ })).not.toBeInTheDocument();
    first.unmount();

    vi.stubGlobal('fetch', stubFetch({ 'GET /api/auth/options': () => json(200, { demoMode: true }) }).fetchStub);
    renderWithProviders(<LoginPage />);
    expect(await screen.findByRole('button', { name: /Try the demo/ })).toBeInTheDocument();
  });

  it('signs into the demo account and reloads at its target', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/auth/options': () => json(200, { demoMode: true }),
        'POST /api/login/demo': () => json(200, user),
        'GET /api/tutorial-progress': () => json(200, progress({ completed: true })),
      }).fetchStub,
    );
    const go = vi.spyOn(navigation, 'hardNavigate').mockImplementation(() => undefined);
    renderWithProviders(<LoginPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Try the demo/ }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/dashboard'));
  });
});

describe('registering', () => {
  it('when the account is created, then the app reloads at /tutorial', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/register': () => json(201, user) }).fetchStub);
    const go = vi.spyOn(navigation, 'hardNavigate').mockImplementation(() => undefined);
    renderWithProviders(<RegisterPage />, { route: '/register' });
    const values: Record<string, string> = {
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Username: 'ada',
      Email: 'ada@example.com',
      Password: 'secret1',
      'Confirm Password': 'secret1',
    };
    for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/tutorial'));
  });
});
