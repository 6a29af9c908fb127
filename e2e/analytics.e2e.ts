import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe';
import { animationsSettled } from './support/browser';
import { consoleErrors, openVisitor } from './support/first-visit';
import { E2E_ADMINS, openSignedIn, signInThroughLogin } from './support/sign-in';

// Issue 16's browser story for the analytics dashboard: an admin lands on it, changes the range (the table
// behind the chart follows) and downloads the JSON; the same screen on a 390 px phone.
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let adminSession: StorageState;

const PHONE = { width: 390, height: 844 };

/** The rows of the data table behind the events chart, header row included. */
const tableRows = (page: Page) =>
  page.getByRole('table', { name: 'Events per day by type' }).getByRole('row').count();

const localDay = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

describe('the analytics dashboard', () => {
  it('shows an admin the demo usage, follows the range and downloads analytics-YYYY-MM-DD.json', async () => {
    const { page, context } = await openVisitor({ width: 1280, height: 900 });
    const errors = consoleErrors(page);
    await page.goto('/login');
    await signInThroughLogin(page, E2E_ADMINS.analytics);
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    adminSession = await context.storageState();

    const events = page.getByRole('region', { name: 'Events per day' });
    await events.waitFor();
    // The demo events make a living chart: recharts has drawn its lines.
    await events.locator('.recharts-line-curve').first().waitFor();
    await page.getByRole('region', { name: 'Top searches' }).getByRole('listitem').first().waitFor();
    // The seeded usage is not passed off as real traffic.
    expect(await page.getByRole('note').textContent()).toContain('Demo data.');
    await page.mouse.move(0, 0);
    await animationsSettled(page);
    await page.screenshot({ path: '.scratch/analytics-desktop.png', fullPage: true });

    await events.getByText('Show table').click();
    expect(await tableRows(page)).toBe(31);
    await page.getByRole('button', { name: '7 days' }).click();
    await expect.poll(() => tableRows(page)).toBe(8);
    expect(page.url()).toContain('days=7');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`analytics-${localDay()}.json`);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    expect(json.range.days).toBe(7);
    expect(json.daily).toHaveLength(7);
    expect(json.total).toBeGreaterThan(0);
    expect(Object.keys(json.platforms).length).toBeGreaterThan(0);
    expect(json.topSearches.length).toBeGreaterThan(0);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is readable on a 390 px phone, without sideways scrolling', async () => {
    const { page, context } = await openSignedIn(adminSession, PHONE);
    const errors = consoleErrors(page);
    await page.goto('/analytics');
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await page
      .getByRole('region', { name: 'Events per day' })
      .locator('.recharts-line-curve')
      .first()
      .waitFor();
    await animationsSettled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '.scratch/analytics-phone.png', fullPage: true });
    await page.screenshot({ path: '.scratch/analytics-phone-top.png' });
    await page.getByRole('region', { name: 'Most viewed videos' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.scratch/analytics-phone-lists.png' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
