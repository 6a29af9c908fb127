import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support/browser';
import { dismissFirstVisitDialogs } from './support/first-visit';

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
    // The server's first answer is an honest 404; the web app then sends the reader to / (spec 001 §2).
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
