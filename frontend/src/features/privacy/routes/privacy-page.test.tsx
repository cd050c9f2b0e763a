import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '@/test/user-fixture';
import * as navigation from '@/lib/navigation';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import PrivacyPage from './privacy-page';

const stats = { totalEntries: 12, weeklyEntries: 3, avgLength: 40, streak: 2, categories: { thoughts: 5, memories: 4, reflections: 3 } };

let clicked: Array<{ href: string; download: string }> = [];

beforeEach(() => {
  clicked = [];
  localStorage.clear();
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:export') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => vi.unstubAllGlobals());

function setup(routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ 'GET /api/user': () => json(200, userFixture), 'GET /api/stats': () => json(200, stats), ...routes });
  vi.stubGlobal('fetch', stub.fetchStub);
  const rendered = renderWithProviders(<PrivacyPage />, { route: '/privacy' });
  return { ...stub, ...rendered };
}

describe('the Privacy & Security page', () => {
  it('states only what is true of this deployment, and never claims end-to-end encryption', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy & Security' })).toBeInTheDocument();
    for (const title of ['Signed-in sessions', 'Passwords', 'Your data only', 'Stored on this server']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/argon2id/)).toBeInTheDocument();
    expect(screen.getByText(/httpOnly cookie/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/end-to-end/i);
    expect(screen.getByRole('heading', { name: 'Privacy Principles' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Export Data' });
  });

  it('shows the data overview from the stats', async () => {
    setup();
    for (const [label, value] of [
      ['Total Entries', '12'],
      ['Thoughts', '5'],
      ['Memories', '4'],
      ['Reflections', '3'],
    ] as const) {
      const term = await screen.findByText(label);
      await waitFor(() => expect(term.nextElementSibling).toHaveTextContent(value));
    }
  });
});

describe('Export Data', () => {
  it("goes idle → 'Exporting...' (disabled) → done, downloads immortal-export.json and toasts 'Export Complete'", async () => {
    let answer: (res: Response) => void = () => undefined;
    const { calls } = setup({ 'GET /api/export': () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(await screen.findByText('No export yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByRole('button', { name: 'Exporting...' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/export')).toBe(true);
    await act(async () =>
      answer(new Response(JSON.stringify({ entries: [] }), { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="immortal-export.json"' } })),
    );
    expect(await screen.findByText('Export Complete')).toBeInTheDocument();
    expect(clicked).toEqual([{ href: 'blob:export', download: 'immortal-export.json' }]);
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeEnabled();
    expect(screen.getByText(/is in your downloads/)).toBeInTheDocument();
    expect(screen.queryByText('No export yet')).not.toBeInTheDocument();
    expect(localStorage.getItem('immortal.lastExport.u1')).toMatch(/^\d{4}-/);
  });

  it("when the export fails, then 'Export Failed' shows and the button works again", async () => {
    setup({ 'GET /api/export': () => new Response('', { status: 500 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Export Data' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error exporting your data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeEnabled();
    expect(clicked).toEqual([]);
    expect(screen.getByText('No export yet')).toBeInTheDocument();
  });

  it('shows the time of the last export made in this browser', async () => {
    localStorage.setItem('immortal.lastExport.u1', '2025-03-04T10:00:00.000Z');
    setup();
    expect(await screen.findByText(/Mar 4, 2025/)).toBeInTheDocument();
  });
});

describe('Delete All Data', () => {
  async function openDialog() {
    fireEvent.click(await screen.findByRole('button', { name: 'Delete All Data' }));
    return screen.findByRole('alertdialog', { name: 'Delete all your data?' });
  }

  it('explains what will be erased and enables the button only for the exact username', async () => {
    setup();
    const dialog = await openDialog();
    expect(within(dialog).getByText(/Every entry/)).toBeInTheDocument();
    expect(within(dialog).getByText(/conversations with your Immortal AI/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete All Data' });
    const field = within(dialog).getByLabelText('Type your username ada to confirm');
    expect(confirm).toBeDisabled();
    for (const wrong of ['ad', 'ADA', 'ada ', 'adam']) {
      fireEvent.change(field, { target: { value: wrong } });
      expect(confirm).toBeDisabled();
    }
    fireEvent.change(field, { target: { value: 'ada' } });
    expect(confirm).toBeEnabled();
  });

  it("when confirmed, then it reads 'Deleting...', sends the username, drops the cache and goes to /login", async () => {
    let answer: (res: Response) => void = () => undefined;
    localStorage.setItem('immortal.lastExport.u1', '2025-03-04T10:00:00.000Z');
    const { calls, queryClient } = setup({ 'DELETE /api/user': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const go = vi.spyOn(navigation, 'hardNavigate').mockImplementation(() => undefined);
    const clear = vi.spyOn(queryClient, 'clear');
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Type your username/), { target: { value: 'ada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete All Data' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // nothing closes it while the deletion runs
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/api/user', body: { confirmUsername: 'ada' } }]);
    await act(async () => answer(new Response(null, { status: 204 })));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(clear).toHaveBeenCalled();
    expect(clear.mock.invocationCallOrder[0]).toBeLessThan(go.mock.invocationCallOrder[0]!);
    expect(localStorage.getItem('immortal.lastExport.u1')).toBeNull();
  });

  it("when the server refuses, then its message shows in the dialog and nothing navigates", async () => {
    setup({ 'DELETE /api/user': () => json(400, { error: { code: 'BAD_REQUEST', message: 'The username you typed does not match your account.' } }) });
    const go = vi.spyOn(navigation, 'hardNavigate').mockImplementation(() => undefined);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Type your username/), { target: { value: 'ada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete All Data' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The username you typed does not match your account.');
    expect(within(dialog).getByRole('button', { name: 'Delete All Data' })).toBeEnabled();
    expect(go).not.toHaveBeenCalled();
  });

  it('Cancel closes the dialog and forgets what was typed', async () => {
    setup();
    let dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Type your username/), { target: { value: 'ada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    dialog = await openDialog();
    expect(within(dialog).getByLabelText(/Type your username/)).toHaveValue('');
  });
});
