import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../auth/auth';
import { makeTempDataDir } from '../db/embedded-postgres';
import { views } from '../db/schema';
import { onCleanup } from '../test/cleanup';
import { DEFAULT_GATED_TEXTS, videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

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

const page = async (pagePath: string, cookie?: string) => {
  const response = await fetch(`${t.baseUrl}${pagePath}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, html: await response.text() };
};
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

const analysis = (topic: string) => ({
  topics: [{ match: topic }],
  concepts: [{ match: 'Transformation' }],
  elements: [{ match: 'Text Hook' }],
  accountTypes: [{ match: 'Personal Brand / Creator' }],
  format: { match: 'Tutorial / How-To' },
});

beforeAll(async () => {
  const webDistDir = await makeTempDataDir('hookshelf-web-');
  onCleanup(() => fs.rm(webDistDir, { recursive: true, force: true }));
  await fs.writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ PUBLIC_URL }, { webDistDir });
  await t.createVideos([
    videoRecord({ id: 91, simple_description: 'Sourdough at home', db_analysis: analysis('Baking') }),
    videoRecord({ id: 92, simple_description: 'Tomatoes in pots', db_analysis: analysis('Gardening') }),
  ]);
  await t.database.db.insert(views).values([
    {
      name: 'Bread & "butter"',
      slug: 'bread-and-butter',
      description: 'Baking videos that teach one thing well',
      tagFilter: 'Baking',
    },
    { name: 'No description', slug: 'plain', description: null, tagFilter: 'Gardening, Baking' },
  ]);
});

describe('the view page, drawn by the server', () => {
  it("draws a view for a visitor: name, description, only its videos, and the view's head tags", async () => {
    const { status, html } = await page('/views/bread-and-butter');
    expect(status).toBe(200);
    const root = rootOf(html);
    expect(root).toContain('<h1');
    expect(root).toContain('Bread &amp; &quot;butter&quot;');
    expect(root).toContain('Baking videos that teach one thing well');
    expect(root).toContain('1 video');
    expect(root).toContain('href="/v/91"');
    expect(root).not.toContain('href="/v/92"');
    const head = headOf(html);
    expect(head).toContain('<title>Bread &amp; &quot;butter&quot; | Hookshelf</title>');
    expect(head).not.toContain("The app's own description");
    expect(meta(head, 'name', 'description')).toBe('Baking videos that teach one thing well');
    expect(meta(head, 'property', 'og:title')).toBe('Bread &amp; &quot;butter&quot;');
    expect(meta(head, 'property', 'og:url')).toBe(`${PUBLIC_URL}/views/bread-and-butter`);
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/views/bread-and-butter" />`);
    expect(meta(head, 'name', 'robots')).toBeUndefined();
    for (const gated of DEFAULT_GATED_TEXTS) expect(html).not.toContain(gated);
  });

  it('describes a view without a description by its tags', async () => {
    const { html } = await page('/views/plain');
    expect(meta(headOf(html), 'name', 'description')).toBe(
      'Analysed Instagram Reels and TikTok videos tagged Gardening, Baking.',
    );
    expect(rootOf(html)).toContain('2 videos');
  });

  it('writes the same head tags into a signed-in reader’s shell', async () => {
    const cookie = `${sessionCookieName(t.app.config)}=anything`;
    const { status, html } = await page('/views/bread-and-butter', cookie);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(meta(headOf(html), 'property', 'og:title')).toBe('Bread &amp; &quot;butter&quot;');
  });

  it('answers an unknown slug with 404, noindex and the not-found page, drawn', async () => {
    for (const pagePath of ['/views/no-such-view', `/views/${'x'.repeat(300)}`, '/views/bad%00']) {
      const { status, html } = await page(pagePath);
      expect(status, pagePath).toBe(404);
      expect(html).toContain('<title>View not found | Hookshelf</title>');
      expect(rootOf(html)).toContain('We couldn’t find that view');
      expect(meta(headOf(html), 'name', 'robots')).toBe('noindex');
    }
  });
});
