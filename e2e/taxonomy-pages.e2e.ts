import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { TAXONOMY_KINDS, type TaxonomyItem } from '../shared/contracts/taxonomy';
import { seriousAccessibilityViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { dismissFirstVisitDialogs } from './support/first-visit';

const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function openVisitor(options: { width?: number; height?: number } = {}) {
  const opened = await openPage(options);
  contexts.push(opened.context);
  await dismissFirstVisitDialogs(opened.context);
  return opened;
}

const metaDescription = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';

describe('the public taxonomy pages', () => {
  it.each(TAXONOMY_KINDS)('loads a %s entry by its slug, with its name, count and title', async (kind) => {
    const { page } = await openVisitor();
    const list = await page.request.get(`/api/${kind}/public`);
    const entries = (await list.json()).data as TaxonomyItem[];
    const entry = entries.find((e) => e.usage_count > 0) ?? entries[0];
    if (!entry) throw new Error(`the demo library has no ${kind}`);

    await page.goto(`/${kind}/${entry.slug}`);
    await page.getByRole('heading', { level: 1, name: entry.name, exact: true }).waitFor();
    const header = page.locator('main header').first();
    await expect(header.textContent()).resolves.toContain(`${entry.usage_count} video`);
    if (entry.description) await expect(header.textContent()).resolves.toContain(entry.description);
    expect(await page.title()).toContain(entry.name);
    expect((await page.evaluate(metaDescription)).length).toBeLessThanOrEqual(160);
    // Below the entry, the browse screen filtered to it.
    await page.getByRole('heading', { level: 2, name: `${entry.name} videos` }).waitFor();
  });

  it('shows a format with its description, structure and the filtered browse screen', async () => {
    const { page } = await openVisitor();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const { data } = (await (await page.request.get('/api/formats/public/talking-head')).json()) as {
      data: TaxonomyItem;
    };
    await page.goto('/formats/talking-head');
    await page.getByRole('heading', { level: 1, name: 'Talking Head' }).waitFor();
    await page.getByText(data.structural_description ?? '').waitFor();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Browse' })
      .waitFor();
    expect(await page.title()).toBe('Talking Head Format Videos | Instagram and TikTok Video Library');
    expect(await page.evaluate(metaDescription)).toBe(data.description);
    await page.getByRole('heading', { level: 2, name: 'Talking Head videos' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'taxonomy-page');
    expect(errors).toEqual([]);
  });

  it('fits a 375 px screen', async () => {
    const { page } = await openVisitor({ width: 375, height: 812 });
    await page.goto('/concepts/myth-busting');
    await page.getByRole('heading', { level: 1, name: 'Myth Busting' }).waitFor();
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    await screenshot(page, 'taxonomy-page-mobile');
  });

  it('shows a not-found state with a way back to browsing for an unknown slug', async () => {
    const { page } = await openVisitor();
    await page.goto('/topics/no-such-topic');
    await page.getByRole('heading', { level: 1, name: /couldn.t find that topic/ }).waitFor();
    const back = page.getByRole('link', { name: 'Browse all videos' });
    expect(await back.getAttribute('href')).toBe('/public-beta');
    expect(await page.title()).toContain('Topic not found');
    await screenshot(page, 'taxonomy-not-found');
    await back.click();
    await page.waitForURL((url) => url.pathname === '/public-beta');
  });

  it('finds no serious or critical axe violation on a taxonomy page', async () => {
    const { page } = await openVisitor();
    await page.goto('/formats/listicle');
    await page.getByRole('heading', { level: 1, name: 'Listicle' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Listicle videos' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
