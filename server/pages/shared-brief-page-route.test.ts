import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTempDataDir } from '../db/embedded-postgres';
import { onCleanup } from '../test/cleanup';
import { DEFAULT_GATED_TEXTS, videoRecord } from '../test/factories';
import { sendJson } from '../test/send-json';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

const PUBLIC_URL = 'https://hookshelf.example';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Hookshelf — The Short-form Swipe File</title>
    <meta name="description" content="The app's own description" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let owner: TestUser;
let briefId: string;

const page = async (pagePath: string) => {
  const response = await fetch(`${t.baseUrl}${pagePath}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
};
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
const share = async (level: string) =>
  (await sendJson(t, owner, 'POST', `/api/briefs/${briefId}/share`, { access_level: level })).body.data;

beforeAll(async () => {
  const webDistDir = await makeTempDataDir('hookshelf-web-');
  onCleanup(() => fs.rm(webDistDir, { recursive: true, force: true }));
  await fs.writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ PUBLIC_URL }, { webDistDir });
  await t.createVideos([videoRecord({ id: 7 })]);
  owner = await createUser(t);
  const created = await sendJson(t, owner, 'POST', '/api/briefs', {
    title: 'Spring <launch> reel',
    goal: 'Sell the torch to home cooks',
    videos: [{ video_id: 7, why: 'Best open' }],
    notes: 'Private team notes',
  });
  briefId = created.body.data.id;
});

describe('the shared and public brief pages', () => {
  it('preview a link-only brief with its title and goal, kept out of search engines', async () => {
    const { share_token: token } = await share('link_only');
    const { status, html, headers } = await page(`/shared/briefs/${token}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<title>Spring &lt;launch&gt; reel');
    expect(meta(html, 'property', 'og:description')).toBe('Sell the torch to home cooks');
    expect(meta(html, 'name', 'robots')).toBe('noindex');
    // Drawn by the server: the visitor's first screen holds the brief, not an empty shell.
    expect(rootOf(html)).toContain('Spring &lt;launch&gt; reel');
    expect(rootOf(html)).toContain('Sell the torch to home cooks');
    expect(html).not.toContain('Private team notes');
    for (const gated of DEFAULT_GATED_TEXTS) expect(html).not.toContain(gated);
  });

  it('give a public brief a canonical address in the sitemap, and a dead address a 404 with noindex', async () => {
    const { public_slug: slug } = await share('public');
    const published = await page(`/public/briefs/${slug}`);
    expect(published.status).toBe(200);
    expect(published.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/public/briefs/${slug}" />`);
    expect(meta(published.html, 'name', 'robots')).toBeUndefined();
    const sitemap = await (await fetch(`${t.baseUrl}/sitemaps/pages.xml`)).text();
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/public/briefs/${slug}</loc>`);

    await share('private');
    const dead = await page(`/public/briefs/${slug}`);
    expect(dead.status).toBe(404);
    expect(meta(dead.html, 'name', 'robots')).toBe('noindex');
    expect(dead.html).not.toContain('Spring');
    expect(rootOf(dead.html)).toContain('This link is no longer active');
    expect(await (await fetch(`${t.baseUrl}/sitemaps/pages.xml`)).text()).not.toContain('/public/briefs/');
    expect((await page('/shared/briefs/%00')).status).toBe(404);
  });
});
