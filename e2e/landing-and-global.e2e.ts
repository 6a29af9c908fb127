import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { LANDING_CONCEPTS, LANDING_FORMATS } from '../web/src/features/landing/landing-taxonomies';
import { COOKIE_CONSENT_KEY, WELCOME_LAST_SHOWN_KEY } from '../web/src/features/layout/first-visit-storage';
import { seriousAccessibilityViolations } from './support/axe';
import { animationsSettled, openPage, screenshot } from './support/browser';
import { dismissFirstVisitDialogs } from './support/first-visit';

const contexts: BrowserContext[] = [];

// Each test's browser context is closed after it, so earlier pages' timers do not slow later tests.
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A first visit today: a fresh context, nothing stored. */
async function openFirstVisit(options: { width?: number; height?: number } = {}) {
  const opened = await openPage(options);
  contexts.push(opened.context);
  return opened;
}

/** A page whose visitor has been here today and chosen about cookies. */
async function openReturningVisitor(options: { width?: number; height?: number } = {}) {
  const opened = await openFirstVisit(options);
  await dismissFirstVisitDialogs(opened.context);
  return opened;
}

const shownSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"][data-active="true"]').getAttribute('aria-label');

describe('the landing page', () => {
  it('shows the navigation, the hero, the carousel, four feature cards, both grids and the call to action', async () => {
    const { page } = await openReturningVisitor();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'The Short-form Swipe File' }).waitFor();
    await expect(page.locator('main').textContent()).resolves.toMatch(/thousands of analysed.*added daily/is);
    expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(7);
    expect(await page.locator('section[aria-labelledby="features-title"] li').count()).toBe(4);
    expect(await page.getByRole('list', { name: 'Formats in the library' }).getByRole('link').count()).toBe(
      8,
    );
    expect(await page.getByRole('list', { name: 'Concepts in the library' }).getByRole('link').count()).toBe(
      8,
    );
    expect(await page.getByRole('link', { name: 'Start browsing free' }).getAttribute('href')).toBe(
      '/public-beta',
    );
    expect(await page.getByRole('link', { name: 'Browse the library' }).getAttribute('href')).toBe(
      '/public-beta',
    );
    // docs/product/navigation-and-global.md#start-up-loading: the start-up loading overlay goes within a moment.
    await page.locator('#startup-overlay').waitFor({ state: 'detached', timeout: 2_000 });
    await page.mouse.move(0, 0);
    await screenshot(page, 'landing-desktop');
    expect(errors).toEqual([]);
  });

  it('fits a 375 px phone screen without sideways scrolling', async () => {
    const { page } = await openReturningVisitor({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('#startup-overlay').waitFor({ state: 'detached', timeout: 3_000 });
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    await screenshot(page, 'landing-mobile');
  });

  it('links every grid entry to its taxonomy page, and every one of those entries exists', async () => {
    const { page } = await openReturningVisitor();
    await page.goto('/');
    for (const [label, kind, entries] of [
      ['Formats in the library', 'formats', LANDING_FORMATS],
      ['Concepts in the library', 'concepts', LANDING_CONCEPTS],
    ] as const) {
      const links = page.getByRole('list', { name: label }).getByRole('link');
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(entries.map((entry) => `/${kind}/${entry.slug}`));
      for (const entry of entries) {
        const response = await page.request.get(`/api/${kind}/public/${entry.slug}`);
        expect(response.status(), `${kind}/${entry.slug}`).toBe(200);
        expect((await response.json()).data.name).toBe(entry.name);
      }
    }
  });

  it('opens a format and a concept page from the grids, scrolled to the top', async () => {
    const { page } = await openReturningVisitor();
    await page.goto('/');
    const format = page
      .getByRole('list', { name: 'Formats in the library' })
      .getByRole('link', { name: /Talking Head/ });
    await format.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await format.click();
    await page.waitForURL('**/formats/talking-head');
    await page.getByRole('heading', { level: 1, name: 'Talking Head' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page
      .getByRole('list', { name: 'Concepts in the library' })
      .getByRole('link', { name: /Quick Win/ })
      .click();
    await page.waitForURL('**/concepts/quick-win');
    await page.getByRole('heading', { level: 1, name: 'Quick Win' }).waitFor();
  });

  it('rotates the examples every 4 seconds', async () => {
    const { page } = await openReturningVisitor();
    await page.goto('/');
    await page.mouse.move(0, 0);
    expect(await shownSlide(page)).toBe('1 of 7');
    await page.locator('[aria-roledescription="slide"][aria-label="2 of 7"][data-active="true"]').waitFor({
      timeout: 6_000,
    });
  });

  it('lets a keyboard user Tab to the carousel dots and pick an example with Enter', async () => {
    const { page } = await openReturningVisitor();
    // The page's clock is the test's to move: seconds are passed, not waited.
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    let focused: string | null = null;
    for (let i = 0; i < 40 && focused !== 'Show example 3'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    }
    expect(focused).toBe('Show example 3');
    await page.keyboard.press('Enter');
    expect(await shownSlide(page)).toBe('3 of 7');
    expect(await page.getByRole('button', { name: 'Show example 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    // Keyboard focus inside the carousel holds it still (WCAG 2.2.2)…
    await page.clock.runFor(4_500);
    expect(await shownSlide(page)).toBe('3 of 7');
    // …and once focus leaves it, it moves on again.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(4_500);
    await page.locator('[aria-roledescription="slide"][aria-label="4 of 7"][data-active="true"]').waitFor();
  });

  it('opens the browse screen with the filter for /?topic=X (docs/decisions/0005-taxonomy-query-on-root.md)', async () => {
    const { page } = await openReturningVisitor();
    await page.goto('/?topic=Personal%20Finance&search=budget');
    await page.waitForURL((url) => url.pathname === '/public-beta');
    const url = new URL(page.url());
    expect(url.searchParams.get('topics')).toBe('Personal Finance');
    expect(url.searchParams.get('search')).toBe('budget');
    expect(url.searchParams.has('topic')).toBe(false);
  });
});

describe('the first-visit pieces', () => {
  it.each([
    ['phone', 375, 812],
    ['desktop', 1440, 900],
  ])(
    'on a first visit (%s) shows the cookie notice alone, then the welcome modal once it is answered',
    async (name, width, height) => {
      const { page } = await openFirstVisit({ width, height });
      await page.clock.install();
      await page.goto('/public-beta');
      const notice = page.getByRole('region', { name: 'We value your privacy' });
      const modal = page.getByRole('dialog', { name: 'Welcome to Hookshelf' });
      await notice.waitFor({ timeout: 5_000 });
      // Whatever the page would do in the next seconds, it does now: the modal still waits for an answer.
      await page.clock.runFor(5_000);
      await animationsSettled(page);
      expect(await modal.count()).toBe(0);
      if (name === 'phone') {
        // Compact on a phone: a strip at the bottom, not a quarter of the screen.
        const box = await notice.boundingBox();
        expect(box?.height).toBeLessThan(height / 8);
      }
      await page.screenshot({ path: `.test-artifacts/screenshots/first-visit-banner-${width}.png` });
      await notice.getByRole('button', { name: 'Accept All' }).click();
      await modal.waitFor();
      expect(await notice.count()).toBe(0);
    },
  );

  it('shows the welcome modal once per calendar day', async () => {
    const { page, context } = await openFirstVisit();
    await dismissFirstVisitDialogs(context, { keepWelcome: true });
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: 'Welcome to Hookshelf' });
    await modal.waitFor();
    await expect(modal.textContent()).resolves.toMatch(/still being built.*300\+/s);
    await screenshot(page, 'welcome-modal');
    await page.getByRole('button', { name: 'Got it!' }).click();
    await modal.waitFor({ state: 'hidden' });

    // The next visit the same day: the modal waits on no timer, only on its chunk, so once everything the
    // page asked for has arrived and drawn, it would be there.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await animationsSettled(page);
    expect(await modal.count()).toBe(0);
    // The next calendar day it greets the visitor again.
    await page.evaluate((key) => localStorage.setItem(key, '2000-01-01'), WELCOME_LAST_SHOWN_KEY);
    await page.reload();
    await modal.waitFor();
  });

  it('shows the cookie notice until the visitor accepts, and remembers the choice with a date', async () => {
    const { page, context } = await openFirstVisit();
    await dismissFirstVisitDialogs(context, { keepCookieNotice: true });
    await page.clock.install();
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'We value your privacy' });
    await notice.waitFor({ timeout: 5_000 });
    expect(await notice.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/privacy');
    await screenshot(page, 'cookie-banner');
    await notice.getByRole('button', { name: 'Accept All' }).click();
    await notice.waitFor({ state: 'hidden' });
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), COOKIE_CONSENT_KEY)) ?? '{}',
    );
    expect(stored.value).toBe('accepted');
    expect(Number.isNaN(Date.parse(stored.date))).toBe(false);

    // The next visit, in a tab of its own (its clock the test's too).
    const again = await context.newPage();
    await again.clock.install();
    await again.goto('/');
    await again.getByRole('heading', { level: 1 }).waitFor();
    await again.clock.runFor(5_000);
    await animationsSettled(again);
    expect(await again.getByRole('region', { name: 'We value your privacy' }).count()).toBe(0);
  });

  it('stores a decline, and Learn more opens the privacy page', async () => {
    const { page, context } = await openFirstVisit({ width: 375, height: 812 });
    await dismissFirstVisitDialogs(context, { keepCookieNotice: true });
    await page.clock.install();
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'We value your privacy' });
    await notice.waitFor({ timeout: 5_000 });
    await screenshot(page, 'cookie-banner-mobile');
    await notice.getByRole('link', { name: 'Learn more' }).click();
    await page.waitForURL('**/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await notice.getByRole('button', { name: 'Decline' }).click();
    await notice.waitFor({ state: 'hidden' });
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), COOKIE_CONSENT_KEY)) ?? '{}',
    );
    expect(stored.value).toBe('declined');
    // The next visit, in a tab of its own (its clock the test's too).
    const again = await context.newPage();
    await again.clock.install();
    await again.goto('/');
    await again.getByRole('heading', { level: 1 }).waitFor();
    await again.clock.runFor(5_000);
    await animationsSettled(again);
    expect(await again.getByRole('region', { name: 'We value your privacy' }).count()).toBe(0);
  });
});

describe('the navigation bar, mobile menu and footer', () => {
  it('opens and closes the mobile menu at 375 px, and closes it on navigation', async () => {
    const { page } = await openReturningVisitor({ width: 375, height: 812 });
    await page.goto('/');
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).isVisible(),
    ).toBe(false);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const openMenu = page.getByRole('button', { name: 'Open menu' });

    await openMenu.click();
    await menu.waitFor();
    const taxonomies = await menu
      .getByRole('list', { name: 'Taxonomies' })
      .getByRole('link')
      .allTextContents();
    expect(taxonomies).toEqual(['Formats', 'Concepts', 'Elements', 'Topics', 'Account Types']);
    expect(await menu.getByRole('link', { name: /API Docs/ }).getAttribute('target')).toBe('_blank');
    expect(await menu.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    await screenshot(page, 'mobile-menu');

    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });

    // On the sign-in page itself the menu offers no Sign In.
    await page.goto('/login');
    await openMenu.click();
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Formats' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.goto('/');

    await openMenu.click();
    await menu.waitFor();
    await page.mouse.click(20, 400); // outside the panel, on the backdrop
    await menu.waitFor({ state: 'hidden' });

    await openMenu.click();
    await menu.getByRole('link', { name: 'Formats' }).click();
    await page.waitForURL((url) => url.pathname === '/public-beta');
    await menu.waitFor({ state: 'hidden' });
  });

  it('ends every page with a copyright line and a link to the provider', async () => {
    const { page } = await openReturningVisitor();
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.textContent()).resolves.toContain(`© ${new Date().getFullYear()} Hookshelf`);
    expect(
      await footer.getByRole('link', { name: 'Hookshelf', exact: true }).last().getAttribute('href'),
    ).toMatch(/^https:\/\//);
    await footer.getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.title()).toBe('Privacy Policy | Hookshelf');
    await screenshot(page, 'privacy');
  });
});

describe('accessibility', () => {
  it('finds no serious or critical axe violation on the landing page', async () => {
    const { page } = await openReturningVisitor();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('#startup-overlay').waitFor({ state: 'detached' });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('finds none with the welcome modal open, nor with the mobile menu open', async () => {
    const { page, context } = await openFirstVisit({ width: 375, height: 812 });
    await dismissFirstVisitDialogs(context, { keepWelcome: true });
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Welcome to Hookshelf' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Got it!' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('finds none on the privacy page', async () => {
    const { page } = await openReturningVisitor();
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
