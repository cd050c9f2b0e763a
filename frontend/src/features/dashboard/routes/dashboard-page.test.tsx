import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AlignmentView } from '@immortal/proto/alignment';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { applyAlignmentUpdate } from '../model/use-alignment-realtime';
import {
  alignmentFixture,
  emptyAlignmentFixture,
  historyFixture,
  insightFixture,
  musicProfileFixture,
  personalityFixture,
  recomputedFixture,
} from '../test/fixtures';
import DashboardPage from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

// the history chart is a lazy chunk (recharts): load it once up front so no test waits on its first import
beforeAll(() => import('../components/score-history-chart'), 30_000);

/** findBy* patience for a loaded machine (the default is 1 s) */
const slow = { timeout: 5_000 };

type Routes = Parameters<typeof stubFetch>[0];
const never = () => new Promise<Response>(() => undefined);

function setup(routes: Routes = {}, { view = alignmentFixture(), route = '/dashboard' }: { view?: AlignmentView; route?: string } = {}) {
  const stub = stubFetch({
    'GET /api/user': () => json(200, { id: 'u1', username: 'ada', firstName: 'Ada' }),
    'GET /api/stats': () => json(200, { totalEntries: 30, weeklyEntries: 3, avgLength: 40, streak: 2, categories: { thoughts: 10, memories: 10, reflections: 10 } }),
    'GET /api/identity-alignment': () => json(200, view),
    'GET /api/identity-alignment/history': () => json(200, historyFixture()),
    'GET /api/personality': () => json(200, personalityFixture()),
    'GET /api/insights': () => json(200, insightFixture()),
    // the music service does not exist yet: the gateway answers 502
    'GET /api/music/personality-profile': () => json(502, { error: { code: 'BAD_GATEWAY', message: 'music is unavailable' } }),
    ...routes,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderWithProviders(<DashboardPage />, { route }) };
}

const card = (name: 'Personality' | 'Behavior' | 'Voice') => screen.getByRole('button', { name: new RegExp(`^${name}:`) });
const gets = (calls: ReturnType<typeof stubFetch>['calls'], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path).length;

describe('the Identity Alignment panel', () => {
  it("while the alignment loads, then it says 'Loading alignment data...'", async () => {
    setup({ 'GET /api/identity-alignment': never });
    expect(await screen.findByText('Loading alignment data...', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start capturing/ })).toHaveAttribute('href', '/collect');
  });

  it("when the alignment cannot be loaded, then it says 'No alignment data available' and offers a retry", async () => {
    const { calls } = setup({ 'GET /api/identity-alignment': () => json(500, { error: { code: 'INTERNAL', message: 'boom' } }) });
    expect(await screen.findByText('No alignment data available', undefined, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(gets(calls, '/api/identity-alignment')).toBe(2));
  });

  it("when the answer is empty, then it says 'No alignment data available'", async () => {
    setup({ 'GET /api/identity-alignment': () => new Response('', { status: 200 }) });
    expect(await screen.findByText('No alignment data available', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("for a new user, then the early state says 'Ready to grow with your data' with links to /collect", async () => {
    setup({ 'GET /api/identity-alignment/history': () => json(200, []) }, { view: emptyAlignmentFixture() });
    const early = await screen.findByTestId('early-state', undefined, slow);
    expect(within(early).getByRole('heading', { name: 'Ready to grow with your data' })).toBeInTheDocument();
    expect(within(early).getByText('0 of 10 data points')).toBeInTheDocument();
    const links = within(early).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(1);
    for (const link of links) expect(link).toHaveAttribute('href', '/collect');
    expect(screen.getByTestId('overall-percent')).toHaveTextContent('0%');
    expect(screen.getByText('Early Stage')).toBeInTheDocument();
    expect(screen.getByText('No dominant emotions yet')).toBeInTheDocument();
    expect(await screen.findByTestId('history-empty', undefined, slow)).toBeInTheDocument();
  });

  it('when not early, then there is no early state', async () => {
    setup();
    await screen.findByTestId('overall-percent', undefined, slow);
    expect(screen.queryByText('Ready to grow with your data')).not.toBeInTheDocument();
  });

  it('shows the four summary scores as rounded percentages in their colour bands, with the label and badge', async () => {
    setup({}, { view: alignmentFixture({ overallScore: 0.724, personalityScore: 0.85, behaviorScore: 0.6449, voiceScore: 0.41 }) });
    const overall = await screen.findByTestId('overall-percent', undefined, slow);
    expect(overall).toHaveTextContent('72%');
    expect(overall).toHaveClass('text-amber-700'); // 60+ yellow
    expect(screen.getByTestId('personality-percent')).toHaveTextContent('85%');
    expect(screen.getByTestId('personality-percent')).toHaveClass('text-emerald-700'); // 80+ green
    expect(screen.getByTestId('behavior-percent')).toHaveTextContent('64%');
    expect(screen.getByTestId('voice-percent')).toHaveTextContent('41%');
    expect(screen.getByTestId('voice-percent')).toHaveClass('text-red-700'); // below 60 red
    const badge = screen.getByText('Good');
    expect(badge).toHaveAttribute('data-colour', 'blue');
    expect(badge).toHaveAttribute('data-icon', 'star');
    expect(screen.getByTestId('data-points')).toHaveTextContent('48 data points');
  });

  it.each([
    [0.93, 'Exceptional', 'green', 'flame'],
    [0.81, 'Strong', 'green', 'flame'],
    [0.65, 'Developing', 'blue', 'star'],
    [0.45, 'Emerging', 'yellow', 'chart-bar'],
    [0.2, 'Early Stage', 'orange', 'sprout'],
  ])('an overall score of %f reads %s with a %s %s badge', async (overallScore, label, colour, icon) => {
    setup({}, { view: alignmentFixture({ overallScore }) });
    const badge = await screen.findByText(label, undefined, slow);
    expect(badge).toHaveAttribute('data-colour', colour);
    expect(badge).toHaveAttribute('data-icon', icon);
  });

  it('shows the five sub-scores with their descriptions', async () => {
    setup();
    await screen.findByTestId('overall-percent', undefined, slow);
    for (const [label, percent] of [
      ['Quantity', '55%'],
      ['Quality', '61%'],
      ['Diversity', '48%'],
      ['Coverage', '30%'],
      ['Consistency', '64%'],
    ]) {
      expect(screen.getByTestId(`metric-${label}`)).toHaveTextContent(percent!);
    }
    expect(screen.getByText('How much you have shared.')).toBeInTheDocument();
  });

  it('the cards open one detail at a time; the same card, a click elsewhere or Escape closes it', async () => {
    setup();
    await screen.findByTestId('overall-percent', undefined, slow);
    const personality = card('Personality');
    expect(personality).toHaveAttribute('aria-expanded', 'false');
    expect(personality).toHaveAttribute('aria-controls', 'alignment-detail-personality');

    fireEvent.click(personality);
    expect(personality).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Personality Analysis (Including Sentiment)' })).toBeVisible();
    expect(document.getElementById('alignment-detail-personality')).toBeVisible();

    // another card: only that one is open
    fireEvent.click(card('Behavior'));
    expect(card('Behavior')).toHaveAttribute('aria-expanded', 'true');
    expect(personality).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'Behavior Metrics' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Personality Analysis (Including Sentiment)' })).not.toBeInTheDocument();

    // the same card again closes it
    fireEvent.click(card('Behavior'));
    expect(card('Behavior')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Behavior Metrics' })).not.toBeInTheDocument();

    // a click inside the open detail keeps it; a click anywhere else closes it
    fireEvent.click(card('Voice'));
    const voiceHeading = screen.getByRole('heading', { name: 'Voice Replication Metrics' });
    fireEvent.click(voiceHeading);
    expect(card('Voice')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(document.body);
    expect(card('Voice')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Voice Replication Metrics' })).not.toBeInTheDocument();

    // the overall card is "elsewhere" too
    fireEvent.click(card('Voice'));
    fireEvent.click(screen.getByTestId('overall-percent'));
    expect(card('Voice')).toHaveAttribute('aria-expanded', 'false');

    // Escape closes it and puts focus back on the card
    fireEvent.click(card('Voice'));
    expect(card('Voice')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(card('Voice')).toHaveAttribute('aria-expanded', 'false');
    expect(card('Voice')).toHaveFocus();
  });

  it('while a refresh is pending, then its button is disabled with a spinning icon; afterwards the alignment is refetched', async () => {
    let finish: (res: Response) => void = () => undefined;
    const { calls } = setup({ 'POST /api/identity-alignment/refresh': () => new Promise<Response>((resolve) => (finish = resolve)) });
    await screen.findByTestId('overall-percent', undefined, slow);
    expect(gets(calls, '/api/identity-alignment')).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh alignment score' }));

    const pending = await screen.findByRole('button', { name: 'Refreshing alignment score' }, slow);
    expect(pending).toBeDisabled();
    expect(screen.getByTestId('refresh-icon')).toHaveClass('animate-spin');

    await act(async () => finish(json(200, alignmentFixture())));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh alignment score' })).toBeEnabled());
    expect(screen.getByTestId('refresh-icon')).not.toHaveClass('animate-spin');
    await waitFor(() => expect(gets(calls, '/api/identity-alignment')).toBe(2));
  });

  it('when a refresh fails, then a destructive toast says so', async () => {
    setup({ 'POST /api/identity-alignment/refresh': () => new Response('', { status: 500 }) });
    await screen.findByTestId('overall-percent', undefined, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh alignment score' }));
    expect(await screen.findByText('Failed to refresh your alignment score. Please try again.', undefined, slow)).toBeInTheDocument();
  });

  it('Behavior Metrics treat values of 1 or more as already percentages', async () => {
    setup({}, { view: alignmentFixture({ behaviorScore: 55, behaviorBreakdown: { prediction: 75, mirroring: 0.5, responseCount: 24, contextsCovered: 5 } }) });
    await screen.findByTestId('overall-percent', undefined, slow);
    expect(screen.getByTestId('behavior-percent')).toHaveTextContent('55%');
    fireEvent.click(card('Behavior'));
    expect(screen.getByTestId('metric-Prediction')).toHaveTextContent('75%');
    expect(screen.getByTestId('metric-Mirroring')).toHaveTextContent('50%');
    const detail = document.getElementById('alignment-detail-behavior')!;
    expect(within(detail).getByText('24')).toBeInTheDocument();
    expect(within(detail).getByText('5')).toBeInTheDocument();
  });

  it('Voice Replication Metrics show the four voice measures', async () => {
    setup();
    await screen.findByTestId('overall-percent', undefined, slow);
    fireEvent.click(card('Voice'));
    expect(screen.getByTestId('metric-Slang & idioms')).toHaveTextContent('35%');
    expect(screen.getByTestId('metric-Unique phrases')).toHaveTextContent('50%');
    expect(screen.getByTestId('metric-Speech patterns')).toHaveTextContent('62%');
    expect(screen.getByTestId('metric-Voice consistency')).toHaveTextContent('81%');
  });

  it('shows at most 3 dominant emotions on the card and in the detail', async () => {
    const view = alignmentFixture();
    view.personalityBreakdown.dominantEmotions = ['anger', 'fear', 'sadness', 'joy'] as never;
    setup({}, { view });
    await screen.findByTestId('overall-percent', undefined, slow);
    const onCard = within(card('Personality').closest<HTMLElement>('[data-slot="score-card"]')!).getByTestId('emotion-chips');
    expect(onCard).toHaveTextContent(/^Dominant emotions: Anger, Fear, Sadness$/);
    expect(card('Personality')).toHaveAccessibleDescription(/Dominant emotions:\s*Anger,\s*Fear,\s*Sadness/);
    fireEvent.click(card('Personality'));
    const detail = document.getElementById('alignment-detail-personality')!;
    const inDetail = within(detail).getByRole('list', { name: 'Dominant emotions' });
    expect(within(inDetail).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Anger', 'Fear', 'Sadness']);
  });

  it('with no dominant emotions, then the detail view shows joy, trust and anticipation', async () => {
    setup({}, { view: alignmentFixture({ personalityBreakdown: { dominantEmotions: [] } }) });
    await screen.findByTestId('overall-percent', undefined, slow);
    expect(screen.getByText('No dominant emotions yet')).toBeInTheDocument();
    fireEvent.click(card('Personality'));
    const detail = document.getElementById('alignment-detail-personality')!;
    const inDetail = within(detail).getByRole('list', { name: 'Dominant emotions' });
    expect(within(inDetail).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Joy', 'Trust', 'Anticipation']);
  });

  it('the personality detail shows the four sources, two consistency measures and sentiment', async () => {
    setup();
    await screen.findByTestId('overall-percent', undefined, slow);
    fireEvent.click(card('Personality'));
    for (const [label, percent] of [
      ['Thought Analysis', '80%'],
      ['Music Personality', '50%'],
      ['Visual Style', '30%'],
      ['Coherence', '62%'],
      ['Emotional', '70%'],
      ['Stylistic', '55%'],
      ['Sentiment', '60%'],
    ]) {
      expect(screen.getByTestId(`metric-${label}`)).toHaveTextContent(percent!);
    }
    expect(screen.getByText('Learned from 30 entries, 8 tracks, 4 photos, 1 generated image.')).toBeInTheDocument();
  });

  it('while personality traits load, then Personality Insights shows four placeholder bars; then the traits and the insight', async () => {
    let answer: (res: Response) => void = () => undefined;
    setup({ 'GET /api/personality': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await screen.findByTestId('overall-percent', undefined, slow);
    fireEvent.click(card('Personality'));
    expect(screen.getByRole('status', { name: 'Loading personality insights' })).toBeInTheDocument();
    expect(screen.getAllByTestId('trait-placeholder')).toHaveLength(4);

    await act(async () => answer(json(200, personalityFixture())));
    await waitFor(() => expect(screen.queryAllByTestId('trait-placeholder')).toHaveLength(0));
    expect(screen.getByTestId('metric-Optimism')).toHaveTextContent('64%');
    expect(screen.getByTestId('metric-Curiosity')).toHaveTextContent('81%');
    expect(screen.getByTestId('metric-Introspection')).toHaveTextContent('47%');
    expect(screen.getByTestId('metric-Creativity')).toHaveTextContent('58%');
    expect(screen.getByTestId('insight-text')).toHaveTextContent('You have written 30 entries, mostly about friends and learning.');
  });

  it.each([404, 502])('when the music profile answers %i, then there is no music section and no toast', async (status) => {
    const { calls } = setup({ 'GET /api/music/personality-profile': () => new Response('', { status }) });
    await screen.findByTestId('overall-percent', undefined, slow);
    fireEvent.click(card('Personality'));
    await waitFor(() => expect(gets(calls, '/api/music/personality-profile')).toBe(1));
    await act(async () => undefined);
    expect(screen.queryByTestId('music-profile')).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Personality Analysis (Including Sentiment)' })).toBeInTheDocument();
  });

  it('when there is a music profile, then its details show (traits as percentages without confidence, up to 2 genres)', async () => {
    setup({ 'GET /api/music/personality-profile': () => json(200, musicProfileFixture()) });
    await screen.findByTestId('overall-percent', undefined, slow);
    fireEvent.click(card('Personality'));
    const music = await screen.findByTestId('music-profile', undefined, slow);
    expect(within(music).getByText('From 42 tracks analysed')).toBeInTheDocument();
    expect(within(music).getByText('Jazz')).toBeInTheDocument();
    expect(within(music).getByText('Indie Rock')).toBeInTheDocument();
    expect(within(music).queryByText('Classical')).not.toBeInTheDocument();
    expect(within(music).getByText('Openness').parentElement).toHaveTextContent('82%');
    expect(within(music).getByText('Reflective').parentElement).toHaveTextContent('70%');
    expect(within(music).queryByText(/confidence/i)).not.toBeInTheDocument();
    expect(within(music).getByText('63%')).toBeInTheDocument(); // energy
    expect(within(music).getByText('48%')).toBeInTheDocument(); // valence
  });

  it('summarises the score history for everyone, and shows an empty state with fewer than 2 points', async () => {
    setup();
    expect(await screen.findByTestId('history-summary', undefined, slow)).toHaveTextContent(
      'Your overall score went from 12% on Feb 1, 2025 to 72% on Mar 1, 2025 (up 60 points) over 3 updates.',
    );
    expect(screen.getByRole('table', { name: 'Score history, oldest first' })).toBeInTheDocument();
  });

  it('with a single history point, then the history shows its empty state', async () => {
    setup({ 'GET /api/identity-alignment/history': () => json(200, historyFixture().slice(0, 1)) });
    expect(await screen.findByTestId('history-empty', undefined, slow)).toHaveTextContent('Your progress will appear here');
  });

  it('when an update is pushed, then the open panel follows without a reload', async () => {
    const { queryClient } = setup();
    await screen.findByTestId('history-summary', undefined, slow);
    expect(screen.getByTestId('overall-percent')).toHaveTextContent('72%');
    act(() => applyAlignmentUpdate(queryClient, recomputedFixture()));
    await waitFor(() => expect(screen.getByTestId('overall-percent')).toHaveTextContent('81%'));
    expect(screen.getByText('Strong')).toBeInTheDocument();
    expect(screen.getByTestId('history-summary')).toHaveTextContent('to 81% on Mar 2, 2025 (up 69 points) over 4 updates.');
    await waitFor(() => expect(screen.getByText('Identity Alignment score updated to 81%.')).toBeInTheDocument());
  });

  it('requests /api/stats and /api/user, and ?tab=behavior opens the behaviour detail', async () => {
    const { calls } = setup({}, { route: '/dashboard?tab=behavior' });
    expect(await screen.findByRole('heading', { name: 'Behavior Metrics' }, slow)).toBeInTheDocument();
    expect(card('Behavior')).toHaveAttribute('aria-expanded', 'true');
    expect(gets(calls, '/api/stats')).toBe(1);
    expect(gets(calls, '/api/user')).toBe(1);
  });
});
