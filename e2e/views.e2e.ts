import { describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe';
import { animationsSettled, screenshot } from './support/browser';
import { consoleErrors, openVisitor } from './support/first-visit';
import { E2E_ADMINS, signInThroughLogin } from './support/sign-in';

// Issue 16's views story: an admin creates a view on /views, and a signed-out visitor opens /views/{slug}.
const PHONE = { width: 390, height: 844 };
const NAME = 'Coffee shop hooks';
const SLUG = 'coffee-shop-hooks';
const DESCRIPTION = 'Reels from cafés and roasters that make you want to walk in.';
const TAG = 'Coffee';

/** Waits for opening animations (dialogs fade in) before a screenshot. */

describe('curated views', () => {
  it('an admin creates a view and a signed-out visitor opens /views/{slug} with only its videos', async () => {
    const { page } = await openVisitor();
    const errors = consoleErrors(page);
    await page.goto('/login');
    await signInThroughLogin(page, E2E_ADMINS.views);
    await page.goto('/views');
    await page.getByRole('heading', { name: 'Views', level: 1 }).waitFor();
    // The demo seed's views are there with their counts.
    await page.getByRole('heading', { name: 'Money explainers' }).waitFor();
    await screenshot(page, 'views-admin');

    await page.getByRole('button', { name: 'New view' }).click();
    const dialog = page.getByRole('dialog', { name: 'New view' });
    await dialog.getByLabel('Name').fill(NAME);
    expect(await dialog.getByLabel('Slug').inputValue()).toBe(SLUG);
    await dialog.getByLabel('Description').fill(DESCRIPTION);
    await dialog.getByLabel('Tag filter').fill('coff');
    await dialog.getByRole('button', { name: `Add tag ${TAG}` }).click();
    await animationsSettled(page);
    expect(await seriousAccessibilityViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: '.test-artifacts/screenshots/views-admin-form.png' });
    await dialog.getByRole('button', { name: 'Create view' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.locator('article', { has: page.getByRole('heading', { name: NAME }) });
    await card.waitFor();
    expect(await card.textContent()).toContain(`Filter: ${TAG}`);
    const countText = (await card.textContent())?.match(/([\d,]+) videos?/)?.[1] ?? '';
    const count = Number(countText.replace(/,/g, ''));
    expect(count).toBeGreaterThan(0);
    // The screen itself; the success toast is still fading in (axe reads its half-drawn colours).
    expect(await seriousAccessibilityViolations(page, 'main')).toEqual([]);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'views-admin-phone');
    expect(errors).toEqual([]);

    // A signed-out visitor, on a phone.
    const visitor = await openVisitor(PHONE);
    const visitorErrors = consoleErrors(visitor.page);
    const answer = await visitor.page.goto(`/views/${SLUG}`);
    expect(answer?.status()).toBe(200);
    await visitor.page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await visitor.page.getByText(DESCRIPTION).first().waitFor();
    expect(await visitor.page.title()).toBe(`${NAME} | Hookshelf`);
    const cards = visitor.page.locator('[data-video-id]');
    await cards.first().waitFor();
    expect(
      await visitor.page
        .getByText(`${count.toLocaleString('en-US')} ${count === 1 ? 'video' : 'videos'}`)
        .count(),
    ).toBeGreaterThan(0);
    // Only matching videos: the page's cards are among the videos tagged Coffee (the list's `tag` filter,
    // matched in every tag field), and the view's count is that list's total.
    const ids = await cards.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-video-id'))));
    const tagged = await (await fetch(`${inject('appUrl')}/api/videos/public?tag=${TAG}&limit=100`)).json();
    const taggedIds = new Set((tagged.data as { id: number }[]).map((v) => v.id));
    expect(tagged.pagination.total).toBe(count);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(taggedIds.has(id), `video ${id}`).toBe(true);
    expect(await seriousAccessibilityViolations(visitor.page)).toEqual([]);
    await screenshot(visitor.page, 'views-public-phone');
    expect(visitorErrors).toEqual([]);

    // An unknown slug is the not-found page with a 404.
    const missing = await visitor.page.goto('/views/no-such-view');
    expect(missing?.status()).toBe(404);
    await visitor.page.getByRole('heading', { name: 'We couldn’t find that view' }).waitFor();
  });

  it('draws a demo view for a visitor on a desktop', async () => {
    const { page } = await openVisitor({ width: 1280, height: 900 });
    const answer = await page.goto('/views/money-explainers');
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Money explainers', level: 1 }).waitFor();
    await page.locator('[data-video-id]').first().waitFor();
    await screenshot(page, 'views-public-desktop');
  });
});
