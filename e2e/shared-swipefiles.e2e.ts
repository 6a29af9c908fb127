import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe';
import { screenshot } from './support/browser';
import { consoleErrors, openVisitor } from './support/first-visit';

/** A signed-out visitor who has been here today: no welcome modal, no cookie notice. */
/** The demo's public swipefile (server/demo/seed-swipefiles.ts), found where a crawler finds it. */
async function demoPublicSlug(request: (url: string) => Promise<{ text(): Promise<string> }>) {
  const xml = await (await request('/sitemaps/pages.xml')).text();
  const slug = /\/public\/swipefiles\/([^<]+)<\/loc>/.exec(xml)?.[1];
  if (!slug) throw new Error('no public swipefile in the sitemap');
  return slug;
}

describe('the public and shared swipefile pages (docs/decisions/0018-shared-links.md)', () => {
  it('shows a visitor the demo public swipefile, drawn by the server, with its cards, notes and link to the analysis', async () => {
    const { page, context } = await openVisitor({ width: 390, height: 844 });
    const errors = consoleErrors(page);
    const slug = await demoPublicSlug((url) => page.request.get(url));
    const response = await page.goto(`/public/swipefiles/${slug}`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<meta property="og:title" content="Fitness hooks that stop the scroll" />');
    expect(html).toContain(
      `<link rel="canonical" href="${new URL(page.url()).origin}/public/swipefiles/${slug}" />`,
    );
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Fitness hooks that stop the scroll');
    await page.getByText('Curated by Demo Premium').waitFor();
    await page.getByText('16 videos').waitFor();
    expect(await page.getByRole('article').count()).toBe(16);
    expect(await page.getByText(/^Saved /).count()).toBe(16);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'public-swipefile-mobile');
    expect(errors).toEqual([]);
    // A card's title opens the video's own page.
    const first = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/v\/\d+$/);
    await first.click();
    await page.waitForURL(`**${href}`);
    await context.close();
  });

  it("says 'This link is no longer active' with a 404 for an unknown link, drawn by the server", async () => {
    const { page, context } = await openVisitor();
    const errors = consoleErrors(page);
    const response = await page.goto('/shared/swipefiles/no-longer-a-real-token');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('<meta name="robots" content="noindex" />');
    // Drawn by the server: in the HTML itself, before any script.
    expect(await response?.text()).toContain('This link is no longer active</h1>');
    await page.getByRole('heading', { name: 'This link is no longer active' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    await screenshot(page, 'shared-swipefile-inactive');
    expect(errors).toEqual([]);
    await context.close();
  });
});
