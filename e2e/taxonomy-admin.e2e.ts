import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsSettled } from './support/browser';
import { consoleErrors, openVisitor } from './support/first-visit';
import { E2E_ADMINS, openSignedIn, signInThroughLogin } from './support/sign-in';

// Issue 16's taxonomy stories, as the demo admin: search topics and follow View Videos; merge two concepts
// and see the counts change. The admin signs in once (a code per address per minute) and both stories
// share the session.
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const PHONE = { width: 390, height: 844 };
let adminSession: StorageState;

const shot = async (page: Page, name: string) => {
  await animationsSettled(page);
  await page.screenshot({ path: `.scratch/taxonomy-admin-${name}.png`, fullPage: false });
};

/** The names and counts of the table's rows, top to bottom. */
async function rows(page: Page): Promise<{ name: string; count: number }[]> {
  return page.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      name: tr.querySelector('th span')?.textContent?.trim() ?? '',
      count: Number((tr.querySelectorAll('td')[1]?.textContent ?? '').replace(/,/g, '')),
    })),
  );
}

describe('taxonomy list pages', () => {
  it('lets an admin search topics and follow View Videos to a filtered browse screen', async () => {
    const { page, context } = await openVisitor();
    const errors = consoleErrors(page);
    await page.goto('/login');
    await signInThroughLogin(page, E2E_ADMINS.taxonomies);
    adminSession = await context.storageState();

    await page.goto('/topics');
    await page.getByRole('heading', { name: 'Topics', level: 1 }).waitFor();
    await page.getByText(/ topics in the library$/).waitFor();
    const all = await rows(page);
    expect(all.length).toBeGreaterThan(1);
    // Most used first.
    expect(all.map((r) => r.count)).toEqual([...all.map((r) => r.count)].sort((a, b) => b - a));
    await shot(page, 'topics-desktop');

    const topic = all[0]?.name ?? '';
    await page.getByRole('searchbox', { name: 'Search topics' }).fill(topic.toUpperCase());
    await page.waitForURL((url) => url.searchParams.get('search') === topic.toUpperCase());
    await page.getByText(new RegExp(`matching “${topic.toUpperCase()}”`)).waitFor();
    expect((await rows(page)).map((r) => r.name)).toContain(topic);

    const row = page.locator('tbody tr', {
      has: page.getByRole('rowheader', { name: new RegExp(`^${topic}`) }),
    });
    await row.getByRole('link', { name: /View Videos/ }).click();
    await page.locator('[data-video-id]').first().waitFor();
    // The list's usage count is what the browse screen finds.
    await page.getByText(`${(all[0]?.count ?? 0).toLocaleString('en-US')} videos`, { exact: true }).waitFor();
    await shot(page, 'view-videos');
    const url = new URL(page.url());
    // docs/decisions/0005-taxonomy-query-on-root.md: `/?topic=` opens a signed-in user's browse screen, /videos.
    expect(url.pathname).toBe('/videos');
    expect(url.searchParams.get('topics')).toBe(topic);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('merges two concepts and shows the counts change', async () => {
    const { page, context } = await openSignedIn(adminSession);
    const errors = consoleErrors(page);
    await page.goto('/concepts');
    await page.getByText(/ concepts in the library$/).waitFor();
    const before = await rows(page);
    // The two least used, so the demo library's main concepts stay as other stories expect them.
    const [target, source] = before.slice(-2).reverse() as [
      { name: string; count: number },
      { name: string; count: number },
    ];

    await page.getByRole('button', { name: `Merge ${source.name} into…` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill(target.name);
    await dialog.getByRole('option', { name: new RegExp(target.name) }).click();
    await dialog.getByText(`Merge “${source.name}” into “${target.name}”?`, { exact: false }).waitFor();
    await shot(page, 'merge-dialog-desktop');
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByText(`Merged “${source.name}” into “${target.name}”`, { exact: false }).waitFor();

    // The source is gone; the target's count is what the library now says (counted by the list API).
    await page.getByRole('rowheader', { name: new RegExp(`^${source.name}`) }).waitFor({ state: 'detached' });
    const response = await page.request.get(
      `/api/videos/public?${new URLSearchParams({ concept: target.name })}`,
    );
    const expected = (await response.json()).pagination.total as number;
    expect(expected).toBeGreaterThanOrEqual(Math.max(target.count, source.count));
    await page
      .locator('tbody tr', { has: page.getByRole('rowheader', { name: new RegExp(`^${target.name}`) }) })
      .locator('td', { hasText: new RegExp(`^${expected.toLocaleString('en-US')}$`) })
      .waitFor();
    expect((await rows(page)).length).toBe(before.length - 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stays usable on a 390 px phone: the table scrolls under a sticky name column', async () => {
    const { page, context } = await openSignedIn(adminSession, PHONE);
    await page.goto('/concepts');
    await page.getByText(/ concepts in the library$/).waitFor();
    await shot(page, 'concepts-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/account-types');
    await page.getByRole('heading', { name: 'Account Types', level: 1 }).waitFor();
    await page.locator('li h2').first().waitFor();
    await shot(page, 'account-types-phone');
    await context.close();
  });
});
