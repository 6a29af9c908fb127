import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTempDataDir } from '../db/embedded-postgres';
import { upsertTaxonomyEntries } from '../taxonomies/taxonomy-repository';
import { onCleanup } from '../test/cleanup';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const PUBLIC_URL = 'https://hookshelf.example';
const INDEX_HTML =
  '<!doctype html><html><head><title>Hookshelf</title></head><body><div id="root"></div></body></html>';
const VIDEO_IDS = [101, 102, 103, 104, 105, 106, 107];

let t: TestApp;

beforeAll(async () => {
  const webDistDir = await makeTempDataDir('hookshelf-web-');
  onCleanup(() => fs.rm(webDistDir, { recursive: true, force: true }));
  await fs.writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  // 3 per sitemap: 7 videos make 3 video sitemaps.
  t = await createTestApp({ PUBLIC_URL }, { webDistDir, videosPerSitemap: 3 });
  const entry = (name: string, slug: string) => ({
    name,
    slug,
    description: null,
    structuralDescription: null,
  });
  await upsertTaxonomyEntries(t.database.db, 'topics', [
    entry('Cooking', 'cooking'),
    entry('Unused', 'unused'),
  ]);
  await upsertTaxonomyEntries(t.database.db, 'formats', [entry('Tutorial / How-To', 'tutorial-how-to')]);
  await t.createVideos(VIDEO_IDS.map((id) => videoRecord({ id })));
});

/**
 * A small XML check, enough for a sitemap: the declaration, the expected root, every element closed in
 * order, no stray `<` or `&`. Returns the text of every <loc>, unescaped.
 */
function locsOf(xml: string, root: 'urlset' | 'sitemapindex'): string[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2).trim();
  const open: string[] = [];
  for (const [, closing, name] of body.matchAll(/<(\/?)([a-z]+)[^<>]*>/g)) {
    if (closing) expect(open.pop()).toBe(name);
    else open.push(name ?? '');
  }
  expect(open).toEqual([]);
  expect(body.startsWith(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)).toBe(true);
  expect(body.endsWith(`</${root}>`)).toBe(true);
  const text = body.replace(/<[^<>]*>/g, '');
  expect(text).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/);
  return [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) =>
    (loc ?? '')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&'),
  );
}

async function fetchText(url: string) {
  const response = await fetch(url.replace(PUBLIC_URL, t.baseUrl));
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of the API and signed-in screens, and names the sitemap', async () => {
    const { status, headers, text } = await fetchText(`${PUBLIC_URL}/robots.txt`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/plain');
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/admin', '/videos', '/verify-otp'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    // The sign-in page is a public door: a search engine may show it.
    expect(lines).not.toContain('Disallow: /login');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('index the pages sitemap and one video sitemap per 3 videos, with the latest change of each', async () => {
    const { status, headers, text } = await fetchText(`${PUBLIC_URL}/sitemap.xml`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/xml');
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
    const locs = locsOf(text, 'sitemapindex');
    expect(locs).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/videos-101.xml`,
      `${PUBLIC_URL}/sitemaps/videos-104.xml`,
      `${PUBLIC_URL}/sitemaps/videos-107.xml`,
    ]);
    expect(text.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)).toHaveLength(4);
  });

  it('list every video once, at most 3 per sitemap, and only public URLs that answer 200', async () => {
    const index = locsOf((await fetchText(`${PUBLIC_URL}/sitemap.xml`)).text, 'sitemapindex');
    const pageUrls: string[] = [];
    for (const sitemap of index) {
      const { status, text } = await fetchText(sitemap);
      expect(status).toBe(200);
      const locs = locsOf(text, 'urlset');
      if (sitemap.includes('/videos-')) expect(locs.length).toBeLessThanOrEqual(3);
      pageUrls.push(...locs);
    }
    expect(pageUrls.filter((url) => url.includes('/v/')).sort()).toEqual(
      VIDEO_IDS.map((id) => `${PUBLIC_URL}/v/${id}`).sort(),
    );
    expect(pageUrls).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/public-beta`,
        `${PUBLIC_URL}/privacy`,
        `${PUBLIC_URL}/topics/cooking`,
        `${PUBLIC_URL}/formats/tutorial-how-to`,
      ]),
    );
    // A taxonomy entry no video carries has no page worth listing; signed-in screens are never listed.
    expect(pageUrls).not.toContain(`${PUBLIC_URL}/topics/unused`);
    for (const url of pageUrls) {
      expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      expect(url).not.toMatch(/\/(videos|admin|feed|login|api)(\/|$)/);
      expect((await fetchText(url)).status, url).toBe(200);
    }
  });

  it('answers a sitemap that does not exist with 404', async () => {
    for (const file of ['videos-999999.xml', 'videos-abc.xml', 'other.xml']) {
      expect((await fetchText(`${PUBLIC_URL}/sitemaps/${file}`)).status).toBe(404);
    }
  });
});
