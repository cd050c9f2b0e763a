// The dashboard's Identity Alignment panel end to end, against the real stack: a new user sees the early
// state; entries saved in a second tab (same session) reach the open dashboard over socket.io within
// 2 seconds, without a reload; with enough data the early state gives way to the scores, the detail
// sections open and close, and the score history draws. Full-page screenshots of each state at desktop
// and phone widths go to e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppIsUp, atPath, launchBrowser, url, visible, E2E_PASSWORD, uniqueUsername } from './support/browser';

const username = uniqueUsername('d');
const password = E2E_PASSWORD;
/** what the spec promises: an open dashboard follows a change within a second; we allow 2 */
const LIVE_UPDATE_MS = 2_000;

/** Entries rich in feeling, curiosity and style, so the personality score moves. */
const WRITING = [
  'I wonder why the stars shine so brightly tonight? I am so happy to learn and explore with my friends.',
  'Worried about tomorrow, but hopeful. I plan to prepare carefully and I am excited about the trip.',
  'Today I trusted my sister with a secret and it felt wonderful. Honestly, gonna remember this forever.',
  'I remember painting by the lake with my grandfather; he laughed whenever I spilled the blue paint.',
  'Why do I always doubt myself before a big decision? Reflecting on it, I think fear of failing drives me.',
  'Grateful for quiet mornings, strong coffee and a good book. Life feels calm and full of little joys.',
  'At the end of the day, I love building things: a poem, a song, a small app. Creating makes me feel alive.',
  'I was angry at the delay, yet I surprised myself by staying patient and kind with everyone involved.',
  'Curious about how memory works. I keep asking questions and reading papers late into the night!',
  'Looking back on this year, I feel proud. I changed jobs, moved cities and learned to trust my instincts.',
  'Sometimes sadness visits on Sunday evenings, but a walk with friends always lifts my mood again.',
];

let browser: Browser;
let context: BrowserContext;
let dashboard: Page;
let capture: Page;

const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url));
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

/** Full-page screenshots `<name>-<w>x<h>.png` at each width, then back to the page's own viewport. */
async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300); // layout, chart resize and transitions settle
    await page.screenshot({ path: `${screenshotDir}${name}-${viewport.width}x${viewport.height}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

const overallPercent = () => dashboard.getByTestId('overall-percent').textContent();
const dataPoints = () => dashboard.getByTestId('data-points').textContent();
const card = (name: 'Personality' | 'Behavior' | 'Voice') => dashboard.getByRole('button', { name: new RegExp(`^${name}:`) });

/** Saves one entry through the Capture screen of the second tab. */
async function saveEntry(content: string): Promise<void> {
  await capture.getByLabel('Your entry', { exact: true }).fill(content);
  await capture.getByRole('button', { name: 'Save Entry' }).click();
  await visible(capture.getByText('Entry saved', { exact: true }));
  await expect.poll(() => capture.getByLabel('Your entry', { exact: true }).inputValue()).toBe('');
}

/** Waits at most `ms` for `read` to differ from `before`; returns the new value and the time it took. */
async function changeWithin(read: () => Promise<string | null>, before: string | null, ms: number): Promise<{ value: string | null; tookMs: number }> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (value !== before) return { value, tookMs: Date.now() - start };
    if (Date.now() - start > ms) throw new Error(`no change from ${JSON.stringify(before)} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  await assertAppIsUp();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  dashboard = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('dashboard: Identity Alignment panel', () => {
  it('a new user sees the early state', async () => {
    await dashboard.goto(url('/register'));
    const field = (label: string) => dashboard.getByLabel(label, { exact: true });
    await field('First Name').fill('Dee');
    await field('Last Name').fill('Ashboard');
    await field('Username').fill(username);
    await field('Email').fill(`${username}@example.com`);
    await field('Password').fill(password);
    await field('Confirm Password').fill(password);
    await dashboard.getByRole('button', { name: 'Create Account' }).click();
    await atPath(dashboard, '/tutorial');

    await dashboard.goto(url('/dashboard'));
    await visible(dashboard.getByRole('heading', { name: 'Ready to grow with your data' }));
    expect(await overallPercent()).toBe('0%');
    expect(await dataPoints()).toBe('0 data points');
    expect(await dashboard.getByText('Early Stage', { exact: true }).count()).toBe(1);
    expect(await dashboard.getByRole('link', { name: 'Capture a thought' }).getAttribute('href')).toBe('/collect');
    expect(await dashboard.getByRole('link', { name: /Start capturing/ }).getAttribute('href')).toBe('/collect');
    await visible(dashboard.getByText('Your progress will appear here'));
    await shots(dashboard, 'dashboard-early');
  });

  it('entries saved in a second tab reach the open dashboard within 2 s, without a reload', async () => {
    let reloaded = false;
    dashboard.on('framenavigated', (frame) => {
      if (frame === dashboard.mainFrame()) reloaded = true;
    });
    // the dashboard must learn of the change from the socket, not by asking again
    let alignmentGets = 0;
    dashboard.on('request', (req) => {
      if (req.method() === 'GET' && new URL(req.url()).pathname === '/api/identity-alignment') alignmentGets += 1;
    });
    capture = await context.newPage();
    await capture.goto(url('/capture'));
    await visible(capture.getByRole('button', { name: 'Save Entry' }));

    for (const content of WRITING.slice(0, 3)) {
      const before = await dataPoints();
      await saveEntry(content);
      const { value, tookMs } = await changeWithin(dataPoints, before, LIVE_UPDATE_MS);
      console.log(`live update: ${before} -> ${value} in ${tookMs} ms after 'Entry saved'`);
      expect(tookMs).toBeLessThanOrEqual(LIVE_UPDATE_MS);
    }
    expect(await dataPoints()).toBe('3 data points');
    // the score moved off zero as well, and the history gained points
    expect(await overallPercent()).not.toBe('0%');
    expect(reloaded).toBe(false);
    expect(alignmentGets).toBe(0);
  });

  it('with enough data, the early state gives way to the scores and the history chart', async () => {
    for (const content of WRITING.slice(3)) await saveEntry(content);
    await expect.poll(dataPoints, { timeout: 10_000 }).toBe(`${WRITING.length} data points`);
    await dashboard.getByRole('heading', { name: 'Ready to grow with your data' }).waitFor({ state: 'detached', timeout: 10_000 });
    await visible(dashboard.getByTestId('history-summary'));
    expect(await dashboard.getByTestId('history-summary').textContent()).toMatch(/^Your overall score went from \d+% .*to \d+% .*over \d+ updates/);
    await visible(dashboard.locator('.recharts-surface'));
    await capture.close();
    await shots(dashboard, 'dashboard-data');
  });

  it('opens one detail at a time, and closes it on the same card, a click elsewhere, or Escape', async () => {
    await card('Personality').click();
    await visible(dashboard.getByRole('heading', { name: 'Personality Analysis (Including Sentiment)' }));
    await visible(dashboard.getByRole('heading', { name: 'Personality Insights' }));
    expect(await card('Personality').getAttribute('aria-expanded')).toBe('true');
    expect(await dashboard.getByTestId('insight-text').textContent()).toBeTruthy();
    await shots(dashboard, 'dashboard-personality');

    await card('Behavior').click();
    await visible(dashboard.getByRole('heading', { name: 'Behavior Metrics' }));
    expect(await card('Personality').getAttribute('aria-expanded')).toBe('false');
    expect(await dashboard.getByRole('heading', { name: 'Personality Analysis (Including Sentiment)' }).count()).toBe(0);
    await shots(dashboard, 'dashboard-behavior');

    await card('Behavior').click();
    expect(await card('Behavior').getAttribute('aria-expanded')).toBe('false');

    await card('Voice').click();
    await visible(dashboard.getByRole('heading', { name: 'Voice Replication Metrics' }));
    await shots(dashboard, 'dashboard-voice');
    await dashboard.getByRole('heading', { level: 1, name: 'Dashboard' }).click();
    expect(await card('Voice').getAttribute('aria-expanded')).toBe('false');

    await card('Voice').click();
    expect(await card('Voice').getAttribute('aria-expanded')).toBe('true');
    await dashboard.keyboard.press('Escape');
    expect(await card('Voice').getAttribute('aria-expanded')).toBe('false');
  });

  it('refresh recomputes and refetches the score', async () => {
    const refetched = dashboard.waitForResponse((res) => res.url().endsWith('/api/identity-alignment') && res.request().method() === 'GET');
    await dashboard.getByRole('button', { name: 'Refresh alignment score' }).click();
    expect((await refetched).status()).toBe(200);
    await visible(dashboard.getByRole('button', { name: 'Refresh alignment score' }));
    expect(await dashboard.getByRole('button', { name: 'Refresh alignment score' }).isEnabled()).toBe(true);
  });
});
