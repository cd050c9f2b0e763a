import { MAX_CONTENT_LENGTH } from '@immortal/proto/journal';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryFixture, LONG_TEXT } from '@/features/entries/test/entry-fixtures';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { TYPE_PLACEHOLDERS } from '../lib/capture-copy';
import CapturePage from './capture-page';

afterEach(() => vi.unstubAllGlobals());

type Routes = Parameters<typeof stubFetch>[0];

function setup(routes: Routes = {}) {
  const stub = stubFetch({ 'GET /api/entries': () => json(200, []), ...routes });
  vi.stubGlobal('fetch', stub.fetchStub);
  const rendered = renderWithProviders(<CapturePage />, { route: '/capture' });
  return { ...stub, ...rendered };
}

const entryField = () => screen.getByLabelText('Your entry');
const saveButton = () => screen.getByRole('button', { name: 'Save Entry' });
const type = (value: string) => fireEvent.change(entryField(), { target: { value } });
const posts = (calls: ReturnType<typeof stubFetch>['calls']) => calls.filter((c) => c.method === 'POST' && c.path === '/api/entries').map((c) => c.body);

describe('the Capture screen', () => {
  it('offers Quotes, Memory and Deep Reflection as a radio group, Quotes first and chosen', async () => {
    setup();
    const group = screen.getByRole('radiogroup', { name: 'What are you capturing?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual([expect.stringContaining('Quotes'), expect.stringContaining('Memory'), expect.stringContaining('Deep Reflection')]);
    expect(within(group).getByRole('radio', { name: /Quotes/ })).toHaveAttribute('aria-checked', 'true');
    expect(entryField()).toHaveAttribute('rows', '8');
    expect(entryField()).toHaveAttribute('placeholder', TYPE_PLACEHOLDERS.thought);
    expect(await screen.findByText('No entries yet. Start capturing your thoughts above!')).toBeInTheDocument();
  });

  it('moves the choice with the arrow keys, wrapping, and changes the placeholder with it', () => {
    setup();
    const quotes = screen.getByRole('radio', { name: /Quotes/ });
    quotes.focus();
    fireEvent.keyDown(quotes, { key: 'ArrowRight' });
    const memory = screen.getByRole('radio', { name: /Memory/ });
    expect(memory).toHaveAttribute('aria-checked', 'true');
    expect(memory).toHaveFocus();
    expect(memory).toHaveAttribute('tabindex', '0');
    expect(quotes).toHaveAttribute('tabindex', '-1');
    expect(entryField()).toHaveAttribute('placeholder', TYPE_PLACEHOLDERS.memory);
    fireEvent.keyDown(memory, { key: 'ArrowDown' });
    expect(screen.getByRole('radio', { name: /Deep Reflection/ })).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(screen.getByRole('radio', { name: /Deep Reflection/ }), { key: 'ArrowRight' });
    expect(quotes).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(quotes, { key: 'ArrowLeft' });
    expect(screen.getByRole('radio', { name: /Deep Reflection/ })).toHaveAttribute('aria-checked', 'true');
    expect(entryField()).toHaveAttribute('placeholder', TYPE_PLACEHOLDERS.reflection);
  });

  it('keeps Save Entry disabled while the text is blank', () => {
    setup();
    expect(saveButton()).toBeDisabled();
    type('   \n  ');
    expect(saveButton()).toBeDisabled();
    type('Something worth keeping');
    expect(saveButton()).toBeEnabled();
  });

  it("when saved, then it reads 'Saving...', toasts 'Entry saved', resets to a blank Quotes entry and refreshes what depends on entries", async () => {
    let answer: (res: Response) => void = () => undefined;
    const saved = entryFixture({ type: 'memory', content: 'The day we met' });
    let entries: unknown[] = [];
    const { calls, queryClient } = setup({
      'GET /api/entries': () => json(200, entries),
      'POST /api/entries': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await screen.findByText('No entries yet. Start capturing your thoughts above!');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('radio', { name: /Memory/ }));
    type('The day we met');
    fireEvent.click(saveButton());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(posts(calls)).toEqual([{ type: 'memory', content: 'The day we met' }]);

    entries = [saved];
    await act(async () => answer(json(201, saved)));
    expect(await screen.findByText('Entry saved')).toBeInTheDocument();
    expect(screen.getByText('Your entry has been saved successfully.')).toBeInTheDocument();
    expect(entryField()).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Quotes/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Save Entry' })).toBeDisabled();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    for (const key of [['/api/entries'], ['/api/stats'], ['/api/personality'], ['/api/identity-alignment']]) expect(keys).toContainEqual(key);
    // the new entry shows in Recent Entries, with its badge
    const recent = await screen.findByRole('list', { name: 'Recent entries' });
    expect(within(recent).getByText('The day we met')).toBeInTheDocument();
    expect(within(recent).getByText('Memory')).toBeInTheDocument();
  });

  it("when saving fails, then the destructive toast 'Error' shows and nothing typed is lost", async () => {
    const { calls } = setup({ 'POST /api/entries': () => new Response('', { status: 503, statusText: 'Service Unavailable' }) });
    fireEvent.click(screen.getByRole('radio', { name: /Deep Reflection/ }));
    type('A reflection I do not want to lose');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Failed to save entry. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(entryField()).toHaveValue('A reflection I do not want to lose');
    expect(screen.getByRole('radio', { name: /Deep Reflection/ })).toHaveAttribute('aria-checked', 'true');
    expect(saveButton()).toBeEnabled();
    expect(posts(calls)).toHaveLength(1);
  });

  it("when the server refuses with 400, then its message shows under the field too", async () => {
    setup({ 'POST /api/entries': () => json(400, { error: { code: 'VALIDATION', message: 'Content is required' }, requestId: 'r' }) });
    type('x');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Failed to save entry. Please try again.')).toBeInTheDocument();
    expect(entryField()).toHaveAttribute('aria-invalid', 'true');
    expect(entryField()).toHaveAccessibleDescription(expect.stringContaining('Content is required'));
    type('x2');
    expect(entryField()).not.toHaveAttribute('aria-invalid');
  });

  it('saves with Ctrl+Enter or Cmd+Enter from the text field', async () => {
    const { calls } = setup({ 'POST /api/entries': () => json(201, entryFixture()) });
    type('Keyboard first');
    fireEvent.keyDown(entryField(), { key: 'Enter', ctrlKey: true });
    await screen.findByText('Entry saved');
    type('And on a Mac');
    fireEvent.keyDown(entryField(), { key: 'Enter', metaKey: true });
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    fireEvent.keyDown(entryField(), { key: 'Enter' });
    expect(posts(calls)).toHaveLength(2);
  });

  it('sends the optional title and category only when given', async () => {
    const { calls } = setup({ 'POST /api/entries': () => json(201, entryFixture()) });
    const toggle = screen.getByRole('button', { name: /Add a title and category/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  First day  ' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'learning' } });
    type('Learned to read music');
    fireEvent.click(saveButton());
    await screen.findByText('Entry saved');
    expect(posts(calls)).toEqual([{ type: 'thought', content: 'Learned to read music', title: 'First day', category: 'learning' }]);
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it('Clear resets the text, the optional fields and the type', () => {
    setup();
    fireEvent.click(screen.getByRole('radio', { name: /Memory/ }));
    type('Draft');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(entryField()).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Quotes/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('shows a live character count near the limit, and refuses text over it', () => {
    setup();
    type('a'.repeat(100));
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    type('a'.repeat(MAX_CONTENT_LENGTH - 10));
    expect(screen.getByText('49,990 / 50,000 characters')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    type('a'.repeat(MAX_CONTENT_LENGTH + 1));
    expect(screen.getByText('50,001 / 50,000 characters')).toBeInTheDocument();
    expect(screen.getByText('Entry is too long (at most 50,000 characters)')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });
});

describe('Recent Entries', () => {
  it('shows the latest 5 with type badge, relative time, title and a 100–200 character preview', async () => {
    const entries = [
      entryFixture({ type: 'thought', content: LONG_TEXT, title: 'Coast road' }),
      entryFixture({ type: 'memory', content: 'Grandmother’s kitchen' }),
      entryFixture({ type: 'reflection', content: 'Patience pays' }),
      entryFixture({ type: 'photo', content: 'Photo: lake.jpg\nImage URL: https://img.example/lake.jpg\nMy thoughts: Still water' }),
      entryFixture({ type: 'generated', content: 'Image generated: a red kite', metadata: { imageUrl: 'https://img.example/kite.png', generatedByAI: true } }),
      entryFixture({ content: 'Sixth, not shown' }),
    ];
    setup({ 'GET /api/entries': () => json(200, entries) });
    const list = await screen.findByRole('list', { name: 'Recent entries' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((li) => within(li).getAllByText(/^(Quotes|Memory|Deep Reflection|Photo|Image|Generated)$/)[0]!.textContent)).toEqual([
      'Quotes',
      'Memory',
      'Deep Reflection',
      'Photo',
      'Generated',
    ]);
    expect(within(items[0]!).getByRole('heading', { name: 'Coast road' })).toBeInTheDocument();
    const preview = within(items[0]!).getByText(/^I remember the summer/).textContent!;
    expect(preview.length).toBeGreaterThanOrEqual(100);
    expect(preview.length).toBeLessThanOrEqual(200);
    expect(preview.endsWith('…')).toBe(true);
    expect(within(items[0]!).getByText(/ago$/)).toBeInTheDocument();
    expect(within(items[3]!).getByText('Still water')).toBeInTheDocument();
    expect(screen.queryByText('Sixth, not shown')).not.toBeInTheDocument();
  });

  it('shows a loading skeleton while the entries load', () => {
    setup({ 'GET /api/entries': () => new Promise<Response>(() => undefined) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading entries...');
  });
});
