import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../auth/auth';
import { makeTempDataDir } from '../db/embedded-postgres';
import { users } from '../db/schema';
import { onCleanup } from '../test/cleanup';
import { DEFAULT_GATED_TEXTS, videoRecord } from '../test/factories';
import {
  insertCollaborator,
  insertSavedVideos,
  insertSwipefile,
  setAccess,
} from '../test/shared-swipefile-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

const PUBLIC_URL = 'https://hookshelf.example';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Hookshelf — The Short-form Swipe File</title>
    <meta name="description" content="The app's own description" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let owner: TestUser;
let linkToken: string;
let publicSlug: string;

const page = async (pagePath: string, cookie?: string) => {
  const response = await fetch(`${t.baseUrl}${pagePath}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, html: await response.text(), headers: response.headers };
};
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  const webDistDir = await makeTempDataDir('hookshelf-web-');
  onCleanup(() => fs.rm(webDistDir, { recursive: true, force: true }));
  await fs.writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ PUBLIC_URL }, { webDistDir });
  const image = await sharp({ create: { width: 540, height: 960, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  await fs.writeFile(path.join(t.dataDir, 'images', 'analyzer', 'thumb-82.png'), image);
  await t.createVideos([
    videoRecord({ id: 81, simple_description: 'The oldest pantry video', thumbnail: 'thumb-81.png' }),
    videoRecord({
      id: 82,
      simple_description: 'Pantry restock </script><b>bold</b>',
      thumbnail: 'thumb-82.png',
    }),
  ]);
  owner = await createUser(t);
  await t.database.db.update(users).set({ name: 'Maya Chen' }).where(eq(users.id, owner.id));
  const link = await insertSwipefile(t.database.db, owner.id, {
    name: 'Team openers',
    description: null,
    access: 'link_only',
  });
  await insertSavedVideos(t.database.db, link.id, owner.id, [
    { videoId: 81, notes: 'Good cold open' },
    { videoId: 82, notes: 'Steal the <b>pacing</b>' },
  ]);
  await insertCollaborator(t.database.db, link.id, 'teammate@example.com', null);
  linkToken = link.shareToken ?? '';
  const open = await insertSwipefile(t.database.db, owner.id, {
    name: 'Pantry "hooks" & more',
    description: 'Hooks from food creators that stop the scroll',
    access: 'public',
  });
  await insertSavedVideos(t.database.db, open.id, owner.id, [{ videoId: 82, notes: 'Note' }]);
  publicSlug = open.publicSlug ?? '';
});

describe('the shared and public swipefile pages, drawn by the server', () => {
  it('draws a link-only swipefile for a visitor: name, owner, notes, preview tags and noindex, no gated text', async () => {
    const { status, html, headers } = await page(`/shared/swipefiles/${linkToken}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const root = rootOf(html);
    expect(root).toContain('Team openers');
    expect(root).toContain('Curated by Maya Chen');
    expect(root).toContain('Good cold open');
    expect(root).toContain('Steal the &lt;b&gt;pacing&lt;/b&gt;');
    expect(root).toContain('2 videos');
    expect(root).toContain('href="/v/82"');
    const head = headOf(html);
    expect(head).toContain('<title>Team openers | Hookshelf</title>');
    expect(head).not.toContain("The app's own description");
    expect(meta(head, 'property', 'og:title')).toBe('Team openers');
    expect(meta(head, 'property', 'og:description')).toBe('2 videos curated by Maya Chen');
    expect(meta(head, 'property', 'og:url')).toBe(`${PUBLIC_URL}/shared/swipefiles/${linkToken}`);
    // The newest saved video (82) is the first, and the one with an image.
    expect(meta(head, 'property', 'og:image')).toMatch(
      new RegExp(`^${PUBLIC_URL}/images/derived/.+\\.webp$`),
    );
    expect(meta(head, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(head, 'name', 'robots')).toBe('noindex');
    expect(head).not.toContain('rel="canonical"');
    for (const gated of DEFAULT_GATED_TEXTS) expect(html).not.toContain(gated);
    expect(html).not.toContain('teammate@example.com');
    expect(html).not.toContain(owner.email);
  });

  it('gives a public swipefile a canonical address, its description, and no noindex', async () => {
    const { status, html } = await page(`/public/swipefiles/${publicSlug}`);
    expect(status).toBe(200);
    const head = headOf(html);
    expect(head).toContain('<title>Pantry &quot;hooks&quot; &amp; more | Hookshelf</title>');
    expect(meta(head, 'property', 'og:description')).toBe('Hooks from food creators that stop the scroll');
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/public/swipefiles/${publicSlug}" />`);
    expect(meta(head, 'name', 'robots')).toBeUndefined();
    expect(rootOf(html)).toContain('Hooks from food creators that stop the scroll');
  });

  it('writes the same preview tags into a signed-in reader’s shell', async () => {
    const cookie = `${sessionCookieName(t.app.config)}=anything`;
    const { status, html } = await page(`/public/swipefiles/${publicSlug}`, cookie);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(meta(headOf(html), 'property', 'og:title')).toBe('Pantry &quot;hooks&quot; &amp; more');
  });

  it('answers a dead or unknown link with 404, noindex and the not-active page, drawn', async () => {
    const dead = await insertSwipefile(t.database.db, owner.id, {
      name: 'Soon private',
      access: 'link_only',
    });
    expect((await page(`/shared/swipefiles/${dead.shareToken}`)).status).toBe(200);
    await setAccess(t.database.db, dead.id, 'private');
    for (const pagePath of [
      `/shared/swipefiles/${dead.shareToken}`,
      '/shared/swipefiles/unknown-token',
      `/public/swipefiles/${linkToken}`,
      `/shared/swipefiles/${publicSlug}`,
      `/shared/swipefiles/${'x'.repeat(300)}`,
      `/shared/swipefiles/${linkToken}%00`,
    ]) {
      const { status, html } = await page(pagePath);
      expect(status, pagePath).toBe(404);
      expect(html).toContain('<title>This link is no longer active | Hookshelf</title>');
      // Drawn by the server: the visitor reads it before any script runs.
      expect(rootOf(html)).toContain('<h1');
      expect(rootOf(html)).toContain('This link is no longer active');
      expect(meta(headOf(html), 'name', 'robots')).toBe('noindex');
      expect(html).not.toContain('Soon private');
    }
  });
});
