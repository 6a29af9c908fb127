import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedResponse } from '../shared/contracts/feed';
import type { Follow } from '../shared/contracts/follows';
import { seriousAccessibilityViolations } from './support/axe';
import { listScreenshot, openPage, screenshot } from './support/browser';
import { consoleErrors, dismissFirstVisitDialogs } from './support/first-visit';
import { E2E_ADMINS, openSignedIn, signInThroughLogin } from './support/sign-in';

// The Feed page (docs/product/feed.md#feed-page), as a premium user meets it: nothing followed yet and where
// to start, a topic followed from there, then a creator and a search; the Following tab says why each video
// is there and narrows to one follow; the tabs live in the URL; Manage follows unfollows. An admin passes
// the premium tier list. The Following tab is the one this branch's server answers: For you and Trending
// are checked for their place in the URL, not their videos. The admin signs in once; later stories reuse it.
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const BASIC_USER = 'feed-basic-e2e@example.com';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const contexts: BrowserContext[] = [];
let session: StorageState;
/** What the stories follow, found in the demo library as they go. */
const followed = { topic: '', creator: '', search: 'morning routine' };

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function signedIn(size: { width: number; height: number } = DESKTOP): Promise<Page> {
  const opened = await openSignedIn(session, size);
  contexts.push(opened.context);
  return opened.page;
}

/** A call of the API from the page, as the app makes it (its cookie, its origin). */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const answer = await fetch(`/api${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return answer.json();
    },
    { method, path, body },
  );
}
const followsOf = async (page: Page) => (await call<{ data: Follow[] }>(page, 'GET', '/follows')).data;
const feedOf = (page: Page, query = '') =>
  call<FeedResponse>(page, 'GET', `/feed?tab=following&limit=100${query}`);

const list = (page: Page) => page.getByRole('list', { name: 'Videos' });
/** The notes of the list's videos, in order: why each is there. */
const notes = (page: Page) =>
  list(page)
    .locator('[data-video-id]')
    .evaluateAll((items) => items.map((item) => item.querySelector('[data-video-note]')?.textContent ?? ''));
/** The total the list says it holds, once it says one (not "Loading videos…"). */
const shownTotal = async (page: Page) => {
  const status = page.locator('#video-list-heading [role="status"]');
  let text = '';
  await expect
    .poll(async () => {
      text = ((await status.textContent()) ?? '').trim();
      return /^[\d,]+ videos?$/.test(text);
    })
    .toBe(true);
  return Number(text.replace(/\D/g, ''));
};
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the Feed page: Following', () => {
  it('shows a premium user who follows nothing where to start, and a topic followed from there fills the tab', async () => {
    const opened = await openPage(DESKTOP);
    contexts.push(opened.context);
    await dismissFirstVisitDialogs(opened.context);
    const { page } = opened;
    await page.goto('/login?redirect=%2Ffeed');
    await signInThroughLogin(page, E2E_ADMINS.feed);
    await page.waitForURL((url) => url.pathname === '/feed');
    session = await opened.context.storageState();

    await page.getByRole('heading', { level: 1, name: 'Your Feed' }).waitFor();
    await page.getByRole('heading', { name: 'You follow nothing yet' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Following' }).getAttribute('aria-selected')).toBe('true');
    const topics = page.getByRole('navigation', { name: 'Popular topics' });
    await topics.getByRole('link').first().waitFor();
    await page.getByRole('navigation', { name: 'Curated views' }).getByRole('link').first().waitFor();
    expect(await page.getByRole('link', { name: 'Browse All Videos' }).getAttribute('href')).toBe('/videos');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'feed-nothing-followed-desktop');
    await page.setViewportSize(PHONE);
    expect(await noHorizontalScroll(page)).toBe(true);
    await screenshot(page, 'feed-nothing-followed-phone');
    await page.setViewportSize(DESKTOP);

    // The biggest topic, one click away, then its Follow button.
    const topic = topics.getByRole('link').first();
    followed.topic = (await topic.textContent()) ?? '';
    await topic.click();
    const header = page.locator('main header').first();
    await header.getByRole('button', { name: `Follow ${followed.topic}`, exact: true }).click();
    await header.getByRole('button', { name: `Following ${followed.topic}`, exact: true }).waitFor();

    await page.goto('/feed');
    const total = await shownTotal(page);
    expect(total).toBe((await feedOf(page)).pagination.total);
    expect(total).toBeGreaterThan(0);
    // Every video says it is there for the topic.
    expect(new Set(await notes(page))).toEqual(new Set([`From what you follow: ${followed.topic}`]));
    // The biggest topic has more than a page: Load More brings the rest, as on the browse screen.
    expect(total).toBeGreaterThan(50);
    expect(await list(page).locator('[data-video-id]').count()).toBe(50);
    await page.getByRole('button', { name: /Load More Videos/ }).click();
    await expect.poll(() => list(page).locator('[data-video-id]').count()).toBe(Math.min(total, 100));
  });

  it('names every follow a video matches, narrows to one follow in the URL, and opens a video in the detail modal', async () => {
    const page = await signedIn();
    await page.goto('/feed');
    await shownTotal(page);
    // A creator of the topic's newest video, and a search: one video now matches two follows.
    const first = (await feedOf(page)).data[0];
    followed.creator = `@${first?.author_username}`;
    await call(page, 'POST', '/follows', { kind: 'creator', value: first?.author_username });
    await call(page, 'POST', '/follows', { kind: 'search', value: followed.search });
    const follows = await followsOf(page);
    const creator = follows.find((follow) => follow.kind === 'creator') as Follow;

    await page.reload();
    await shownTotal(page);
    const shown = await notes(page);
    // (Newest follow first, as the follows list orders them.)
    expect(shown[0]).toBe(`From what you follow: ${followed.creator}\u00a0· ${followed.topic}`);
    expect(shown.some((note) => note.includes(`your search '${followed.search}'`))).toBe(true);
    expect(shown.every((note) => note.startsWith('From what you follow: '))).toBe(true);
    await listScreenshot(page, 'feed-following-reasons-desktop');

    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: followed.creator });
    await page.waitForURL((url) => url.searchParams.get('follow') === creator.id);
    await expect
      .poll(async () => (await notes(page)).every((note) => note.includes(followed.creator)))
      .toBe(true);
    const ofCreator = (await feedOf(page, `&follow=${creator.id}`)).pagination.total;
    await expect.poll(() => shownTotal(page)).toBe(ofCreator);
    // A reload keeps the narrowed list: it is in the URL.
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Show' }).inputValue()).toBe(creator.id);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The browse screen's detail modal opens from the Feed.
    await list(page).locator('[data-video-id]').first().getByRole('link').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Everything I follow' });
    await page.waitForURL((url) => url.search === '');
    const all = (await feedOf(page)).pagination.total;
    await expect.poll(() => shownTotal(page)).toBe(all);
  });

  it('keeps the tab in the URL: For you and Trending open from it, survive a reload, and Trending narrows to follows', async () => {
    const page = await signedIn();
    await page.goto('/feed');
    await page.getByRole('tab', { name: 'For you' }).click();
    await page.waitForURL((url) => url.search === '?tab=for-you');
    await page.reload();
    expect(await page.getByRole('tab', { name: 'For you' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('Videos like the ones you save and follow').waitFor();

    // The arrow keys move between the tabs, as tabs do.
    await page.getByRole('tab', { name: 'For you' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.search === '?tab=trending');
    await page.getByRole('button', { name: 'My follows' }).click();
    await page.waitForURL((url) => url.search === '?tab=trending&scope=follows');

    await page.goto('/feed?tab=trending&scope=follows');
    expect(await page.getByRole('tab', { name: 'Trending' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('button', { name: 'My follows' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('tab', { name: 'Following' }).click();
    await page.waitForURL((url) => url.pathname === '/feed' && url.search === '');
  });

  it('lists the follows by kind in Manage follows, and unfollows one: gone from the panel and from the list', async () => {
    const page = await signedIn(PHONE);
    await page.goto('/feed');
    await shownTotal(page);
    await page.getByRole('button', { name: /^Manage follows/ }).click();
    const panel = page.getByRole('dialog', { name: 'Manage follows' });
    await panel.getByRole('heading', { name: 'Topics (1)' }).waitFor();
    expect(await panel.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Topics (1)',
      'Creators (1)',
      'Searches (1)',
    ]);
    expect(await seriousAccessibilityViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, 'feed-manage-follows-phone');

    await panel.getByRole('button', { name: `Unfollow ${followed.creator}` }).click();
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `Unfollowed ${followed.creator}` })
      .waitFor();
    await panel.getByRole('button', { name: `Unfollow ${followed.creator}` }).waitFor({ state: 'detached' });
    expect(await panel.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Topics (1)',
      'Searches (1)',
    ]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect((await followsOf(page)).map((follow) => follow.label)).not.toContain(followed.creator);
    // The list was read again: no video names the creator any more.
    await expect
      .poll(async () => (await notes(page)).some((note) => note.includes(followed.creator)))
      .toBe(false);
  });
});

describe('the Feed page on a phone and a desktop, with the chat drawer closed and open', () => {
  it('arrives drawn by the server and wakes without an error; fits a 390 px phone and is axe clean', async () => {
    const page = await signedIn(PHONE);
    const errors = consoleErrors(page);
    const [document] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/feed'),
      page.goto('/feed'),
    ]);
    // The first screen is in the HTML: the list with its reasons, not a skeleton drawn after three round trips.
    const html = await document.text();
    expect(html).toContain('data-video-note');
    expect(html).not.toContain('data-skeleton-card');
    await shownTotal(page);
    // A hydration mismatch or a failed call would say so here.
    expect(errors).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'feed-following-phone-chat-closed');
    await page.getByRole('button', { name: 'Open Chat Bot' }).click();
    await page.getByRole('complementary', { name: 'Strategy Bot' }).waitFor();
    await screenshot(page, 'feed-following-phone-chat-open');
    await page.getByRole('button', { name: 'Close chat' }).click();

    await page.goto('/feed?tab=trending');
    await page.getByRole('button', { name: 'My follows' }).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await screenshot(page, 'feed-trending-phone');
  });

  it('lays out beside the open chat drawer on a desktop', async () => {
    const page = await signedIn(DESKTOP);
    await page.goto('/feed');
    await shownTotal(page);
    await page.getByRole('button', { name: 'Cards' }).click();
    await screenshot(page, 'feed-following-desktop-chat-closed');
    await page.getByRole('button', { name: 'Open Chat Bot' }).click();
    await page.getByRole('complementary', { name: 'Strategy Bot' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('main')?.getBoundingClientRect().width))
      .toBe(780);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'feed-following-desktop-chat-open');
  });
});

describe('the Feed page for a basic user', () => {
  it('sends them to /videos with the notice that the Feed is part of Premium', async () => {
    const opened = await openPage(PHONE);
    contexts.push(opened.context);
    await dismissFirstVisitDialogs(opened.context);
    const { page } = opened;
    await page.goto('/login');
    await signInThroughLogin(page, BASIC_USER);
    await page.goto('/feed');
    await page.waitForURL((url) => url.pathname === '/videos');
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'The Feed is part of Premium. Ask an admin to upgrade your account to open it.' })
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Your Feed' }).count()).toBe(0);
    await screenshot(page, 'feed-basic-user-notice-phone');
  });
});
