// The floating assistant's acceptance: a fresh user saves a memory, ENGAGE greets them word by word, the
// twin answers from that memory with a citation, the Quality Training card appears after 5 messages and
// goes away once completed, and 'That's not me' changes the next answer to the same question.
// Screenshots (desktop and phone) of the widget collapsed, engaged with a reply, and with the card.
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppIsUp, atPath, CHROMIUM_ARGS, screenshots, url, visible, E2E_PASSWORD, uniqueUsername } from './support/browser';

/** The suite's Chromium, with a fake microphone so voice input can be recorded for real. */
const launchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    headless: true,
  });

/** The smallest phone the widget supports: a 360 px wide screen. */
async function smallPhoneScreenshot(name: string, show?: Locator): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 640 });
  await page.waitForTimeout(250);
  if (show) await show.scrollIntoViewIfNeeded();
  await page.screenshot({ path: new URL(`./screenshots/${name}-360x640.png`, import.meta.url).pathname });
  if (original) await page.setViewportSize(original);
}

const GREETING =
  "Hello! I'm your Immortal AI - a digital embodiment of your thoughts and experiences. I'm here to have meaningful conversations with you. What's on your mind today?";
const MEMORY = 'I learned to sail on Lake Garda with my brother Marco in 2019.';
const SAIL_QUESTION = 'Where did I learn to sail?';
const FOOD_QUESTION = 'What is my favourite food?';
const CORRECTION = 'Definitely my grandmother’s saffron risotto.';

const username = uniqueUsername('as');
const password = E2E_PASSWORD;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  await assertAppIsUp();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['microphone'] });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const widget = () => page.locator('[data-slot="assistant"]');
const aiMessages = () => widget().getByTestId('ai-message');
const messageBox = () => widget().getByPlaceholder('Type your message...');

/** The text of the last AI message once its word-by-word reveal has finished. */
async function lastReply(count: number): Promise<string> {
  await expect.poll(() => aiMessages().count(), { timeout: 30_000 }).toBe(count);
  const last = aiMessages().nth(count - 1);
  await expect.poll(() => last.locator('xpath=..').getAttribute('aria-busy'), { timeout: 60_000 }).toBeNull();
  return (await last.textContent()) ?? '';
}

async function ask(question: string, replies: number): Promise<string> {
  await messageBox().fill(question);
  await messageBox().press('Enter');
  await visible(widget().getByRole('log').getByText(question, { exact: true }).last());
  return lastReply(replies);
}

function lastAiItem(): Locator {
  return widget().getByRole('log').locator('li').filter({ has: page.getByTestId('ai-message') }).last();
}

describe('assistant: greeting, grounded replies, quality training and corrections', () => {
  it('registers a fresh user and saves a memory on /capture', async () => {
    await page.goto(url('/register'));
    await page.getByLabel('First Name', { exact: true }).fill('Grace');
    await page.getByLabel('Last Name', { exact: true }).fill('Hopper');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await atPath(page, '/tutorial');

    await page.goto(url('/capture'));
    await visible(page.getByRole('heading', { level: 1, name: 'Capture' }));
    await page.getByLabel('Your entry', { exact: true }).fill(MEMORY);
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await visible(page.getByText('Entry saved', { exact: true }));

    // the twin learns about new entries through events: wait until it knows this one
    await expect
      .poll(
        async () => {
          const res = await page.request.post(url('/api/chat'), { data: { message: SAIL_QUESTION } });
          return res.ok() ? ((await res.json()) as { response: string }).response : `HTTP ${res.status()}`;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toMatch(/Lake Garda/);
  });

  it('shows the collapsed round button in the bottom-left corner, clear of the sidebar links', async () => {
    const launcher = widget().getByRole('button', { name: 'Open Immortal AI' });
    await visible(launcher);
    const box = await launcher.boundingBox();
    const tutorial = await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tutorial' }).boundingBox();
    expect(box && tutorial && box.y > tutorial.y + tutorial.height).toBe(true);
    await screenshots(page, 'assistant-collapsed');
  });

  it('ENGAGE greets the user word by word', async () => {
    await widget().getByRole('button', { name: 'Open Immortal AI' }).click();
    await visible(widget().getByRole('heading', { name: 'IMMORTAL AI' }));
    await visible(widget().getByText('Click ENGAGE to start a conversation...'));
    // the open panel sits beside the sidebar: the Tutorial link stays uncovered and clickable
    const panel = await widget().locator('section').boundingBox();
    const tutorial = await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tutorial' }).boundingBox();
    expect(panel && tutorial && panel.x >= tutorial.x + tutorial.width).toBe(true);

    await widget().getByRole('button', { name: 'ENGAGE' }).click();
    await visible(widget().getByRole('button', { name: 'DISENGAGE' }));
    const greeting = aiMessages().first();
    await expect.poll(async () => ((await greeting.textContent()) ?? '').length).toBeGreaterThan(0);
    const early = (await greeting.textContent()) ?? '';
    await page.waitForTimeout(1000);
    const later = (await greeting.textContent()) ?? '';
    expect(later.length).toBeGreaterThan(early.length);
    expect(GREETING.startsWith(early)).toBe(true);
    expect(GREETING.startsWith(later)).toBe(true);
    expect(later).not.toBe(GREETING);
    expect(await lastReply(1)).toBe(GREETING);
  });

  it('answers from the saved memory and shows where it came from', async () => {
    const answer = await ask(SAIL_QUESTION, 2);
    expect(answer).toMatch(/Lake Garda/);
    const citation = lastAiItem().getByRole('button', { name: /^From your entries:/ });
    await visible(citation);
    await citation.click();
    await visible(lastAiItem().getByText(MEMORY, { exact: false }));
    await citation.click();
    await page.waitForTimeout(500);
    await screenshots(page, 'assistant-engaged');
    await smallPhoneScreenshot('assistant-engaged');
  });

  it('after 5 messages the Quality Training card appears; completing it hides it', async () => {
    await ask(FOOD_QUESTION, 3); // greeting + 2 exchanges = 5 messages
    const card = widget().getByRole('region', { name: 'Quality Training' });
    await visible(card, 15_000);
    await visible(card.getByPlaceholder('Take your time to share detailed thoughts...'));
    const complete = card.getByRole('button', { name: 'Complete Training' });
    expect(await complete.isDisabled()).toBe(true);
    await screenshots(page, 'assistant-training');
    await smallPhoneScreenshot('assistant-training');
    await card
      .getByPlaceholder('Take your time to share detailed thoughts...')
      .fill('Honesty matters most to me: I would rather lose an argument than win it with a half-truth, because my brother Marco taught me that trust is slow to build.');
    await complete.click();
    await card.waitFor({ state: 'detached', timeout: 15_000 });
  });

  it("'That's not me' changes the next answer to the same question", async () => {
    const item = lastAiItem();
    await item.getByRole('button', { name: "That's not me" }).click();
    await item.getByLabel('What would you have said?').fill(CORRECTION);
    await item.getByRole('button', { name: 'Save' }).click();
    await visible(item.getByText('Corrected', { exact: true }));
    await visible(item.getByText(CORRECTION, { exact: true }));
    await smallPhoneScreenshot('assistant-corrected', item.getByText(CORRECTION, { exact: true }));
    const again = await ask(FOOD_QUESTION, 4);
    expect(again).toMatch(/saffron risotto/);
  });

  it('a voice message is recorded and uploaded; while speech recognition is unavailable a toast says so', async () => {
    const speak = widget().getByRole('button', { name: 'Speak' });
    await speak.click();
    const recording = widget().getByRole('button', { name: 'Recording' });
    await visible(recording);
    expect(await widget().getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await page.waitForTimeout(1200);
    const upload = page.waitForRequest((req) => req.url().endsWith('/api/transcribe') && req.method() === 'POST');
    await recording.click();
    const request = await upload;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
    // (the field name and file name voice_input.<ext> are checked in the component tests: Chromium does
    // not expose a multipart body built from a Blob here)
    expect((await request.response())?.status()).toBe(501);
    await visible(page.getByText('Failed to transcribe audio', { exact: true }));
    await visible(page.getByText(/Voice input is not available yet/));
    await visible(widget().getByRole('button', { name: 'Speak' }));
    expect(await widget().getByRole('button', { name: 'Speak' }).isEnabled()).toBe(true);
    expect(await aiMessages().count()).toBe(4);
  });

  it('DISENGAGE clears the conversation; Escape collapses the widget', async () => {
    await widget().getByRole('button', { name: 'DISENGAGE' }).click();
    await visible(widget().getByText('Click ENGAGE to start a conversation...'));
    expect(await aiMessages().count()).toBe(0);
    await messageBox().press('Escape');
    await visible(widget().getByRole('button', { name: 'Open Immortal AI' }));
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toBe('Open Immortal AI');
  });
});
