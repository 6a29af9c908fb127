import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GATED_VIDEO_FIELDS } from '../../shared/contracts/video';
import { sessionCookieName } from '../auth/auth';
import { makeTempDataDir } from '../db/embedded-postgres';
import { onCleanup } from '../test/cleanup';
import { DEFAULT_GATED_TEXTS, videoRecord } from '../test/factories';
import { sendJson } from '../test/send-json';
import { addCollaborator, addSavedVideo, createSwipefile } from '../test/swipefile-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser } from '../test/users';

// The built index.html's shape: the start-up overlay after #root, the entry script in the head.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Hookshelf — The Short-form Swipe File</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <div id="startup-overlay" role="status" aria-label="Loading Hookshelf">
      <svg class="startup-mark" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" /></svg>
    </div>
  </body>
</html>
`;
// Vite's manifest, as much of it as the preloads read.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: ['_shared-1.js'],
    assets: ['assets/inter-latin-ext-wght-normal-x.woff2', 'assets/inter-latin-wght-normal-y.woff2'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_video-actions.js': { file: 'assets/video-actions-2.js', imports: ['_shared-1.js'] },
  'src/app/routes/public-browse-route.tsx': {
    file: 'assets/public-browse-route-3.js',
    imports: ['index.html', '_video-actions.js'],
  },
  'src/app/routes/video-page-route.tsx': { file: 'assets/video-page-4.js', imports: ['_video-actions.js'] },
};

let t: TestApp;
let signedInCookie: string;

const page = async (pagePath: string, cookie?: string) => {
  const response = await fetch(`${t.baseUrl}${pagePath}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, html: await response.text() };
};
/** The JSON the page hydrates from, read back as the browser does. */
const initialData = (html: string) => {
  const text = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return text ? JSON.parse(text) : null;
};
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
/** The page's seeded queries by their key (as JSON), with the data each starts from. */
const queriesOf = (html: string) =>
  new Map<string, unknown>(
    (initialData(html)?.queries.queries ?? []).map((q: { queryKey: unknown[]; state: { data: unknown } }) => [
      JSON.stringify(q.queryKey),
      q.state.data,
    ]),
  );
/** What an API call answers the cookie's owner. */
const api = async (apiPath: string, cookie: string) =>
  (await fetch(`${t.baseUrl}/api${apiPath}`, { headers: { cookie } })).json();

beforeAll(async () => {
  const webDistDir = await makeTempDataDir('hookshelf-web-');
  onCleanup(() => fs.rm(webDistDir, { recursive: true, force: true }));
  await fs.writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  await fs.mkdir(path.join(webDistDir, '.vite'));
  await fs.writeFile(path.join(webDistDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({}, { webDistDir });
  // Video 72's image exists (the import converts it to its sizes); video 71's does not.
  const image = await sharp({ create: { width: 540, height: 960, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  await fs.writeFile(path.join(t.dataDir, 'images', 'analyzer', 'thumb-72.png'), image);
  await t.createVideos([
    videoRecord({
      id: 71,
      simple_description: 'Pancake flip </script><b>bold</b>',
      overview: 'A home cook shows the flip, step by step.',
      thumbnail: 'thumb-71.png',
    }),
    videoRecord({ id: 72, simple_description: 'The newest pantry video', thumbnail: 'thumb-72.png' }),
  ]);
  // Only whether the cookie is there decides the shell; its value is the API's business.
  signedInCookie = `${sessionCookieName({ publicUrl: t.publicUrl })}=some-session-token`;
});

describe('pages a signed-out visitor opens', () => {
  it('has the landing hero, the login heading, the first card and the video in the HTML itself', async () => {
    expect(rootOf((await page('/')).html)).toMatch(/<h1[^>]*>/);
    expect(rootOf((await page('/login')).html)).toContain('Sign in to Hookshelf');
    const browse = await page('/public-beta');
    expect(browse.status).toBe(200);
    // A rendered list is big; it goes out compressed like the API's answers.
    const encoding = (await fetch(`${t.baseUrl}/public-beta`)).headers.get('content-encoding');
    expect(['br', 'gzip']).toContain(encoding);
    expect(rootOf(browse.html)).toContain('Browse the Library');
    expect(rootOf(browse.html)).toContain('Open video: The newest pantry video');
    const video = await page('/v/71');
    expect(video.status).toBe(200);
    expect(rootOf(video.html)).toContain('A home cook shows the flip, step by step.');
    expect(rootOf(video.html)).toContain('Pancake flip &lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;');
  });

  it('renders a sorted list from the URL under the key the browse screen reads', async () => {
    const { html } = await page('/public-beta?sort=views');
    const keys = initialData(html).queries.queries.map((query: { queryKey: unknown }) => query.queryKey);
    expect(keys).toContainEqual(['videos', 'public', 'sort=views']);
    expect(rootOf(html)).toContain('Open video: The newest pantry video');
  });

  it('carries the queries the page started from, with `<` unable to close the script', async () => {
    const { html } = await page('/v/71');
    expect(html).not.toContain('</script><b>');
    const data = initialData(html);
    expect(data.rendered).toBe(true);
    const byKey = new Map(
      data.queries.queries.map((q: { queryKey: unknown[]; state: { data: unknown } }) => [
        JSON.stringify(q.queryKey),
        q.state.data,
      ]),
    );
    expect(byKey.get('["session","me"]')).toBeNull();
    expect(
      (byKey.get('["video","public",71]') as { data: { simple_description: string } }).data
        .simple_description,
    ).toBe('Pancake flip </script><b>bold</b>');
  });

  it('puts no gated field of the video anywhere in the page, rendered or in the data', async () => {
    for (const pagePath of ['/v/71', '/public-beta']) {
      const { html } = await page(pagePath);
      for (const text of DEFAULT_GATED_TEXTS) expect(html).not.toContain(text);
      const videos = JSON.stringify(initialData(html).queries);
      for (const field of GATED_VIDEO_FIELDS) expect(videos).not.toContain(`"${field}":`);
    }
  });

  it('is the only loading state: the start-up overlay goes when the server drew the page', async () => {
    expect((await page('/public-beta')).html).not.toContain('startup-overlay');
    // A page the app draws itself keeps it, and still knows the visitor has no session (no /api/me 401).
    const privacy = await page('/privacy');
    expect(privacy.html).toContain('startup-overlay');
    expect(initialData(privacy.html).rendered).toBe(false);
    expect(initialData(privacy.html).queries.queries[0].state.data).toBeNull();
  });

  it("preloads the font and the first card's image on a drawn page, and the route's chunks where the app draws it", async () => {
    const { html } = await page('/public-beta');
    expect(html).toContain('href="/assets/inter-latin-wght-normal-y.woff2"');
    expect(html).not.toContain('inter-latin-ext');
    // A drawn page needs its chunk only to wake up: it must not share the connection with the first screen.
    expect(html).not.toContain('rel="modulepreload"');
    // The shell a signed-in visitor gets is drawn by the app, so its route's chunks start with the HTML.
    const shell = (await page('/public-beta', signedInCookie)).html;
    expect(shell).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/public-browse-route-3.js" />',
    );
    expect(shell).toContain('<link rel="modulepreload" crossorigin href="/assets/video-actions-2.js" />');
    expect(shell).toContain('href="/assets/inter-latin-wght-normal-y.woff2"');
    // index.html loads the entry's own imports already.
    expect(shell).not.toContain('href="/assets/shared-1.js"');
    // The first card's image, with the same choice of sizes as its <img>, so the preload is the file it shows.
    const preload =
      /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high" \/>/.exec(
        html,
      );
    const img = /<img [^>]*src="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"/i.exec(rootOf(html));
    expect(preload?.[1]).toMatch(/^\/images\/derived\/.+\.webp$/);
    expect(preload?.slice(1)).toEqual(img?.slice(1));
    // The image needs no script, so its request goes before the scripts': the app's own starts only once
    // the page has loaded and painted (start-after-load.js); the shell's starts with the HTML.
    expect(html).not.toContain('<script type="module"');
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(
      html.indexOf('<script defer src="/start-after-load.js" data-entry="/assets/index-abc.js"></script>'),
    );
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    // Video 71 has no image: no preload that would answer 404.
    expect((await page('/v/71')).html).not.toContain('rel="preload" as="image"');
  });

  it('answers a missing video and an unknown path with 404 and the shell, never a rendered page', async () => {
    for (const pagePath of ['/v/999', '/nope']) {
      const { status, html } = await page(pagePath);
      expect(status).toBe(404);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('noindex');
    }
  });
});

describe("a signed-in user's daily screens", () => {
  it('draws /videos with their own session and the full analysis, private to them', async () => {
    const ada = await createUser(t, { tier: 'premium' });
    const response = await fetch(`${t.baseUrl}/videos`, { headers: { cookie: ada.cookie } });
    expect(response.status).toBe(200);
    // Their data in a page: no shared cache may keep it, and the back button after sign-out refetches it.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(rootOf(html)).toContain('All Videos');
    expect(rootOf(html)).toContain('Open video: The newest pantry video');
    expect(html).not.toContain('startup-overlay');
    const data = initialData(html);
    expect(data.rendered).toBe(true);
    const byKey = new Map(
      data.queries.queries.map((q: { queryKey: unknown[]; state: { data: unknown } }) => [
        JSON.stringify(q.queryKey),
        q.state.data,
      ]),
    );
    expect(byKey.get('["session","me"]')).toEqual({
      id: ada.id,
      email: ada.email,
      name: null,
      tier: 'premium',
      isAdmin: false,
    });
    // The signed-in list, as GET /api/videos answers them: the gated analysis is there.
    const list = byKey.get('["videos","signed-in",""]') as { pages: { data: Record<string, unknown>[] }[] };
    expect(list.pages[0]?.data.map((video) => video.id)).toEqual([72, 71]);
    expect(JSON.stringify(list)).toContain(DEFAULT_GATED_TEXTS[0]);
  });

  it("draws a premium user's search with its Follow button, whole (docs/product/feed.md#follows)", async () => {
    const ada = await createUser(t, { tier: 'premium' });
    const { status, html } = await page('/videos?search=pantry', ada.cookie);
    expect(status).toBe(200);
    expect(rootOf(html)).toContain('Follow this search');
    // No Suspense boundary left waiting: the lazy button is in the HTML the browser hydrates.
    expect(html).not.toContain('<!--$?-->');
  });

  it('gives each user their own session, and a dead or missing session the shell with nothing in it', async () => {
    const bob = await createUser(t);
    const bobs = initialData((await page('/videos', bob.cookie)).html);
    expect(JSON.stringify(bobs.queries)).toContain(bob.email);
    for (const cookie of [signedInCookie, undefined]) {
      const { status, html } = await page('/videos', cookie);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      for (const text of DEFAULT_GATED_TEXTS) expect(html).not.toContain(text);
    }
  });
});

describe("a signed-in user's swipefiles", () => {
  it('draws /swipefiles with their own list as GET /api/swipefiles answers it, the first cover first', async () => {
    const ada = await createUser(t, { tier: 'premium' });
    const board = await createSwipefile(t, ada, { name: 'Hooks that stop the scroll' });
    await addSavedVideo(t, board, 72);
    const response = await fetch(`${t.baseUrl}/swipefiles`, { headers: { cookie: ada.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(rootOf(html)).toContain('Hooks that stop the scroll');
    // The default swipefile exists from the first time the list is read, drawn or fetched.
    expect(rootOf(html)).toContain('Default');
    expect(html).not.toContain('startup-overlay');
    const queries = queriesOf(html);
    // Under the key the page's hook reads, exactly what its own fetch would get: hydration matches.
    expect(queries.get('["swipefiles","mine"]')).toEqual((await api('/swipefiles', ada.cookie)).data);
    expect(queries.get('["swipefiles","shared","new"]')).toEqual({ count: 0, shares: [] });
    // The first card's cover is the first image the phone loads: high priority, and preloaded with the HTML.
    const cover = /<img [^>]*src="([^"]+)"[^>]*>/.exec(rootOf(html));
    // (The default swipefile comes first, with no cover yet: the first cover is the second card's.)
    expect(cover?.[0]).toMatch(/fetchpriority="high"/i);
    expect(cover?.[0]).not.toContain('loading="lazy"');
    expect(html).toContain(`<link rel="preload" as="image" href="${cover?.[1]}"`);
  });

  it('draws the Shared tab with the swipefiles shared with them', async () => {
    const [owner, bea] = [await createUser(t), await createUser(t)];
    const shared = await createSwipefile(t, owner, { name: 'Team openers' });
    await addCollaborator(t, shared, bea, { role: 'editor' });
    const { html } = await page('/swipefiles?tab=shared', bea.cookie);
    expect(rootOf(html)).toContain('Team openers');
    const queries = queriesOf(html);
    expect(queries.get('["swipefiles","shared"]')).toEqual(
      (await api('/swipefiles/shared', bea.cookie)).data,
    );
    expect(queries.has('["swipefiles","mine"]')).toBe(false);
    // The new share is counted on its tab in the HTML too (the sign reads the same answer).
    expect(queries.get('["swipefiles","shared","new"]')).toMatchObject({ count: 1 });
    // (React writes a comment between the adjacent texts of `, {count} new`.)
    expect(rootOf(html)).toMatch(/, (<!-- -->)?1(<!-- -->)? new/);
  });

  it('draws /swipefiles/{id} for its owner and a collaborator, each with their role, as the API answers them', async () => {
    const [owner, viewer] = [await createUser(t, { tier: 'premium' }), await createUser(t)];
    const board = await createSwipefile(t, owner, { name: 'Cold opens', description: 'Openers that work' });
    await addSavedVideo(t, board, 72, { notes: 'Use the pause at 0:02' });
    await addCollaborator(t, board, viewer, { role: 'viewer' });
    for (const user of [owner, viewer]) {
      const response = await fetch(`${t.baseUrl}/swipefiles/${board.id}`, {
        headers: { cookie: user.cookie },
      });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      const root = rootOf(html);
      expect(root).toMatch(/<h1[^>]*>Cold opens<\/h1>/);
      expect(root).toContain('The newest pantry video');
      expect(root).toContain('Use the pause at 0:02');
      const queries = queriesOf(html);
      const swipefile = await api(`/swipefiles?id=${board.id}`, user.cookie);
      expect(queries.get(`["swipefiles","one","${board.id}"]`)).toEqual(swipefile.data);
      const videos = await api(`/saved-videos?swipefile_id=${board.id}&page=1&limit=50`, user.cookie);
      expect(queries.get(`["saved-videos","${board.id}",""]`)).toEqual({ pages: [videos], pageParams: [1] });
      // The first video's thumbnail is the page's priority image.
      expect(root).toMatch(/<img [^>]*fetchpriority="high"/i);
    }
    // Only the owner is offered the owner's actions.
    expect(rootOf((await page(`/swipefiles/${board.id}`, owner.cookie)).html)).toContain('Delete');
    expect(rootOf((await page(`/swipefiles/${board.id}`, viewer.cookie)).html)).not.toContain('Delete');
  });

  it('draws nothing of a swipefile the user may not read: the loading state the app then leaves, as it would itself', async () => {
    const [owner, stranger, removed] = [await createUser(t), await createUser(t), await createUser(t)];
    const secret = await createSwipefile(t, owner, { name: 'Secret launch plan', description: 'Not yours' });
    await addSavedVideo(t, secret, 71, { notes: 'Private note about the launch' });
    // A pending invitation is no access either (swipefiles/swipefile-access.ts decides it).
    await addCollaborator(t, secret, removed, { status: 'pending' });
    for (const [pagePath, user] of [
      [`/swipefiles/${secret.id}`, stranger],
      [`/swipefiles/${secret.id}`, removed],
      ['/swipefiles/not-a-swipefile-id', stranger],
    ] as const) {
      const { status, html } = await page(pagePath, user.cookie);
      expect(status).toBe(200);
      for (const text of ['Secret launch plan', 'Not yours', 'Private note about the launch', 'Pancake flip'])
        expect(html).not.toContain(text);
      expect(rootOf(html)).toContain('Loading swipefile…');
      const keys = [...queriesOf(html).keys()];
      // Their own session only: the page's own fetch meets the API's 404 and says so.
      expect(keys).toEqual(['["session","me"]']);
    }
  });

  it('gives a visitor and a dead session the shell, with no signed-in data', async () => {
    const owner = await createUser(t);
    const board = await createSwipefile(t, owner, { name: 'Visitors never see this' });
    for (const pagePath of ['/swipefiles', `/swipefiles/${board.id}`]) {
      for (const cookie of [undefined, signedInCookie]) {
        const { status, html } = await page(pagePath, cookie);
        expect(status).toBe(200);
        expect(html).toContain('<div id="root"></div>');
        expect(html).not.toContain('Visitors never see this');
        expect(html).not.toContain('"swipefiles"');
      }
    }
  });
});

describe("a premium user's Feed", () => {
  it('draws /feed with their follows and the Following tab as the API answers them, each video with its reasons', async () => {
    const ada = await createUser(t, { tier: 'premium' });
    const follow = await sendJson(t, ada, 'POST', '/api/follows', { kind: 'topic', value: 'Cooking' });
    expect(follow.status).toBe(201);
    const response = await fetch(`${t.baseUrl}/feed`, { headers: { cookie: ada.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(rootOf(html)).toContain('Your Feed');
    expect(rootOf(html)).toContain('Open video: The newest pantry video');
    // Why each video is there (React writes a comment between adjacent texts).
    expect(rootOf(html).replaceAll('<!-- -->', '')).toContain('From what you follow: </span>Cooking');
    expect(html).not.toContain('startup-overlay');
    expect(html).not.toContain('<!--$?-->');
    // Under the keys the page's hooks read, exactly what their own fetches would get: hydration matches.
    const queries = queriesOf(html);
    expect(queries.get('["follows"]')).toEqual((await api('/follows', ada.cookie)).data);
    const first = (queries.get('["feed","tab=following"]') as { pages: unknown[] }).pages[0];
    expect(first).toEqual(await api('/feed?tab=following&page=1&limit=50', ada.cookie));
  });

  it('draws the tab and the follow the URL names, and leaves what it cannot answer to the page', async () => {
    const bea = await createUser(t, { tier: 'admin' });
    const follow = (await sendJson(t, bea, 'POST', '/api/follows', { kind: 'topic', value: 'Cooking' })).body
      .data as { id: string };
    const narrowed = queriesOf((await page(`/feed?follow=${follow.id}`, bea.cookie)).html);
    expect(narrowed.get(`["feed","tab=following&follow=${follow.id}"]`)).toMatchObject({
      pages: [{ success: true, pagination: { total: 2 } }],
    });
    // A follow that is not theirs is the page's to say (the API's 404).
    const gone = queriesOf(
      (await page('/feed?follow=00000000-0000-4000-8000-000000000000', bea.cookie)).html,
    );
    expect([...gone.keys()].filter((key) => key.startsWith('["feed"'))).toEqual([]);
    // For you and Trending are drawn as their own fetches answer them.
    for (const query of ['tab=for-you', 'tab=trending&scope=all']) {
      const drawn = await page(`/feed?${query}`, bea.cookie);
      expect(rootOf(drawn.html)).toContain('aria-selected="true"');
      const first = (queriesOf(drawn.html).get(`["feed","${query}"]`) as { pages: unknown[] }).pages[0];
      expect(first).toEqual(await api(`/feed?${query}&page=1&limit=50`, bea.cookie));
    }
  });

  it('answers nothing of the Feed to a basic user, whose page sends them to /videos', async () => {
    const cy = await createUser(t, { tier: 'basic' });
    const { status, html } = await page('/feed', cy.cookie);
    expect(status).toBe(200);
    const keys = [...queriesOf(html).keys()];
    expect(keys).toEqual(['["session","me"]']);
    expect(rootOf(html)).not.toContain('Your Feed');
  });
});

describe('pages a signed-in visitor opens', () => {
  it('are the shell the app draws itself, with no session answered for it', async () => {
    for (const pagePath of ['/', '/public-beta', '/v/71']) {
      const { status, html } = await page(pagePath, signedInCookie);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('startup-overlay');
      expect(html).not.toContain('id="initial-data"');
    }
  });
});
