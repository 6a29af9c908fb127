import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, screenshot } from './support/browser';
import { dismissFirstVisitDialogs } from './support/first-visit';

/** The ids of the first page the public list API answers for `query`. */
async function apiIds(query: string): Promise<number[]> {
  const response = await fetch(`${inject('appUrl')}/api/videos/public?limit=50&${query}`);
  return ((await response.json()) as { data: { id: number }[] }).data.map((video) => video.id);
}

async function browsePage(width: number, height: number) {
  const { page } = await openPage({ width, height });
  await dismissFirstVisitDialogs(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });

/** The ids the list shows, once they are the `expected` ones (the list refetches after a change). */
async function shownIds(page: Page, expected: number[]): Promise<number[]> {
  await page.waitForFunction(
    (ids) =>
      [...document.querySelectorAll('[data-video-id]')]
        .map((el) => Number(el.getAttribute('data-video-id')))
        .join(',') === ids.join(','),
    expected,
  );
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-video-id]')].map((el) => Number(el.getAttribute('data-video-id'))),
  );
}

/** The smallest font size, in px, of any text the list's items show. */
const smallestItemText = (page: Page) =>
  page.evaluate(() => {
    let smallest = Number.POSITIVE_INFINITY;
    for (const item of document.querySelectorAll('[data-video-id]')) {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement) continue;
        smallest = Math.min(smallest, Number.parseFloat(getComputedStyle(node.parentElement).fontSize));
      }
    }
    return smallest;
  });

describe('sorting the browse list', () => {
  it('orders the cards by the chosen sort, keeps it in the URL through a reload, and Back restores Newest', async () => {
    const newest = await apiIds('');
    const mostViewed = await apiIds('sort=views');
    const engaging = await apiIds('sort=engagement');
    expect(mostViewed).not.toEqual(newest);

    const { page, errors } = await browsePage(1440, 900);
    await page.goto('/public-beta');
    await shownIds(page, newest);
    expect(await sortSelect(page).inputValue()).toBe('newest');

    await sortSelect(page).selectOption({ label: 'Most viewed' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'views');
    await shownIds(page, mostViewed);

    await page.reload();
    await shownIds(page, mostViewed);
    expect(await sortSelect(page).inputValue()).toBe('views');

    await sortSelect(page).selectOption({ label: 'Highest engagement' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'engagement');
    await shownIds(page, engaging);
    await page.screenshot({ path: '.test-artifacts/screenshots/browse-sort-1440.png' });

    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await shownIds(page, newest);
    expect(await sortSelect(page).inputValue()).toBe('newest');
    expect(errors).toEqual([]);
  });

  it('can be sorted with the keyboard alone', async () => {
    const mostViewed = await apiIds('sort=views');
    const { page } = await browsePage(1440, 900);
    await page.goto('/public-beta');
    await page.locator('[data-video-id]').first().waitFor();
    await sortSelect(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'views');
    await shownIds(page, mostViewed);
  });
});

describe.each([
  ['phone', 375, 812],
  ['desktop', 1440, 900],
])('the tiles and cards on a %s', (name, width, height) => {
  it('keep every text at 12 px or more, and the cards keep the videos 9:16', async () => {
    const { page, errors } = await browsePage(width, height);
    await page.goto('/public-beta?sort=views');
    await page.locator('[data-video-id]').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await smallestItemText(page)).toBeGreaterThanOrEqual(12);
    await screenshot(page, `browse-thumbnails-${name}`);

    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    const thumbnail = page.locator('[data-video-id] article > div').first();
    const box = await thumbnail.boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(9 / 16, 2);
    expect(await smallestItemText(page)).toBeGreaterThanOrEqual(12);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `.test-artifacts/screenshots/browse-cards-${width}.png` });

    await page.getByRole('button', { name: 'Hooks', exact: true }).click();
    await page.getByRole('link', { name: 'Sign in to see the hooks' }).first().waitFor();
    expect(await smallestItemText(page)).toBeGreaterThanOrEqual(12);
    expect(errors).toEqual([]);
  });
});
