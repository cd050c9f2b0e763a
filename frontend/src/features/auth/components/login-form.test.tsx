import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

describe('the login form', () => {
  it('when submitted empty, then both required messages show under their fields', async () => {
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    submit();
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    const username = screen.getByLabelText('Username');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(calls).toEqual([]);
  });

  it('when a field is corrected after a failed submit, then its message goes away at once', async () => {
    vi.stubGlobal('fetch', stubFetch({}).fetchStub);
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    submit();
    await screen.findByText('Username is required');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada' } });
    await waitFor(() => expect(screen.queryByText('Username is required')).not.toBeInTheDocument());
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("when the server refuses, then its message shows in an alert", async () => {
    const { fetchStub } = stubFetch({
      'POST /api/login': () => json(401, { error: { code: 'UNAUTHORIZED', message: 'Invalid username or password' }, requestId: 'x' }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('when the failure has no message, then the generic text shows', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/login': () => new Response('', { status: 502, statusText: 'Bad Gateway' }) }).fetchStub);
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  });

  it("when the credentials are accepted, then it reads 'Signing in...' and hands over the user", async () => {
    const user = { id: 'u1', username: 'ada' };
    const { fetchStub, calls } = stubFetch({ 'POST /api/login': () => json(200, user) });
    vi.stubGlobal('fetch', fetchStub);
    const onSignedIn = vi.fn(() => new Promise<void>(() => undefined)); // the page reloads; never settles
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' ada ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    submit();
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(calls).toEqual([{ method: 'POST', path: '/api/login', body: { username: 'ada', password: 'secret1' } }]);
  });
});
