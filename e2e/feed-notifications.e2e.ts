import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { TaxonomyItem } from '../shared/contracts/taxonomy';
import { seriousAccessibilityViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { dismissFirstVisitDialogs } from './support/first-visit';
import { E2E_ADMINS, signInThroughLogin } from './support/sign-in';

// Issue 33's story, end to end (docs/product/feed.md#notifications): a premium user follows a topic from its
// page; an admin imports a video of that topic; the user's bell shows one unread notification, which names
// the topic, and the video is the first in the Following tab.
const PREMIUM_USER = 'feed-story-premium@example.com';
const PHONE = { width: 390, height: 844 };
const VIDEO_ID = 9_330_001;
const contexts: BrowserContext[] = [];

afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function signedInAs(email: string, size?: { width: number; height: number }): Promise<Page> {
  const { page, context } = await openPage(size);
  contexts.push(context);
  await dismissFirstVisitDialogs(context);
  await page.goto('/login');
  await signInThroughLogin(page, email);
  return page;
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
      return { status: answer.status, ...(await answer.json()) };
    },
    { method, path, body },
  );
}

describe('a followed topic gains a video', () => {
  it('rings the bell once and puts the video first in Following', async () => {
    const admin = await signedInAs(E2E_ADMINS.notifications);
    const user = await signedInAs(PREMIUM_USER, PHONE);
    const me = await call<{ data: { id: string } }>(user, 'GET', '/me');
    const upgraded = await call<{ status: number }>(admin, 'PUT', `/admin/users/${me.data.id}/tier`, {
      tier: 'premium',
    });
    expect(upgraded.status).toBe(200);

    // A topic of the demo library, followed from its page.
    const topics = await call<{ data: TaxonomyItem[] }>(user, 'GET', '/topics/public');
    const topic = topics.data.find((entry) => entry.usage_count > 0);
    if (!topic) throw new Error('the demo library has no topic with videos');
    await user.goto(`/topics/${topic.slug}`);
    const header = user.locator('main header').first();
    await header.getByRole('button', { name: `Follow ${topic.name}`, exact: true }).click();
    await header.getByRole('button', { name: `Following ${topic.name}`, exact: true }).waitFor();

    await user.goto('/feed');
    await user.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    const imported = await call<{ status: number }>(admin, 'POST', '/admin/import', [
      {
        id: VIDEO_ID,
        platform: 'tiktok',
        url: `https://www.tiktok.com/@feed.story/video/${VIDEO_ID}`,
        caption: 'A brand new video for the followers of this topic',
        author_username: 'feed.story',
        simple_description: 'Brand new for the followers of this topic',
        db_analysis: { topics: [{ match: topic.name }], format: { match: 'Tutorial / How-To' } },
      },
    ]);
    expect(imported.status).toBe(200);

    // The fan-out runs within seconds of the import; the bell asks on load, on focus and every half minute.
    await expect
      .poll(async () => (await call<{ unread: number }>(user, 'GET', '/notifications')).unread, {
        timeout: 15_000,
      })
      .toBe(1);
    await user.reload();
    const bell = user.getByRole('button', { name: 'Notifications, 1 unread notification' });
    await bell.waitFor();
    await bell.click();
    const panel = user.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText(`1 new video in ${topic.name}`).waitFor();
    await screenshot(user, 'feed-notification-bell-phone');
    expect(await seriousAccessibilityViolations(user)).toEqual([]);
    await user.keyboard.press('Escape');

    const first = user.getByRole('list', { name: 'Videos' }).locator('[data-video-id]').first();
    await expect.poll(() => first.getAttribute('data-video-id')).toBe(String(VIDEO_ID));
    await screenshot(user, 'feed-following-new-video-phone');
  });
});
