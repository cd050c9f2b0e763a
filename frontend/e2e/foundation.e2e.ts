// The foundation's acceptance: register (every invalid-field message on the way), the tutorial's eight
// steps, skipping to the dashboard, a session that survives a reload, logging out and in again, and the
// 404 and signed-out fallbacks. Screenshots of each screen at desktop and phone sizes go to e2e/screenshots/.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAppIsUp, atPath, launchBrowser, screenshots, url, visible, E2E_PASSWORD, uniqueUsername } from './support/browser';

const username = uniqueUsername('e2e');
const password = E2E_PASSWORD;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  await assertAppIsUp();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const field = (label: string) => page.getByLabel(label, { exact: true });
const text = (value: string) => page.getByText(value, { exact: true });

/** The message under a field, read through its aria-describedby. */
async function messageUnder(label: string): Promise<string | null> {
  const input = field(label);
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const id = await input.getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

const createAccount = () => page.getByRole('button', { name: 'Create Account' }).click();

async function expectStep(n: number) {
  await visible(text(`Step ${n} of 8`));
}

async function logOut() {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await atPath(page, '/login');
  await visible(page.getByRole('heading', { name: 'Welcome to Immortal' }));
}

describe('foundation: sign-up, tutorial, shell, sign-out and sign-in', () => {
  it('shows the login screen with its title, tagline and link to registration', async () => {
    await page.goto(url('/login'));
    await visible(page.getByRole('heading', { name: 'Welcome to Immortal' }));
    await visible(text('Craft Your Forever Self: Capture your thoughts, memories, and reflections'));
    await screenshots(page, 'login');
    await page.getByRole('link', { name: 'Create one here' }).click();
    await atPath(page, '/register');
  });

  it('registers, showing each invalid-field message on the way', async () => {
    await visible(page.getByRole('button', { name: 'Create Account' }));
    await screenshots(page, 'register');

    // empty: every required message
    await createAccount();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Username must be at least 3 characters',
      'Please enter a valid email address',
      'Password must be at least 6 characters',
    ]) {
      await visible(text(message));
    }
    expect(await messageUnder('First Name')).toBe('First name is required');
    await screenshots(page, 'register-errors');

    await field('First Name').fill('Ada');
    await field('Last Name').fill('Lovelace');

    // too-short username, then letters only
    await field('Username').fill('ab');
    await createAccount();
    expect(await messageUnder('Username')).toBe('Username must be at least 3 characters');
    await field('Username').fill('ada lovelace');
    expect(await messageUnder('Username')).toBe('Username can only contain letters, numbers, and underscores');
    await field('Username').fill(username);

    // bad email
    await field('Email').fill('ada@');
    await createAccount();
    expect(await messageUnder('Email')).toBe('Please enter a valid email address');
    await field('Email').fill(`${username}@example.com`);

    // short password
    await field('Password').fill('12345');
    await createAccount();
    expect(await messageUnder('Password')).toBe('Password must be at least 6 characters');
    await field('Password').fill(password);

    // mismatched confirmation
    await field('Confirm Password').fill(`${password}!`);
    await createAccount();
    expect(await messageUnder('Confirm Password')).toBe("Passwords don't match");

    // fixed: the account is created and the tutorial opens
    await field('Confirm Password').fill(password);
    await createAccount();
    await atPath(page, '/tutorial');
    await expectStep(1);
  });

  it('walks through all eight tutorial steps with Next and Previous', async () => {
    await screenshots(page, 'tutorial');
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    for (let n = 2; n <= 8; n += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expectStep(n);
    }
    await visible(page.getByRole('button', { name: 'Get Started' }));
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    for (let n = 7; n >= 1; n -= 1) {
      await page.getByRole('button', { name: 'Previous' }).click();
      await expectStep(n);
    }
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
  });

  it('Skip Tutorial leads to the dashboard inside the shell', async () => {
    await page.getByRole('button', { name: 'Skip Tutorial' }).click();
    await atPath(page, '/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    await visible(page.getByRole('link', { name: 'Dashboard' }).and(page.locator('[aria-current="page"]')));
    expect(await page.getByRole('button', { name: /^Account menu/ }).textContent()).toBe('AL');
    await screenshots(page, 'dashboard');
  });

  it('opens the menu drawer on a phone-sized screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await visible(menuButton);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    await visible(page.getByRole('dialog').getByRole('link', { name: 'Capture' }));
    await page.waitForTimeout(400); // the drawer slides in
    await page.screenshot({ path: new URL('./screenshots/shell-menu-390x844.png', import.meta.url).pathname });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await menuButton.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Capture' }).click();
    await atPath(page, '/collect');
    await visible(page.getByRole('heading', { level: 1, name: 'Capture' }));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url('/dashboard'));
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
  });

  it('keeps the session across a reload', async () => {
    await page.reload();
    await atPath(page, '/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
  });

  it('Log out leads to /login', async () => {
    await logOut();
  });

  it('logging in again leads to the dashboard (the tutorial was skipped) with a welcome toast', async () => {
    await field('Username').fill(username);
    await field('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await atPath(page, '/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    await visible(text('Welcome back!'));
    await visible(text('You have successfully logged in.'));
  });

  it('shows the 404 page for an unknown route when signed in', async () => {
    await page.goto(url('/this-page-does-not-exist'));
    await visible(text('404 Page Not Found'));
    await visible(text('Did you forget to add the page to the router?'));
  });

  it('shows the login screen for an unknown route when signed out', async () => {
    const guest = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const guestPage = await guest.newPage();
      await guestPage.goto(url('/this-page-does-not-exist'));
      await visible(guestPage.getByRole('heading', { name: 'Welcome to Immortal' }));
      expect(await guestPage.getByText('404 Page Not Found').count()).toBe(0);
    } finally {
      await guest.close();
    }
  });

  it('a wrong password shows the server message in an alert', async () => {
    await logOut();
    await field('Username').fill(username);
    await field('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = await visible(page.getByRole('alert'));
    expect((await alert.textContent())?.trim()).toBeTruthy();
    await atPath(page, '/login');
  });
});
