// The journal screens end to end, against the real stack: capture one entry of each type and see it in
// Recent Entries with its badge; find one with a one-letter typo; narrow results by category and date;
// export a JSON file holding the entries; delete all data, after which the account cannot sign in and
// its entries are gone from the database. Screenshots of each screen at desktop and phone sizes.
import { readFile } from 'node:fs/promises';
import { MongoClient } from 'mongodb';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppIsUp, atPath, launchBrowser, screenshots, url, visible, E2E_PASSWORD, uniqueUsername } from './support/browser';

const username = uniqueUsername('j');
const password = E2E_PASSWORD;
const MONGO_URL = process.env.E2E_MONGO_URL ?? 'mongodb://127.0.0.1:17017/';

/** One entry of each type; every one mentions the harbor, so one search finds all three. */
const ENTRIES = [
  // no category given: the server files it under professional (work, meeting, project, deadline)
  { type: 'thought', label: 'Quotes', content: 'Every work meeting about the project deadline goes better by the harbor.' },
  // no category given: creative (paint, write, poem, song)
  { type: 'memory', label: 'Memory', content: 'We would paint, write a poem and hum a song down by the harbor at dusk.' },
  // category chosen in the optional field
  { type: 'reflection', label: 'Deep Reflection', content: 'Slowing down at the harbor showed me how patience changes everything.', title: 'What the harbor showed me', category: 'learning' },
] as const;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let mongo: MongoClient;
let userId = '';
const searchRequests: URLSearchParams[] = [];

beforeAll(async () => {
  await assertAppIsUp();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  page = await context.newPage();
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.pathname === '/api/search') searchRequests.push(u.searchParams);
  });
  mongo = new MongoClient(MONGO_URL, { serverSelectionTimeoutMS: 5000 });
  await mongo.connect();
});

afterAll(async () => {
  await mongo?.close();
  await context?.close();
  await browser?.close();
});

const field = (label: string) => page.getByLabel(label, { exact: true });
const text = (value: string) => page.getByText(value, { exact: true });
const entriesOf = (id: string) => mongo.db('immortal_journal').collection('entries').countDocuments({ userId: id, deletedAt: null });

async function registerFreshUser() {
  await page.goto(url('/register'));
  await field('First Name').fill('Jo');
  await field('Last Name').fill('Urnal');
  await field('Username').fill(username);
  await field('Email').fill(`${username}@example.com`);
  await field('Password').fill(password);
  await field('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await atPath(page, '/tutorial');
}

/** The visible "N results for “q”" line, once it reads as expected. */
async function expectResults(count: number, query: string) {
  if (count === 0) {
    await visible(text('No results found'));
    await visible(text('Try adjusting your search terms or filters'));
    return;
  }
  const line = page.getByRole('status').filter({ hasText: /results? for/ });
  await expect.poll(async () => (await line.count()) ? line.first().textContent() : null, { timeout: 15_000 }).toBe(`${count} ${count === 1 ? 'result' : 'results'} for “${query}”`);
  expect(await page.getByRole('list', { name: 'Results' }).getByRole('listitem').count()).toBe(count);
}

const lastSearch = () => Object.fromEntries(searchRequests.at(-1) ?? []);

describe('journal: capture, library, search, export and delete', () => {
  it('registers a fresh user and shows an empty Capture screen and Library', async () => {
    await registerFreshUser();
    userId = await page.evaluate(async () => ((await (await fetch('/api/user', { credentials: 'include' })).json()) as { id: string }).id);
    expect(userId).toBeTruthy();

    await page.goto(url('/capture'));
    await visible(page.getByRole('heading', { level: 1, name: 'Capture' }));
    await visible(text('No entries yet. Start capturing your thoughts above!'));
    expect(await page.getByRole('button', { name: 'Save Entry' }).isDisabled()).toBe(true);
    await screenshots(page, 'journal-capture-empty', { fullPage: true });

    await page.goto(url('/search'));
    await visible(page.getByRole('tab', { name: 'All Data (0)' }));
    await visible(text('Saved content helps train your Immortal AI'));
    await visible(text('No Conversations Yet'));
    await visible(text('Start chatting with your Immortal AI to see conversation history here.'));
    await screenshots(page, 'journal-library-empty', { fullPage: true });
  });

  it('captures an entry of each type and shows each in Recent Entries with its badge', async () => {
    await page.goto(url('/collect'));
    await visible(page.getByRole('heading', { level: 1, name: 'Capture' }));
    const recent = page.getByRole('list', { name: 'Recent entries' }).getByRole('listitem');

    for (const entry of ENTRIES) {
      await page.getByRole('radio', { name: new RegExp(entry.label) }).click();
      expect(await page.getByRole('radio', { name: new RegExp(entry.label) }).getAttribute('aria-checked')).toBe('true');
      if ('title' in entry) {
        await page.getByRole('button', { name: /Add a title and category/ }).click();
        await field('Title').fill(entry.title);
        await field('Category').selectOption(entry.category);
      }
      await field('Your entry').fill(entry.content);
      await page.getByRole('button', { name: 'Save Entry' }).click();
      await visible(text('Entry saved'));
      await visible(text('Your entry has been saved successfully.'));
      // the form is reset to a blank Quotes entry, and the new entry leads Recent Entries
      await expect.poll(() => field('Your entry').inputValue()).toBe('');
      expect(await page.getByRole('radio', { name: /Quotes/ }).getAttribute('aria-checked')).toBe('true');
      await visible(recent.first().getByText(entry.content));
      await visible(recent.first().getByText(entry.label, { exact: true }));
      await visible(recent.first().getByText(/ago$/));
    }
    expect(await recent.count()).toBe(3);
    await visible(recent.first().getByRole('heading', { name: 'What the harbor showed me' }));

    // Ctrl+Enter saves too; the entry is then deleted again through the API to keep the set of three
    await field('Your entry').fill('Saved from the keyboard.');
    await field('Your entry').press('Control+Enter');
    await visible(recent.first().getByText('Saved from the keyboard.'));
    const removed = await page.evaluate(async () => {
      const list = (await (await fetch('/api/entries', { credentials: 'include' })).json()) as Array<{ id: string; content: string }>;
      const target = list.find((e) => e.content === 'Saved from the keyboard.')!;
      return (await fetch(`/api/entries/${target.id}`, { method: 'DELETE', credentials: 'include' })).status;
    });
    expect(removed).toBe(204);
    expect(await entriesOf(userId)).toBe(3);

    await page.reload();
    await visible(recent.first().getByText(ENTRIES[2].content));
    await page.mouse.move(0, 0);
    await screenshots(page, 'journal-capture', { fullPage: true });
  });

  it('lists everything in the Library with counts', async () => {
    await page.goto(url('/search'));
    await visible(page.getByRole('tab', { name: 'All Data (3)' }));
    await visible(page.getByRole('tab', { name: 'Entries (3)' }));
    await visible(page.getByRole('tab', { name: 'Conversations (0)' }));
    for (const entry of ENTRIES) await visible(page.getByRole('tabpanel').getByText(entry.content));
    expect(await page.getByText(/more data points/).count()).toBe(0);
    await screenshots(page, 'journal-library-full', { fullPage: true });
    await page.getByRole('tab', { name: 'Entries (3)' }).click();
    expect(await page.getByRole('list', { name: 'All entries' }).getByRole('listitem').count()).toBe(3);
  });

  it('finds an entry despite a one-letter typo', async () => {
    await page.getByRole('tab', { name: 'Search' }).click();
    await visible(page.getByRole('heading', { name: 'Search Your Personal Archive' }));
    // a blank query runs nothing
    await field('Search your entries').fill('   ');
    await field('Search your entries').press('Enter');
    await visible(text('Type a word or two to search for.'));
    expect(searchRequests).toHaveLength(0);

    await field('Search your entries').fill('meetimg'); // meeting, one letter off
    await field('Search your entries').press('Enter');
    await expectResults(1, 'meetimg');
    await visible(page.getByRole('list', { name: 'Results' }).getByText(ENTRIES[0].content));
    expect(lastSearch()).toEqual({ q: 'meetimg' });
  });

  it('narrows the results with the category and date filters', async () => {
    await field('Search your entries').fill('harbor');
    await page.getByRole('button', { name: 'Search' }).click();
    await expectResults(3, 'harbor');
    expect(lastSearch()).toEqual({ q: 'harbor' });

    const category = field('Category');
    const date = field('Date');
    await category.selectOption('professional');
    await expectResults(1, 'harbor');
    expect(lastSearch()).toEqual({ q: 'harbor', category: 'professional' });
    await visible(page.getByRole('list', { name: 'Results' }).getByText(ENTRIES[0].content));

    await category.selectOption('creative');
    await expectResults(1, 'harbor');
    await visible(page.getByRole('list', { name: 'Results' }).getByText(ENTRIES[1].content));

    await category.selectOption('learning');
    await expectResults(1, 'harbor');
    await visible(page.getByRole('list', { name: 'Results' }).getByText(ENTRIES[2].content));

    await category.selectOption('personal');
    await expectResults(0, 'harbor');
    expect(lastSearch()).toEqual({ q: 'harbor', category: 'personal' });

    // every entry was written minutes ago: the past week holds them all, with or without a category
    await category.selectOption('all');
    await date.selectOption('week');
    await expectResults(3, 'harbor');
    expect(lastSearch()).toEqual({ q: 'harbor', dateRange: 'week' });
    await category.selectOption('creative');
    await expectResults(1, 'harbor');
    expect(lastSearch()).toEqual({ q: 'harbor', category: 'creative', dateRange: 'week' });
    await category.selectOption('all');
    await date.selectOption('year');
    await expectResults(3, 'harbor');
    await screenshots(page, 'journal-library-search', { fullPage: true });
  });

  it('shows an image entry as a thumbnail that opens large in a dialog', async () => {
    const svg =
      "<svg xmlns='http://www.w3.org/2000/svg' width='640' height='400'><defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'>" +
      "<stop offset='0' stop-color='#f59e0b'/><stop offset='1' stop-color='#7c3aed'/></linearGradient></defs>" +
      "<rect width='640' height='400' fill='url(#g)'/><circle cx='470' cy='130' r='60' fill='#fde68a'/>" +
      "<path d='M0 300 Q160 260 320 300 T640 300 V400 H0Z' fill='#1e3a8a'/></svg>";
    const content = `Photo: sunrise.svg\nImageData: data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}\nMy thoughts: Boats at first light.`;
    const created = await page.evaluate(async (body) => {
      const res = await fetch('/api/entries', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, id: ((await res.json()) as { id: string }).id };
    }, { type: 'photo', content });
    expect(created.status).toBe(201);

    await page.goto(url('/search'));
    await visible(page.getByRole('tab', { name: 'All Data (4)' }));
    await visible(page.getByRole('tabpanel').getByText('Boats at first light.'));
    await screenshots(page, 'journal-library-thumbnail');
    await page.getByRole('button', { name: 'Open image: Image from Library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Image from Library' });
    await visible(dialog.getByRole('img', { name: 'Image from Library' }));
    await screenshots(page, 'journal-library-image');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // removed again, so the counts below stay at the three captured entries
    expect(await page.evaluate(async (id) => (await fetch(`/api/entries/${id}`, { method: 'DELETE', credentials: 'include' })).status, created.id)).toBe(204);
  });

  it('shows the stats and growth insights', async () => {
    await page.goto(url('/insights'));
    await visible(page.getByRole('heading', { level: 1, name: 'Insights' }));
    const card = (label: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
    await expect.poll(() => card('Total Entries').textContent()).toContain('3');
    expect(await card('This Week').textContent()).toContain('3');
    expect(await card('Day Streak').textContent()).toContain('1');
    const types = page.getByRole('list', { name: 'Entries by type' });
    await visible(types);
    expect((await types.getByRole('listitem').allTextContents()).map((t) => t.replace(/\s+/g, ' '))).toEqual([
      'Thoughts1 entry, (33%)',
      'Memories1 entry, (33%)',
      'Reflections1 entry, (33%)',
    ]);
    await visible(page.getByRole('heading', { name: 'Growth Insights' }));
    await page.getByText('Loading insights...').waitFor({ state: 'detached', timeout: 15_000 });
    await screenshots(page, 'journal-insights', { fullPage: true });
  });

  it('exports a JSON file that holds the entries', async () => {
    await page.goto(url('/privacy'));
    await visible(page.getByRole('heading', { level: 1, name: 'Privacy & Security' }));
    await visible(text('No export yet'));
    expect(await page.getByText(/end-to-end/i).count()).toBe(0);
    const overview = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    await expect.poll(() => overview('Total Entries').textContent()).toBe('3');
    expect(await overview('Thoughts').textContent()).toBe('1');
    await screenshots(page, 'journal-privacy', { fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Data' }).click()]);
    expect(download.suggestedFilename()).toBe('immortal-export.json');
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { entries: Array<{ type: string; content: string; category: string }> };
    expect(file.entries.map((e) => [e.type, e.content, e.category]).sort()).toEqual([
      ['memory', ENTRIES[1].content, 'creative'],
      ['reflection', ENTRIES[2].content, 'learning'],
      ['thought', ENTRIES[0].content, 'professional'],
    ]);
    await visible(text('Export Complete'));
    await visible(page.getByText(/is in your downloads/));
    expect(await text('No export yet').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export Data' }).isEnabled()).toBe(true);
  });

  it('deletes all data: the account can no longer sign in and its entries are gone', async () => {
    expect(await entriesOf(userId)).toBe(3);
    await page.getByRole('button', { name: 'Delete All Data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete all your data?' });
    await visible(dialog);
    await visible(dialog.getByText(/Every entry/));
    const confirm = dialog.getByRole('button', { name: 'Delete All Data' });
    const typed = dialog.getByLabel(/Type your username/);
    expect(await confirm.isDisabled()).toBe(true);
    await typed.fill(username.toUpperCase());
    expect(await confirm.isDisabled()).toBe(true);
    await typed.fill(username);
    expect(await confirm.isEnabled()).toBe(true);
    await screenshots(page, 'journal-delete-dialog');

    await confirm.click();
    await atPath(page, '/login');
    await visible(page.getByRole('heading', { name: 'Welcome to Immortal' }));
    await visible(text('All data deleted'));
    expect(await page.evaluate(async () => (await fetch('/api/entries', { credentials: 'include' })).status)).toBe(401);

    await field('Username').fill(username);
    await field('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = await visible(page.getByRole('alert').filter({ hasText: /./ }));
    expect((await alert.first().textContent())?.trim()).toBeTruthy();
    await atPath(page, '/login');

    // every service erases on identity.user.deleted: the journal's entries are gone from the database
    await expect.poll(() => entriesOf(userId), { timeout: 20_000, interval: 250 }).toBe(0);
    expect(await mongo.db('immortal_journal').collection('entries').countDocuments({ userId })).toBe(0);
  });
});
