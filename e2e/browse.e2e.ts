import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { PublicVideo } from '../shared/contracts/video';
import { seriousAccessibilityViolations } from './support/axe';
import { listScreenshot, openPage, screenshot } from './support/browser';
import { dismissFirstVisitDialogs } from './support/first-visit';
import { E2E_ADMINS, signInThroughLogin } from './support/sign-in';

interface ListAnswer {
  data: PublicVideo[];
  pagination: { total: number; hasMore: boolean };
}

/** The public list API, asked directly, to know what the screen should show. */
async function api(query: string): Promise<ListAnswer> {
  const response = await fetch(`${inject('appUrl')}/api/videos/public?${query}`);
  return (await response.json()) as ListAnswer;
}

async function browsePage(options: { width?: number; height?: number } = {}) {
  const { page } = await openPage(options);
  await dismissFirstVisitDialogs(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Waits until the list shows `n videos` and returns n. */
async function shownTotal(page: Page, expected?: number): Promise<number> {
  const heading = page.locator('#video-list-heading');
  if (expected === undefined) await heading.filter({ hasText: /^[\d,]+ videos?$/ }).waitFor();
  else
    await heading.filter({ hasText: new RegExp(`^${expected.toLocaleString('en-US')} videos?$`) }).waitFor();
  return Number((await heading.textContent())?.replace(/\D/g, ''));
}

const videoIds = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-video-id]')].map((el) => Number(el.getAttribute('data-video-id'))),
  );

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search videos' });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

describe('the browse screen at /public-beta', () => {
  it('narrows the list by two taxonomies and a search; a reload keeps them and Back restores the previous set', async () => {
    const { page, errors } = await browsePage();
    await page.goto('/public-beta');
    const all = await api('');
    expect(await shownTotal(page)).toBe(all.pagination.total);
    await expect(videoIds(page)).resolves.toEqual(all.data.map((v) => v.id));

    // Two taxonomies: a format, then the concept most common within it.
    const format = 'Listicle';
    const byFormat = await api(`format=${format}&limit=100`);
    const concepts = byFormat.data.flatMap((v) => v.concepts);
    const concept = [...new Set(concepts)].sort(
      (a, b) => concepts.filter((c) => c === b).length - concepts.filter((c) => c === a).length,
    )[0] as string;
    await select(page, 'Format').selectOption(format);
    await page.waitForURL(/format=Listicle/);
    await shownTotal(page, byFormat.pagination.total);
    await select(page, 'Concept').selectOption(concept);
    const both = await api(new URLSearchParams({ format, concept }).toString());
    expect(both.pagination.total).toBeLessThan(byFormat.pagination.total);
    await shownTotal(page, both.pagination.total);
    await expect(videoIds(page)).resolves.toEqual(both.data.map((v) => v.id));

    // A search on top, with Enter: an author's handle narrows the list to that author's videos.
    let author = '';
    let searched: ListAnswer | undefined;
    for (const video of both.data) {
      author = video.author_username ?? '';
      searched = await api(new URLSearchParams({ format, concept, search: author }).toString());
      if (searched.pagination.total < both.pagination.total) break;
    }
    if (!searched) throw new Error('no video to search for');
    expect(searched.pagination.total).toBeLessThan(both.pagination.total);
    await search(page).fill(author);
    await search(page).press('Enter');
    await shownTotal(page, searched.pagination.total);
    await expect(videoIds(page)).resolves.toEqual(searched.data.map((v) => v.id));
    await expect(
      page.getByRole('list', { name: 'Active filters' }).getByRole('listitem').allTextContents(),
    ).resolves.toEqual([`Search: “${author}”`, `Format: ${format}`, `Concept: ${concept}`]);
    await screenshot(page, 'browse-filtered');

    // A reload (or a shared link) restores every filter.
    await page.reload();
    await shownTotal(page, searched.pagination.total);
    await expect(select(page, 'Format').inputValue()).resolves.toBe(format);
    await expect(select(page, 'Concept').inputValue()).resolves.toBe(concept);
    await expect(search(page).inputValue()).resolves.toBe(author);

    // Back steps through the earlier filter sets.
    await page.goBack();
    await shownTotal(page, both.pagination.total);
    await expect(search(page).inputValue()).resolves.toBe('');
    await expect(select(page, 'Concept').inputValue()).resolves.toBe(concept);
    await page.goBack();
    await shownTotal(page, byFormat.pagination.total);
    await expect(select(page, 'Concept').inputValue()).resolves.toBe('');
    expect(errors).toEqual([]);
  });

  it('filters by several topics from the Topics dropdown, and Clear resets everything', async () => {
    const { page } = await browsePage();
    await page.goto('/public-beta');
    await shownTotal(page);
    await page.getByRole('button', { name: /^Topics/ }).click();
    const boxes = page.getByRole('checkbox');
    // Every option reads 'Name (count)'.
    await expect(page.getByRole('checkbox', { name: /^.+ \(\d+\)$/ }).count()).resolves.toBe(
      await boxes.count(),
    );
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/topics=/);
    const topics = new URL(page.url()).searchParams.get('topics')?.split(',') ?? [];
    expect(topics).toHaveLength(2);
    const expected = await api(`topic=${encodeURIComponent(topics.join(','))}`);
    await shownTotal(page, expected.pagination.total);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.waitForURL((url) => url.search === '');
    await shownTotal(page, (await api('')).pagination.total);
  });

  it('shows thumbnails by default, then cards and hooks, each with what the spec lists', async () => {
    // A video without a description, found through its author so it is on the first page.
    let bare: PublicVideo | undefined;
    for (let p = 1; !bare; p++) {
      const answer = await api(`page=${p}&limit=100`);
      bare = answer.data.find((v) => !v.simple_description && v.author_username);
      if (!answer.pagination.hasMore) break;
    }
    expect(bare).toBeDefined();
    const { page, errors } = await browsePage();
    await page.goto('/public-beta');
    await shownTotal(page);
    expect(await page.getByRole('button', { name: 'Thumbnails' }).getAttribute('aria-pressed')).toBe('true');
    const first = (await api('')).data[0] as PublicVideo;
    const tile = page.locator(`[data-video-id="${first.id}"]`);
    await expect(tile.textContent()).resolves.toContain(`@${first.author_username}`);
    await expect(tile.getByTitle('Views').textContent()).resolves.toMatch(/^\d+(\.\d)?[KM]? views$/);
    await expect(tile.getByTitle('Engagement').textContent()).resolves.toMatch(/^\d+\.\d% engagement$/);
    await listScreenshot(page, 'browse-thumbnails');

    await page.getByRole('button', { name: 'Cards' }).click();
    expect(await page.getByRole('button', { name: 'Cards' }).getAttribute('aria-pressed')).toBe('true');
    const card = page.locator(`[data-video-id="${first.id}"]`);
    await expect(card.textContent()).resolves.toContain(`#${first.id}`);
    expect(await card.getByRole('link', { name: /original video/ }).getAttribute('href')).toBe(first.url);
    await expect(page.locator('[data-video-id]').count()).resolves.toBe(50);
    await listScreenshot(page, 'browse-cards');

    await page.getByRole('button', { name: 'Hooks' }).click();
    const locks = page.getByRole('link', { name: 'Sign in to see the hooks' });
    await expect(locks.count()).resolves.toBe(50);
    expect(await locks.first().getAttribute('href')).toBe('/login');
    await listScreenshot(page, 'browse-hooks');

    // 'No description' in the cards and hooks views.
    await search(page).fill(bare?.author_username ?? '');
    await search(page).press('Enter');
    await page.locator(`[data-video-id="${bare?.id}"]`).waitFor();
    await expect(page.locator(`[data-video-id="${bare?.id}"]`).textContent()).resolves.toContain(
      'No description',
    );
    await page.getByRole('button', { name: 'Cards' }).click();
    await expect(page.locator(`[data-video-id="${bare?.id}"]`).textContent()).resolves.toContain(
      'No description',
    );
    expect(errors).toEqual([]);
  });

  it('replaces a thumbnail that fails to load with the designed placeholder', async () => {
    const { page } = await browsePage();
    await page.route('**/images/derived/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/public-beta');
    await shownTotal(page);
    const first = page.locator('[data-video-id]').first();
    await first.locator('[data-thumbnail-placeholder]').waitFor();
    await expect(first.locator('img').count()).resolves.toBe(0);
  });

  it('appends 50 more with Load More Videos, reading Loading... meanwhile', async () => {
    const { page } = await browsePage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/videos/public?*page=2*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/public-beta');
    await shownTotal(page);
    const firstPage = await videoIds(page);
    expect(firstPage).toHaveLength(50);
    await page.getByRole('button', { name: /Load More Videos/ }).click();
    await page.getByRole('button', { name: /Loading\.\.\./ }).waitFor();
    release();
    await page.waitForFunction(() => document.querySelectorAll('[data-video-id]').length === 100);
    const ids = await videoIds(page);
    expect(ids.slice(0, 50)).toEqual(firstPage);
    expect(ids.slice(50)).toEqual((await api('page=2')).data.map((v) => v.id));
    expect(new Set(ids).size).toBe(100);
    await page.getByRole('button', { name: /Load More Videos/ }).waitFor();
  });

  it('shows the empty state when nothing matches', async () => {
    const { page } = await browsePage();
    // A filter no video has (a search that finds nothing has its own state: search.e2e.ts).
    await page.goto('/public-beta?format=zzqxjvwk');
    await page.getByRole('heading', { name: 'No videos found' }).waitFor();
    await page.getByText('Try adjusting your search criteria or filters').waitFor();
    await screenshot(page, 'browse-empty');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await shownTotal(page);
  });

  it('shows the error state with the server message and recovers with Try Again', async () => {
    const { page } = await browsePage();
    let fail = true;
    await page.route('**/api/videos/public?*', (route) =>
      fail
        ? route.fulfill({
            status: 503,
            json: { success: false, error: 'The library is resting', code: 'unavailable' },
          })
        : route.continue(),
    );
    // The server sends /public-beta with its first page; the list fetches it itself when reached in the app.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
    await page.getByRole('heading', { name: 'Error Loading Videos' }).waitFor({ timeout: 15_000 });
    await page.getByText('The library is resting').waitFor();
    await screenshot(page, 'browse-error');
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await shownTotal(page);
  });

  it('opens the video detail modal from a card', async () => {
    const { page } = await browsePage();
    await page.goto('/public-beta');
    await shownTotal(page);
    const first = (await api('')).data[0] as PublicVideo;
    await page
      .getByRole('link', { name: /^Open video:/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain(String(first.id));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/public-beta');
  });

  it('works at 375 x 812: the panel toggle opens the filters and its badge counts them', async () => {
    const { page } = await browsePage({ width: 375, height: 812 });
    await page.goto('/public-beta?topics=Fitness,Cooking&format=Listicle');
    await shownTotal(page);
    const toggle = page.getByRole('button', { name: /Show Search & Filters/ });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(toggle.locator('[data-filter-count]').textContent()).resolves.toBe('3 active');
    await expect(select(page, 'Format').isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    await listScreenshot(page, 'browse-mobile');
    await toggle.click();
    await page.getByRole('button', { name: /Hide Search & Filters/ }).waitFor();
    await expect(select(page, 'Format').isVisible()).resolves.toBe(true);
    await expect(search(page).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    await listScreenshot(page, 'browse-mobile-panel');
  });

  it('has no serious or critical accessibility violation in any view, with chips, or with the Topics dropdown open', async () => {
    const { page } = await browsePage();
    await page.goto('/public-beta');
    await shownTotal(page);
    for (const view of ['Thumbnails', 'Cards', 'Hooks']) {
      await page.getByRole('button', { name: view }).click();
      await expect(seriousAccessibilityViolations(page)).resolves.toEqual([]);
    }
    await page.goto('/public-beta?format=Listicle&topics=Fitness&search=workout&platform=tiktok');
    await page.getByRole('list', { name: 'Active filters' }).waitFor();
    await expect(seriousAccessibilityViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: /^Topics/ }).click();
    await page.getByRole('button', { name: 'Done' }).waitFor();
    await expect(seriousAccessibilityViolations(page)).resolves.toEqual([]);
  });

  it('can be used with the keyboard alone', async () => {
    const { page } = await browsePage();
    await page.goto('/public-beta');
    await shownTotal(page);

    // A video opens with Enter and the modal closes with Escape, giving focus back.
    const open = page.getByRole('link', { name: /^Open video:/ }).first();
    await open.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The dialog returns focus as it unmounts, which may land just after it leaves the DOM.
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);

    // Search with Enter.
    await search(page).focus();
    await page.keyboard.type('workout');
    await page.keyboard.press('Enter');
    await page.waitForURL(/search=workout/);

    // Search box → Search button → Format: arrow keys pick a format.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('filter-format');
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/format=/);

    // Topics: Enter opens the dropdown, Space ticks, Escape closes and applies, focus returns.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Done' }).waitFor();
    await page.getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await page.waitForURL(/topics=/);
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-haspopup') === 'dialog');

    // A chip's remove button works from the keyboard and focus stays in the chips.
    const remove = page.getByRole('button', { name: /^Remove Search/ });
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await page.waitForFunction(() =>
      document.activeElement?.getAttribute('aria-label')?.startsWith('Remove '),
    );
  });
});

// Issue 31: lists lay out for the width they have. With the 500 px chat drawer open, a 1280 px window leaves
// the page 780 px; the grid then has fewer columns, and no tile's text lands on another's or is cut.

/** How many tiles the first row of the list holds. */
const firstRowColumns = (page: Page) =>
  page.evaluate(() => {
    const items = [...document.querySelectorAll('[role="list"][aria-label="Videos"] [data-video-id]')];
    const top = items[0]?.getBoundingClientRect().top;
    return items.filter((item) => Math.abs(item.getBoundingClientRect().top - (top ?? 0)) < 2).length;
  });

/**
 * What crowds in the first rows' tiles: in the thumbnails view the platform badge, the save control, the
 * handle, each concept chip and the stats row must not overlap and must sit inside their tile, and no chip
 * may be cut; in the cards view the title must not overlap the format line or the tag rows.
 */
const crowding = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const items = [...document.querySelectorAll('[role="list"][aria-label="Videos"] [data-video-id]')].slice(
      0,
      12,
    );
    for (const item of items) {
      const id = item.getAttribute('data-video-id');
      const tile = item.getBoundingClientRect();
      const title = item.querySelector('h3');
      const parts: [string, Element][] = title
        ? [
            ['title', title],
            ...[...item.querySelectorAll('h3 ~ p, dl > div')].map((el, i): [string, Element] => [
              `row ${i}`,
              el,
            ]),
          ]
        : [
            ['badge', item.querySelector('article > span') as Element],
            ['save', item.querySelector('article > div.z-20') as Element],
            ['handle', item.querySelector('p.truncate') as Element],
            ...[...item.querySelectorAll('ul[aria-label="Concepts"] > li')].map(
              (el, i): [string, Element] => [`chip ${i}`, el],
            ),
            ['stats', item.querySelector('article > div:last-child > div:last-child') as Element],
          ];
      const boxes = parts
        .filter(([, el]) => el)
        .map(([name, el]) => [name, el.getBoundingClientRect()] as const);
      for (const [name, box] of boxes) {
        if (
          box.left < tile.left - 1 ||
          box.right > tile.right + 1 ||
          box.top < tile.top - 1 ||
          box.bottom > tile.bottom + 1
        )
          problems.push(`#${id}: ${name} leaves its tile`);
      }
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, boxA] = boxes[i] as (typeof boxes)[number];
          const [b, boxB] = boxes[j] as (typeof boxes)[number];
          if (overlap(boxA, boxB)) problems.push(`#${id}: ${a} overlaps ${b}`);
        }
      for (const chip of item.querySelectorAll(
        'ul[aria-label="Concepts"] span, ul[aria-label="Concepts"] > li',
      ))
        if (chip.scrollWidth > chip.clientWidth + 1)
          problems.push(`#${id}: chip "${chip.textContent}" is cut`);
    }
    return problems;
  });

/** The filter selects whose shown label does not fit their box (the browser would cut it short). */
const cutFilterLabels = (page: Page) =>
  page.evaluate(() => {
    const cut: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    for (const control of document.querySelectorAll<HTMLSelectElement>(
      '#browse-filters select, #browse-sort',
    )) {
      const style = getComputedStyle(control);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = control.selectedOptions[0]?.textContent ?? '';
      const room =
        control.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (canvas.measureText(text).width > room) cut.push(`${control.id}: "${text}"`);
    }
    return cut;
  });

describe('issue 31: lists lay out for the width they have', () => {
  it('drops columns beside the open chat drawer at 1280 px, with no tile text crowded or filter label cut', async () => {
    const { page } = await openPage({ width: 1280, height: 900 });
    await dismissFirstVisitDialogs(page);
    await page.goto('/login?redirect=%2Fvideos');
    await signInThroughLogin(page, E2E_ADMINS.layout);
    await shownTotal(page);
    const open = await firstRowColumns(page);
    expect(open).toBe(6);
    await expect(crowding(page)).resolves.toEqual([]);
    await expect(cutFilterLabels(page)).resolves.toEqual([]);
    await screenshot(page, 'issue31-videos-desktop-chat-closed');

    await page.getByRole('button', { name: 'Open Chat Bot' }).click();
    await page.getByRole('complementary', { name: 'Strategy Bot' }).waitFor();
    // The page shifts left over 300 ms; the grid follows the width it ends with.
    await expect.poll(() => firstRowColumns(page)).toBeLessThan(open);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('main')?.getBoundingClientRect().width))
      .toBe(780);
    expect(await firstRowColumns(page)).toBe(4);
    await expect(crowding(page)).resolves.toEqual([]);
    await expect(cutFilterLabels(page)).resolves.toEqual([]);
    await screenshot(page, 'issue31-videos-desktop-chat-open');

    await page.getByRole('button', { name: 'Cards' }).click();
    await expect(crowding(page)).resolves.toEqual([]);
    expect(await firstRowColumns(page)).toBe(2);
    await screenshot(page, 'issue31-videos-desktop-chat-open-cards');

    // A phone: the drawer covers the page, which keeps its two columns underneath.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Close chat' }).click();
    await page.getByRole('button', { name: 'Open Chat Bot' }).waitFor();
    await page.getByRole('button', { name: 'Thumbnails' }).click();
    expect(await firstRowColumns(page)).toBe(2);
    await expect(crowding(page)).resolves.toEqual([]);
    await screenshot(page, 'issue31-videos-phone-chat-closed');
    await page.getByRole('button', { name: 'Open Chat Bot' }).click();
    await page.getByRole('complementary', { name: 'Strategy Bot' }).waitFor();
    await screenshot(page, 'issue31-videos-phone-chat-open');
  });

  it('folds the filters away on a phone when a search is sent, so the results and their count show', async () => {
    const { page } = await browsePage({ width: 390, height: 844 });
    await page.goto('/public-beta');
    await shownTotal(page);
    await page.getByRole('button', { name: /Show Search & Filters/ }).click();
    await search(page).fill('fitness');
    await search(page).press('Enter');
    const toggle = page.getByRole('button', { name: /Show Search & Filters/ });
    await toggle.waitFor();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(search(page).isVisible()).resolves.toBe(false);
    await shownTotal(page);
    // The count sits on the first screen, not under the panel.
    const count = await page.locator('#video-list-heading').boundingBox();
    expect(count?.y).toBeLessThan(844);
    await expect(page.locator('[data-video-id]').first().isVisible()).resolves.toBe(true);
  });

  it('opens the panel with a taxonomy filter focused for a link naming it (the mobile menu rows)', async () => {
    const { page } = await browsePage({ width: 390, height: 844 });
    await page.goto('/public-beta');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Concepts' }).click();
    await page.waitForURL((url) => url.pathname === '/public-beta' && url.hash === '#filter-concept');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('filter-concept');
    await expect(select(page, 'Concept').isVisible()).resolves.toBe(true);
  });
});
