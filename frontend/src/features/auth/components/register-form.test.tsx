import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { RegisterForm } from './register-form';

afterEach(() => vi.unstubAllGlobals());

type Field = 'First Name' | 'Last Name' | 'Username' | 'Email' | 'Password' | 'Confirm Password';
const valid: Record<Field, string> = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  Username: 'ada_l',
  Email: 'ada@example.com',
  Password: 'engine1843',
  'Confirm Password': 'engine1843',
};

function fill(values: Partial<Record<Field, string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

/** Submits the form with `over` applied to valid values and returns the message under `field`. */
async function messageFor(field: Field, over: Partial<Record<Field, string>>) {
  fill({ ...valid, ...over });
  submit();
  const input = screen.getByLabelText(field);
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe('the register form', () => {
  it('has the six labelled fields, each password with its own toggle', () => {
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    for (const label of Object.keys(valid)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
  });

  it('when submitted empty, then every field shows its message', async () => {
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    submit();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it.each<[Field, Partial<Record<Field, string>>, string]>([
    ['First Name', { 'First Name': '   ' }, 'First name is required'],
    ['First Name', { 'First Name': 'x'.repeat(51) }, 'First name is too long'],
    ['Last Name', { 'Last Name': '' }, 'Last name is required'],
    ['Last Name', { 'Last Name': 'y'.repeat(51) }, 'Last name is too long'],
    ['Username', { Username: 'ab' }, 'Username must be at least 3 characters'],
    ['Username', { Username: 'a'.repeat(21) }, 'Username must be less than 20 characters'],
    ['Username', { Username: 'ada lovelace' }, 'Username can only contain letters, numbers, and underscores'],
    ['Email', { Email: 'ada@' }, 'Please enter a valid email address'],
    ['Password', { Password: '12345', 'Confirm Password': '12345' }, 'Password must be at least 6 characters'],
    ['Password', { Password: 'p'.repeat(101), 'Confirm Password': 'p'.repeat(101) }, 'Password is too long'],
    ['Confirm Password', { 'Confirm Password': 'engine1844' }, "Passwords don't match"],
  ])('when %s is invalid (%j), then it shows "%s" under it', async (field, over, message) => {
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    expect(await messageFor(field, over)).toBe(message);
    expect(calls).toEqual([]);
  });

  it('when the server refuses a duplicate, then its message shows in an alert', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'POST /api/register': () => json(409, { error: { code: 'CONFLICT', message: 'Username already exists' }, requestId: 'r' }) }).fetchStub,
    );
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    fill(valid);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already exists');
  });

  it('when the failure has no message, then the generic text shows', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/register': () => new Response('', { status: 500 }) }).fetchStub);
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    fill(valid);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it("when valid, then it sends the fields without the confirmation and reads 'Creating Account...'", async () => {
    const user = { id: 'u1', username: 'ada_l' };
    const { fetchStub, calls } = stubFetch({ 'POST /api/register': () => json(201, user) });
    vi.stubGlobal('fetch', fetchStub);
    const onRegistered = vi.fn(() => new Promise<void>(() => undefined));
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    fill(valid);
    submit();
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(user));
    expect(calls[0]?.body).toEqual({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada_l', email: 'ada@example.com', password: 'engine1843' });
  });
});
