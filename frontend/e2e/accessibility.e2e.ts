// Accessibility: axe-core (WCAG 2.2 A/AA rules and axe's best practices) on every screen, signed out and
// signed in, at desktop and phone widths, with the form errors, the dashboard's details, the engaged
// assistant and the phone menu shown. Any finding fails the suite, listed with the elements it concerns.
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppIsUp, launchBrowser, url, visible, E2E_PASSWORD, uniqueUsername } from './support/browser';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Runs axe on the page as it is now; returns its findings, readable. */
async function audit(where: string): Promise<string[]> {
  // contrast is measured with opacity: let fade-ins and other finite animations end first
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))),
  );
  await page.addScriptTag({ path: AXE_SOURCE });
  const findings = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, TAGS);
  return (findings as Finding[]).map((f) => `${where}: ${f.id} (${f.impact}) ${f.help} — ${f.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/** Opens `path`, waits for `ready`, audits at desktop and phone widths. */
async function auditPage(path: string, ready: string): Promise<string[]> {
  await page.goto(url(path));
  await visible(page.getByRole('heading', { name: ready }));
  const found = await audit(`${path} 1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(250);
  found.push(...(await audit(`${path} 390`)));
  await page.setViewportSize({ width: 1280, height: 800 });
  return found;
}

beforeAll(async () => {
  await assertAppIsUp();
  browser = await launchBrowser();
  // the app's CSP allows no inline script; axe is injected as one, so this context alone bypasses it
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('accessibility (axe-core, WCAG 2.2 AA and best practices)', () => {
  it('signed out: the login and registration screens, also with every field error shown', async () => {
    const found = [...(await auditPage('/login', 'Welcome to Immortal')), ...(await auditPage('/register', 'Create Your Account'))];
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(page.locator('[aria-invalid="true"]'));
    found.push(...(await audit('/register with errors')));
    expect(found).toEqual([]);
  });

  it('signed in: every screen of the shell, the dashboard details, the engaged assistant and the phone menu', async () => {
    const username = uniqueUsername('ax');
    const registered = await context.request.post(url('/api/register'), {
      data: { username, email: `${username}@example.com`, firstName: 'Axe', lastName: 'Audit', password: E2E_PASSWORD },
    });
    expect(registered.status()).toBe(201);
    const skipped = await context.request.post(url('/api/tutorial-progress'), {
      data: { currentStep: 0, completed: false, completedSteps: [], tutorialSkipped: true },
    });
    expect(skipped.ok()).toBe(true);
    await context.request.post(url('/api/entries'), { data: { type: 'memory', content: 'I learned to sail on a calm lake with my brother; it made me happy.' } });

    const found: string[] = [];
    for (const [path, heading] of [
      ['/dashboard', 'Dashboard'],
      ['/collect', 'Capture'],
      ['/search', 'Library'],
      ['/insights', 'Insights'],
      ['/privacy', 'Privacy & Security'],
      ['/ai-tools', 'AI Tools'],
      ['/voice-training', 'Voice Training'],
      ['/images-visual', 'Images & Visual'],
      ['/music', 'Music & Voice'],
      ['/apple-music-setup', 'Apple Music Setup'],
      ['/behavior-training', 'Daily Forge'],
      ['/chat', 'Immortal Network'],
      ['/tutorial', 'Your tour of Immortal'],
      ['/no-such-page', '404 Page Not Found'],
    ] as const) {
      found.push(...(await auditPage(path, heading)));
    }

    await page.goto(url('/dashboard'));
    for (const card of ['Personality', 'Behavior', 'Voice']) {
      await page.getByRole('button', { name: new RegExp(`^${card}:`) }).first().click();
      await page.waitForTimeout(250);
      found.push(...(await audit(`/dashboard ${card} detail`)));
    }

    // the assistant, open and engaged with its greeting
    const assistant = page.locator('[data-slot="assistant"]');
    await assistant.getByRole('button', { name: 'Open Immortal AI' }).click();
    await assistant.getByRole('button', { name: 'ENGAGE' }).click();
    await visible(assistant.getByRole('button', { name: 'DISENGAGE' }));
    await visible(assistant.getByTestId('ai-message'));
    found.push(...(await audit('assistant engaged')));
    await assistant.getByRole('button', { name: 'Collapse' }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(page.getByRole('dialog'));
    found.push(...(await audit('phone menu')));
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });

    expect(found).toEqual([]);
  });
});
