import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { INSIGHTS_FALLBACK } from '../components/growth-insights';
import InsightsPage from './insights-page';

afterEach(() => vi.unstubAllGlobals());

const stats = { totalEntries: 10, weeklyEntries: 4, avgLength: 37, streak: 3, categories: { thoughts: 5, memories: 3, reflections: 2 } };

function setup(routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(routes);
  const urls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return stub.fetchStub(input, init);
  });
  renderWithProviders(<InsightsPage />, { route: '/insights' });
  return { urls };
}

const card = (label: string) => screen.getByRole('heading', { name: label }).closest('li')!;

describe('the Insights screen', () => {
  it('shows the four stat cards, asking for the stats in the browser time zone', async () => {
    const { urls } = setup({ 'GET /api/stats': () => json(200, stats), 'GET /api/insights': () => json(200, { insight: 'You write about the sea.' }) });
    await screen.findByText('37');
    expect(card('Total Entries')).toHaveTextContent('10');
    expect(card('This Week')).toHaveTextContent('4');
    expect(card('Avg. Words')).toHaveTextContent('37');
    expect(card('Day Streak')).toHaveTextContent('3');
    expect(urls).toContain(`/api/stats?tzOffset=${new Date().getTimezoneOffset()}`);
  });

  it('draws thoughts, memories and reflections as bars proportional to their share, with counts', async () => {
    setup({ 'GET /api/stats': () => json(200, stats), 'GET /api/insights': () => json(200, { insight: 'x' }) });
    expect(screen.getByRole('heading', { name: 'Entry Types' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Entries by type' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Thoughts5 entries, (50%)', 'Memories3 entries, (30%)', 'Reflections2 entries, (20%)']);
    expect(screen.getByTestId('bar-thoughts')).toHaveStyle({ width: '50%' });
    expect(screen.getByTestId('bar-memories')).toHaveStyle({ width: '30%' });
    expect(screen.getByTestId('bar-reflections')).toHaveStyle({ width: '20%' });
  });

  it('shows the Growth Insights text from the alignment service', async () => {
    setup({ 'GET /api/stats': () => json(200, stats), 'GET /api/insights': () => json(200, { insight: 'Across your 10 entries, joy stands out.' }) });
    expect(await screen.findByText('Across your 10 entries, joy stands out.')).toBeInTheDocument();
  });

  it('falls back to its own words, without an error toast, while insights are not available', async () => {
    setup({ 'GET /api/stats': () => json(200, stats) }); // /api/insights answers 404
    expect(await screen.findByText(INSIGHTS_FALLBACK)).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('shows a loading state for the insight', () => {
    setup({ 'GET /api/stats': () => json(200, stats), 'GET /api/insights': () => new Promise<Response>(() => undefined) });
    expect(screen.getByText('Loading insights...')).toBeInTheDocument();
  });
});
