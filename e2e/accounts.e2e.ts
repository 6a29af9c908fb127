import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe';
import { animationsSettled, screenshot } from './support/browser';
import { openVisitor } from './support/first-visit';
import {
  DEMO_ACCOUNTS,
  enterMailedCode,
  openSignedIn,
  requestCode,
  signInThroughLogin,
} from './support/sign-in';

// The stories run in order and share sessions: a code may be sent to an address once a minute
// (docs/decisions/0011-codes-and-sessions.md), so each account signs in through the screen once and later stories reuse its cookies.
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let basicSession: StorageState;
let adminSession: StorageState;

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('signing in with an e-mailed code', () => {
  it('sends a visitor from /videos to /login and, after sign-in, back to the page they asked for', async () => {
    const { page, context } = await openVisitor();
    await page.goto('/videos?search=budget');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/videos?search=budget');
    await page.getByRole('heading', { name: 'Sign in to Hookshelf' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'login-email-step');

    await requestCode(page, DEMO_ACCOUNTS.basic);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const resend = page.getByRole('button', { name: /Resend code in \d+s/ });
    expect(await resend.isDisabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'login-code-step');

    await enterMailedCode(page, DEMO_ACCOUNTS.basic);
    await page.waitForURL((url) => url.pathname === '/videos');
    expect(pathAndQuery(page)).toBe('/videos?search=budget');
    await page.getByRole('heading', { name: 'All Videos' }).waitFor();
    basicSession = await context.storageState();
  });

  it('sends an admin without a redirect value to the analytics dashboard', async () => {
    const { page, context } = await openVisitor();
    await page.goto('/login');
    await signInThroughLogin(page, DEMO_ACCOUNTS.admin);
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    adminSession = await context.storageState();
  });
});

/** Every admin screen of docs/product/taxonomies.md#taxonomy-list-pages and issue 16 (the taxonomy list pages are the bare /{kind} paths). */
const ADMIN_SCREENS = [
  '/admin/users',
  '/admin/dashboard',
  '/analytics',
  '/views',
  '/bot-admin',
  '/topics',
  '/concepts',
  '/elements',
  '/formats',
  '/account-types',
  '/admin/import',
];

describe('what a basic user may open', () => {
  it('sends a basic user from the Feed, every admin screen and /login to /videos; /home is /videos', async () => {
    const { page } = await openSignedIn(basicSession);
    for (const path of ['/feed', ...ADMIN_SCREENS, '/login', '/home']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/videos');
      await page.getByRole('heading', { name: 'All Videos' }).waitFor();
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Feed' }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'Admin', exact: true }).count()).toBe(0);
  });

  it('shows the full analysis in the video modal, with no lock, and the save control rather than a sign-in link', async () => {
    const { page } = await openSignedIn(basicSession);
    // A basic user's /videos comes drawn by the server with the signed-in list (no /api/videos call first).
    const document = await page.goto('/videos');
    expect(document?.status()).toBe(200);
    await page
      .getByRole('link', { name: /^Open video:/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Hook Analysis' }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Sign In / Sign Up' }).count()).toBe(0);
    expect(await dialog.locator('[data-locked-analysis]').count()).toBe(0);
    expect(await dialog.getByRole('link', { name: /Save video/ }).count()).toBe(0);
    await dialog.getByRole('button', { name: /^(Save video|Saved)/ }).waitFor();
    expect(await seriousAccessibilityViolations(page, '[role="dialog"]')).toEqual([]);
    // The viewport, scrolled to the analysis a visitor would see blurred.
    await dialog.getByRole('heading', { name: 'Hook Analysis' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.test-artifacts/screenshots/videos-signed-in-modal.png' });
  });
});

describe('user management', () => {
  it('lets an admin change a tier after confirming, and the user gets the Feed', async () => {
    const { page } = await openSignedIn(adminSession);
    await page.goto('/videos');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Admin', exact: true })
      .click();
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    const select = page.getByRole('combobox', { name: `Tier of ${DEMO_ACCOUNTS.basic}` });
    await select.waitFor();
    expect(await select.inputValue()).toBe('basic');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'admin-users');

    await select.selectOption('premium');
    const confirm = page.getByRole('alertdialog', { name: 'Change tier?' });
    await confirm.waitFor();
    await animationsSettled(page);
    await screenshot(page, 'admin-users-confirm');
    await confirm.getByRole('button', { name: 'Change tier' }).click();
    await page.getByText('User tier updated to premium').waitFor();
    await page.reload();
    await select.waitFor();
    expect(await select.inputValue()).toBe('premium');

    // The basic user's own session now reaches the Feed.
    const user = await openSignedIn(basicSession);
    await user.page.goto('/feed');
    await user.page.getByRole('heading', { name: 'Your Feed' }).waitFor();
    expect(pathAndQuery(user.page)).toBe('/feed');
    expect(await seriousAccessibilityViolations(user.page)).toEqual([]);
    await screenshot(user.page, 'feed');
  });

  it('shows the account menu with the e-mail and the tier badge', async () => {
    const { page } = await openSignedIn(adminSession);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    // The button is named after the user: the demo accounts have names.
    await page.getByRole('button', { name: 'Demo Admin', exact: true }).click();
    const menu = page.getByRole('menu');
    await menu.getByText(DEMO_ACCOUNTS.admin).waitFor();
    expect(await menu.getByText('Admin', { exact: true }).isVisible()).toBe(true);
    await animationsSettled(page);
    await page.screenshot({ path: '.test-artifacts/screenshots/account-menu.png' });
    // An outside click closes it.
    await page.mouse.click(20, 400);
    await menu.waitFor({ state: 'detached' });
  });
});

describe('on a phone', () => {
  it('shows a usable login screen', async () => {
    const { page } = await openVisitor({ width: 390, height: 844 });
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.waitFor();
    const box = await email.boundingBox();
    expect(box?.width).toBeGreaterThan(280);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await animationsSettled(page);
    await screenshot(page, 'login-mobile');
  });

  it('puts the signed-in links and Sign Out in the mobile menu', async () => {
    const { page } = await openSignedIn(adminSession, { width: 390, height: 844 });
    await page.goto('/admin/users');
    await page.getByRole('combobox', { name: `Tier of ${DEMO_ACCOUNTS.basic}` }).waitFor();
    // The table scrolls inside its frame; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-users-mobile');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByRole('link', { name: 'All Videos' }).waitFor();
    expect(await sheet.getByRole('link', { name: 'Users' }).isVisible()).toBe(true);
    expect(await sheet.getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);
    await page.screenshot({ path: '.test-artifacts/screenshots/mobile-menu-signed-in.png' });
  });
});

describe('signing out', () => {
  it('ends the session and returns to /login; protected pages then ask to sign in again', async () => {
    const { page } = await openSignedIn(basicSession);
    await page.goto('/videos');
    await page.getByRole('button', { name: 'Demo Basic', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
    await page.getByRole('heading', { name: 'Sign in to Hookshelf' }).waitFor();

    // The old cookie is dead on the server, not only forgotten by this tab.
    const again = await openSignedIn(basicSession);
    await again.page.goto('/videos');
    await again.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(again.page.url()).searchParams.get('redirect')).toBe('/videos');
  });
});

describe('issue 31: the sign-in code step and a basic user at the Feed', () => {
  const USER = 'flaws-basic-e2e@example.com';

  it('goes back to the code already sent, with the live timer, when Send is pressed again; the Feed says it is Premium', async () => {
    const { page } = await openVisitor({ width: 390, height: 844 });
    await page.goto('/login');
    await requestCode(page, USER);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Sign in to Hookshelf' }).waitFor();
    // Step 1 offers the way back to the code, and says how long until a new one may be sent.
    await page.getByText(/A new code can be sent in \d+s\./).waitFor();
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByText('We already sent a code to this address. Enter it below.').waitFor();
    expect(await page.getByText(/Please wait \d+ seconds/).count()).toBe(0);
    const resend = page.getByRole('button', { name: /Resend code in \d+s/ });
    const seconds = async () => Number((await resend.textContent())?.replace(/\D/g, ''));
    const first = await seconds();
    expect(first).toBeGreaterThan(40);
    // It counts down, live.
    await expect.poll(seconds, { timeout: 5_000 }).toBeLessThan(first);
    await screenshot(page, 'issue31-login-code-already-sent-phone');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Enter the code I received' }).click();
    await enterMailedCode(page, USER);
    await page.waitForURL((url) => url.pathname === '/videos');

    await page.goto('/feed');
    await page.waitForURL((url) => url.pathname === '/videos');
    await page.locator('[data-sonner-toast]').filter({ hasText: 'The Feed is part of Premium' }).waitFor();
    await screenshot(page, 'issue31-feed-premium-notice-phone');
  });
});
