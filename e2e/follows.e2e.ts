import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { TaxonomyItem } from '../shared/contracts/taxonomy';
import { seriousAccessibilityViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { dismissFirstVisitDialogs } from './support/first-visit';
import { E2E_ADMINS, openSignedIn, signInThroughLogin } from './support/sign-in';

// Follows from the pages where they are made (docs/product/feed.md#follows): a premium user (an admin
// passes the premium tier list) follows a topic from its page and a search from the browse screen; a basic
// user sees no button. The admin signs in once; the later stories reuse the session.
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const BASIC_USER = 'follows-basic-e2e@example.com';
const PHONE = { width: 390, height: 844 };
const contexts: BrowserContext[] = [];
let session: StorageState;

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function signedIn(options: { width?: number; height?: number } = {}): Promise<Page> {
  const opened = await openSignedIn(session, options);
  contexts.push(opened.context);
  return opened.page;
}

/** A topic of the demo library that has videos. */
async function aTopic(page: Page): Promise<TaxonomyItem> {
  const list = (await (await page.request.get('/api/topics/public')).json()).data as TaxonomyItem[];
  const topic = list.find((entry) => entry.usage_count > 0);
  if (!topic) throw new Error('the demo library has no topic with videos');
  return topic;
}

const followsOf = async (page: Page) =>
  ((await (await page.request.get('/api/follows')).json()).data as { kind: string; label: string }[]).map(
    (follow) => `${follow.kind}:${follow.label}`,
  );

describe('following from the library', () => {
  it('follows a topic from its page: the button turns to Following, a toast says so, and it stays after a reload', async () => {
    const opened = await openPage();
    contexts.push(opened.context);
    await dismissFirstVisitDialogs(opened.context);
    const { page } = opened;
    await page.goto('/login');
    await signInThroughLogin(page, E2E_ADMINS.follows);
    session = await opened.context.storageState();

    const topic = await aTopic(page);
    await page.goto(`/topics/${topic.slug}`);
    const header = page.locator('main header').first();
    await header.getByRole('heading', { level: 1, name: topic.name, exact: true }).waitFor();
    await header.getByRole('button', { name: `Follow ${topic.name}`, exact: true }).click();
    await page.getByText(`Following ${topic.name}`).waitFor();
    await header.getByRole('button', { name: `Following ${topic.name}`, exact: true }).waitFor();
    expect(await followsOf(page)).toContain(`topic:${topic.name}`);
    await screenshot(page, 'follow-topic');

    await page.reload();
    await header.getByRole('button', { name: `Following ${topic.name}`, exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('fits the topic header and its button on a phone', async () => {
    const page = await signedIn(PHONE);
    const topic = await aTopic(page);
    await page.goto(`/topics/${topic.slug}`);
    const header = page.locator('main header').first();
    await header.getByRole('button', { name: `Following ${topic.name}`, exact: true }).waitFor();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    await screenshot(page, 'follow-topic-phone');
  });

  it('follows a search from the browse screen, and unfollows it again', async () => {
    const page = await signedIn();
    await page.goto('/videos?search=morning%20routine');
    const follow = page.getByRole('button', { name: 'Follow this search' });
    await follow.click();
    await page.getByRole('button', { name: /^Following this search/ }).waitFor();
    // The button flips at once; the toast says the server has answered.
    await page.getByText("Following your search 'morning routine'").waitFor();
    expect(await followsOf(page)).toContain("search:your search 'morning routine'");
    await screenshot(page, 'follow-search');

    await page.getByRole('button', { name: /^Following this search/ }).click();
    await page.getByRole('button', { name: 'Follow this search' }).waitFor();
    await page.getByText("Unfollowed your search 'morning routine'").waitFor();
    expect(await followsOf(page)).not.toContain("search:your search 'morning routine'");
  });

  it('shows a basic user no Follow button', async () => {
    const opened = await openPage();
    contexts.push(opened.context);
    await dismissFirstVisitDialogs(opened.context);
    const { page } = opened;
    await page.goto('/login');
    await signInThroughLogin(page, BASIC_USER);
    const topic = await aTopic(page);
    await page.goto(`/topics/${topic.slug}`);
    const header = page.locator('main header').first();
    await header.getByRole('heading', { level: 1, name: topic.name, exact: true }).waitFor();
    // The header is whole once its count is drawn; a premium user's button would stand beside it.
    await header.getByText(/\d+ videos?/).waitFor();
    expect(await header.getByRole('button', { name: /Follow/ }).count()).toBe(0);
    expect((await page.request.get('/api/follows')).status()).toBe(403);
  });
});
