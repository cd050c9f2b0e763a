// Debian's Chromium driven by playwright-core (never `npx playwright install`).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:18080').replace(/\/+$/, '');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
}

/** Fails fast, with a clear message, when nothing serves the app at BASE_URL. */
export async function assertAppIsUp(): Promise<void> {
  try {
    const res = await fetch(`${BASE_URL}/`);
    if (!res.ok) throw new Error(`GET / answered ${res.status}`);
  } catch (error) {
    throw new Error(`No app at ${BASE_URL} (set E2E_BASE_URL, or start the stack first): ${String(error)}`);
  }
}

export const url = (path: string) => `${BASE_URL}${path}`;

const WAIT_MS = 15_000;

/** Waits until the locator is visible (playwright-core has no `expect`). */
export async function visible(locator: Locator, timeout = WAIT_MS): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/** Waits until the page's path (and query, when given) is `path`. */
export async function atPath(page: Page, path: string, timeout = WAIT_MS): Promise<void> {
  await page.waitForURL((u) => `${u.pathname}${u.search}` === path || u.pathname === path, { timeout });
}

export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Saves `<name>-<w>x<h>.png` at each viewport, then restores the page's own viewport. */
export async function screenshots(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(250); // let layout and transitions settle
    await page.screenshot({ path: `${screenshotDir}${name}-${viewport.width}x${viewport.height}.png`, fullPage });
  }
  if (original) await page.setViewportSize(original);
}

/** A username no earlier run has taken (3–20 letters, digits and underscores). */
export const uniqueUsername = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);

export const E2E_PASSWORD = 'forever-123';
