import { describe, expect, it } from 'vitest';
import { animationsSettled, nextFrame, openPage, screenshot } from './support/browser';
import { consoleErrors, dismissFirstVisitDialogs } from './support/first-visit';
import { E2E_ADMINS, signInThroughLogin } from './support/sign-in';

describe('the app shell', () => {
  it('loads at / with the hero and the navigation, without a script error', async () => {
    const { page, context } = await openPage();
    await dismissFirstVisitDialogs(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.getByRole('heading', { name: /The Short-form Swipe File/ }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const apiDocs = nav.getByRole('link', { name: /API Docs/ });
    expect(await apiDocs.getAttribute('href')).toBe('/api');
    expect(await apiDocs.getAttribute('target')).toBe('_blank');
    expect(await nav.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await screenshot(page, 'landing');
  });

  it("hides the header's Sign In on /login itself", async () => {
    const { page, context } = await openPage();
    await dismissFirstVisitDialogs(context);
    await page.goto('/login');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Browse' }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await nav.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Browse' }).click();
    await nav.getByRole('link', { name: 'Sign In' }).waitFor();
  });

  it('sends an unknown path back to /', async () => {
    const { page, context } = await openPage();
    await dismissFirstVisitDialogs(context);
    // The server's first answer is an honest 404; the web app then sends the reader to / (docs/product/routes.md).
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the API reference at /api', async () => {
    const { page } = await openPage();
    await page.goto('/api');
    await page.getByText('Hookshelf API').first().waitFor({ timeout: 20_000 });
    // Operations are grouped by tag; the first group (System) is open, the others open on a click.
    await page.getByText('/api/health').first().waitFor({ timeout: 20_000 });
    await page.getByText('Videos', { exact: true }).first().click();
    // Scalar also renders the path in hidden code samples; any visible occurrence will do.
    await page.getByText('/api/videos/public').filter({ visible: true }).first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'api-reference');
  });
});

// Issue 31: the shell's smaller flaws.
describe('issue 31: the shell says what happened and keeps out of the way', () => {
  it('names the missing page in a notice when an unknown path goes to /; the toast reads in the app font, its × whole', async () => {
    const { page, context } = await openPage({ width: 390, height: 844 });
    await dismissFirstVisitDialogs(context);
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'There is no page at /no/such/page' });
    await toast.waitFor();
    const font = await toast.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toMatch(/^"?Inter Variable/);
    // The close button is whole on screen and answers a tap at its centre.
    const close = toast.getByRole('button', { name: 'Dismiss notification' });
    const box = await close.boundingBox();
    expect(box).not.toBeNull();
    const { x, y, width, height } = box as NonNullable<typeof box>;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(390);
    const hit = await page.evaluate(
      ([cx, cy]) =>
        document.elementFromPoint(cx as number, cy as number)?.closest('[data-close-button]') !== null,
      [x + width / 2, y + height / 2],
    );
    expect(hit).toBe(true);
    await screenshot(page, 'issue31-not-found-toast-phone');
    // The notice is said once: a reload of / does not repeat it.
    await page.reload();
    await page.getByRole('heading', { name: /The Short-form Swipe File/ }).waitFor();
    // Everything the page loads (the toast outlet is a chunk of its own) has arrived and drawn.
    await page.waitForLoadState('networkidle');
    await animationsSettled(page);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
  });

  it("keeps a visitor's public pages from asking /api/me, with nothing in the console, across in-app navigation", async () => {
    const { page, context, appUrl } = await openPage({ width: 1280, height: 900 });
    await dismissFirstVisitDialogs(context);
    const errors = consoleErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/me') asked.push(page.url());
    });
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(appUrl) && response.status() >= 400) failed.push(response.url());
    });
    for (const path of ['/', '/public-beta', '/privacy', '/formats/listicle', '/login'])
      await page.goto(path);
    // In-app navigation: the visitor's session is known, not asked again.
    await page.goto('/public-beta');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hookshelf' }).click();
    await page.getByRole('heading', { name: /The Short-form Swipe File/ }).waitFor();
    await page.getByRole('link', { name: 'Browse' }).first().click();
    await page.getByRole('heading', { name: 'Browse the Library' }).waitFor();
    await page.locator('[data-video-id]').first().waitFor();
    expect(asked).toEqual([]);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("keeps the end of a page clear of the chat's floating button", async () => {
    const { page, context } = await openPage({ width: 1280, height: 900 });
    await dismissFirstVisitDialogs(context);
    await page.goto('/login?redirect=%2Fswipefiles');
    await signInThroughLogin(page, E2E_ADMINS.shell);
    const button = page.getByRole('button', { name: 'Open Chat Bot' });
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/videos');
      await page.locator('[data-video-id]').first().waitFor();
      await button.waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await nextFrame(page);
      const covered = await button.evaluate((launcher) => {
        const b = launcher.getBoundingClientRect();
        const hits: string[] = [];
        for (const el of document.querySelectorAll('main *, footer *')) {
          if (el.children.length > 0 && !(el instanceof HTMLAnchorElement || el instanceof HTMLButtonElement))
            continue;
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) continue;
          if (r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom)
            hits.push(`${el.tagName} ${el.textContent?.trim().slice(0, 30)}`);
        }
        return hits;
      });
      expect(covered, `at ${width} px`).toEqual([]);
      await screenshot(page, `issue31-page-end-chat-button-${width}`);
    }
  });
});
