import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversationFixture, entryFixture, LONG_TEXT } from '@/features/entries/test/entry-fixtures';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import LibraryPage from './library-page';

afterEach(() => vi.unstubAllGlobals());

type Routes = Parameters<typeof stubFetch>[0];

/** Like stubFetch, but also records each request's full URL (query string included). */
function setup(routes: Routes) {
  const stub = stubFetch(routes);
  const urls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return stub.fetchStub(input, init);
  });
  renderWithProviders(<LibraryPage />, { route: '/search' });
  const searches = () => urls.filter((u) => u.startsWith('/api/search')).map((u) => Object.fromEntries(new URL(u, 'http://x').searchParams));
  return { ...stub, urls, searches };
}

/** Radix Tabs activate on mousedown (left button) or keyboard focus. */
const openTab = (name: RegExp | string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

const entries = (n: number) => Array.from({ length: n }, (_, i) => entryFixture({ content: `Entry ${i + 1} ${LONG_TEXT}` }));
const conversations = (n: number) => Array.from({ length: n }, (_, i) => conversationFixture({ userMessage: `Question ${i + 1}` }));

describe('the Library', () => {
  it('shows the counts in the header and the tabs, with the tagline', async () => {
    setup({ 'GET /api/entries': () => json(200, entries(5)), 'GET /api/conversations': () => json(200, conversations(2)) });
    expect(await screen.findByRole('tab', { name: 'All Data (7)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Entries (5)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Conversations (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Saved content helps train your Immortal AI')).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'What your library holds' });
    expect(counts).toHaveTextContent('5 entries');
    expect(counts).toHaveTextContent('2 conversations');
  });

  it("shows the first 3 entries and 3 conversations, and '...and N more data points' past 6 in all", async () => {
    setup({ 'GET /api/entries': () => json(200, entries(5)), 'GET /api/conversations': () => json(200, conversations(4)) });
    await screen.findByRole('tab', { name: 'All Data (9)' });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByText(/^Entry \d/)).toHaveLength(3);
    expect(within(panel).getAllByText(/^Question \d/)).toHaveLength(3);
    expect(within(panel).getByText('...and 3 more data points')).toBeInTheDocument();
  });

  it('shows no "more data points" line at 6 or fewer, and the empty conversations text', async () => {
    setup({ 'GET /api/entries': () => json(200, entries(3)), 'GET /api/conversations': () => json(200, []) });
    await screen.findByRole('tab', { name: 'All Data (3)' });
    expect(screen.getByText('No Conversations Yet')).toBeInTheDocument();
    expect(screen.getByText('Start chatting with your Immortal AI to see conversation history here.')).toBeInTheDocument();
    expect(screen.queryByText(/more data points/)).not.toBeInTheDocument();
  });

  it('lists every entry on the Entries tab with previews of 100 to 200 characters', async () => {
    setup({ 'GET /api/entries': () => json(200, entries(8)), 'GET /api/conversations': () => json(200, []) });
    await screen.findByRole('tab', { name: 'Entries (8)' });
    openTab('Entries (8)');
    const list = await screen.findByRole('list', { name: 'All entries' });
    const previews = within(list).getAllByText(/^Entry \d/);
    expect(previews).toHaveLength(8);
    for (const p of previews) {
      expect(p.textContent!.length).toBeGreaterThanOrEqual(100);
      expect(p.textContent!.length).toBeLessThanOrEqual(200);
      expect(p.textContent!.endsWith('…')).toBe(true);
    }
  });

  it('shows an empty Conversations tab with its message', async () => {
    setup({ 'GET /api/entries': () => json(200, []), 'GET /api/conversations': () => json(200, []) });
    openTab(/^Conversations/);
    expect(await screen.findByText('No Conversations Yet')).toBeInTheDocument();
  });

  it('opens an image entry large in a dialog titled with its title, or "Image from Library"', async () => {
    setup({
      'GET /api/entries': () =>
        json(200, [
          entryFixture({ type: 'photo', title: null, content: 'Photo: a.jpg\nImage URL: https://img.example/a.jpg\nMy thoughts: Morning fog' }),
          entryFixture({ type: 'generated', title: 'Red kite', content: 'Image generated: a red kite', metadata: { imageUrl: 'https://img.example/kite.png' } }),
        ]),
      'GET /api/conversations': () => json(200, []),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open image: Image from Library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image from Library' });
    expect(within(dialog).getByRole('img', { name: 'Image from Library' })).toHaveAttribute('src', 'https://img.example/a.jpg');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Open image: Red kite' }));
    expect(await screen.findByRole('dialog', { name: 'Red kite' })).toBeInTheDocument();
  });
});

describe('Library search', () => {
  const base = { 'GET /api/entries': () => json(200, []), 'GET /api/conversations': () => json(200, []) };

  it('before any search, shows "Search Your Personal Archive" with tips', async () => {
    setup(base);
    openTab('Search');
    expect(await screen.findByRole('heading', { name: 'Search Your Personal Archive' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('runs only for a query that is not blank after trimming', async () => {
    const { searches } = setup({ ...base, 'GET /api/search': () => json(200, []) });
    openTab('Search');
    const box = await screen.findByLabelText('Search your entries');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box.closest('form')!);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(searches()).toEqual([]);
    expect(screen.getByText('Type a word or two to search for.')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: '  lake  ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(searches()).toEqual([{ q: 'lake' }]));
  });

  it('passes the filters as query parameters, leaving out "all", and re-runs the current search when one changes', async () => {
    const hit = entryFixture({ content: 'Deadline for the project', category: 'professional' });
    const { searches } = setup({ ...base, 'GET /api/search': () => json(200, [hit]) });
    openTab('Search');
    // a filter changed before any search runs nothing
    fireEvent.change(await screen.findByLabelText('Category'), { target: { value: 'creative' } });
    expect(searches()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Search your entries'), { target: { value: 'deadline' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches()).toEqual([{ q: 'deadline' }]));
    expect(await screen.findByText(/result for/)).toHaveTextContent('1 result for “deadline”');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'professional' } });
    await waitFor(() => expect(searches().at(-1)).toEqual({ q: 'deadline', category: 'professional' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: 'month' } });
    await waitFor(() => expect(searches().at(-1)).toEqual({ q: 'deadline', category: 'professional', dateRange: 'month' }));
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'all' } });
    await waitFor(() => expect(searches().at(-1)).toEqual({ q: 'deadline', dateRange: 'month' }));
  });

  it('shows a 3-row skeleton while searching, then "No results found"', async () => {
    let answer: (res: Response) => void = () => undefined;
    setup({ ...base, 'GET /api/search': () => new Promise<Response>((resolve) => (answer = resolve)) });
    openTab('Search');
    fireEvent.change(await screen.findByLabelText('Search your entries'), { target: { value: 'nothing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const busy = await screen.findByText('Searching...');
    expect(busy.parentElement!.querySelectorAll(':scope > div')).toHaveLength(3);
    answer(json(200, []));
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or filters')).toBeInTheDocument();
  });

  it("when the search fails, then the destructive toast 'Search failed' shows", async () => {
    setup({ ...base, 'GET /api/search': () => new Response('', { status: 500, statusText: 'Internal Server Error' }) });
    openTab('Search');
    fireEvent.change(await screen.findByLabelText('Search your entries'), { target: { value: 'lake' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    expect(screen.getByText('The search could not be completed.')).toBeInTheDocument();
  });

  it('keeps the query and results while another tab is looked at', async () => {
    setup({ ...base, 'GET /api/search': () => json(200, [entryFixture({ content: 'Lake at dawn' })]) });
    openTab('Search');
    fireEvent.change(await screen.findByLabelText('Search your entries'), { target: { value: 'lake' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Lake at dawn');
    openTab(/^All Data/);
    openTab('Search');
    expect(screen.getByLabelText('Search your entries')).toHaveValue('lake');
    expect(screen.getByText('Lake at dawn')).toBeVisible();
  });
});
