import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTempDataDir } from '../db/embedded-postgres';
import { DEFAULT_THUMBNAIL_WIDTH, variantFilename } from '../library-import/thumbnail-files';
import { onCleanup } from '../test/cleanup';
import { DEFAULT_GATED_TEXTS, videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const PUBLIC_URL = 'https://hookshelf.example';
// The shape of the built index.html: its own title and description are replaced on /v/{id}.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Hookshelf — The Short-form Swipe File</title>
    <meta name="description" content="The generic description." />
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
/** The path of video 41's default thumbnail variant. */
let image41: string;

/** The value of a head tag found by attribute, unescaped as a browser would read it. */
function tagContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] ? decodeEntities(match[1]) : null;
}
const decodeEntities = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
const titleOf = (html: string) => decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

beforeAll(async () => {
  const webDistDir = await makeTempDataDir('hookshelf-web-');
  onCleanup(() => fs.rm(webDistDir, { recursive: true, force: true }));
  await fs.writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ PUBLIC_URL }, { webDistDir });
  // A real image, so the import converts it; gone-43.png is named but never written.
  const source = await sharp({ create: { width: 540, height: 960, channels: 3, background: '#e11d48' } })
    .png()
    .toBuffer();
  await fs.writeFile(path.join(t.dataDir, 'images', 'analyzer', 'thumb-41.png'), source);
  image41 = `/images/derived/${variantFilename(createHash('sha256').update(source).digest('hex'), DEFAULT_THUMBNAIL_WIDTH, 'webp')}`;
  await t.createVideos([
    videoRecord({
      id: 41,
      simple_description: 'Chef flips a "perfect" pancake <live>',
      author_username: 'chef&jo',
      overview: `A home cook shows the flip ${'and explains every step of the batter '.repeat(8)}`,
      thumbnail: 'thumb-41.png',
    }),
    videoRecord({ id: 42, simple_description: 'No image here', thumbnail: null }),
    videoRecord({ id: 43, simple_description: 'Image named but missing', thumbnail: 'gone-43.png' }),
  ]);
});

describe('GET /v/{id}', () => {
  it("carries the video's title, description and Open Graph tags in the HTML, escaped", async () => {
    const response = await fetch(`${t.baseUrl}/v/41`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const title = 'Chef flips a "perfect" pancake <live> from chef&jo | Instagram and TikTok Video Library';
    expect(titleOf(html)).toBe(title);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('The generic description.');
    expect(html).not.toContain('<live>');
    const description = tagContent(html, 'name', 'description') ?? '';
    expect(description.startsWith('A home cook shows the flip')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(tagContent(html, 'property', 'og:title')).toBe(title);
    expect(tagContent(html, 'property', 'og:description')).toBe(description);
    expect(tagContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/v/41`);
    expect(tagContent(html, 'property', 'og:type')).toBe('video.other');
    expect(tagContent(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}${image41}`);
    // …an image that exists.
    expect((await fetch(`${t.baseUrl}${image41}`)).status).toBe(200);
    expect(tagContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(tagContent(html, 'name', 'twitter:title')).toBe(title);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/v/41" />`);
    // The body is the web app, rendered for a visitor (server/pages/page-render.test.ts).
    expect(html).toContain('<div id="root"><');
  });

  it('leaves og:image out when the video has no thumbnail or its file is missing', async () => {
    for (const id of [42, 43]) {
      const html = await (await fetch(`${t.baseUrl}/v/${id}`)).text();
      expect(tagContent(html, 'property', 'og:image')).toBeNull();
      expect(tagContent(html, 'name', 'twitter:card')).toBe('summary');
      expect(tagContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/v/${id}`);
    }
  });

  it.each(['999999', 'abc', '0', '99999999999999999999'])(
    'answers the unknown or malformed id %s with 404, noindex and a not-found title, so the web app can say so',
    async (id) => {
      const response = await fetch(`${t.baseUrl}/v/${id}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(titleOf(html)).toBe('Video Not Found | Instagram and TikTok Video Library');
      expect(tagContent(html, 'name', 'robots')).toBe('noindex');
      expect(tagContent(html, 'property', 'og:url')).toBeNull();
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('application/ld+json');
      expect(html).toContain('<div id="root"></div>');
    },
  );

  it('describes the video as VideoObject JSON-LD from public fields only, with `<` unable to close the script', async () => {
    const html = await (await fetch(`${t.baseUrl}/v/41`)).text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const raw = scripts[0]?.[1] ?? '';
    expect(raw).not.toContain('<');
    const data = JSON.parse(raw);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Chef flips a "perfect" pancake <live> from chef&jo',
      description: tagContent(html, 'name', 'description'),
      thumbnailUrl: `${PUBLIC_URL}${image41}`,
      uploadDate: '2025-03-01T12:00:00.000Z',
      url: 'https://www.instagram.com/reel/TEST41/',
      embedUrl: 'https://www.instagram.com/reel/TEST41/',
      mainEntityOfPage: `${PUBLIC_URL}/v/41`,
    });
    // Nothing gated (docs/decisions/0004-gated-fields-on-the-server.md) reaches the page, in the JSON-LD or anywhere else.
    for (const gated of DEFAULT_GATED_TEXTS) {
      expect(html).not.toContain(gated);
    }
  });

  it('keeps a query string working and leaves other pages their own head', async () => {
    const shared = await (await fetch(`${t.baseUrl}/v/41?utm_source=share`)).text();
    expect(tagContent(shared, 'property', 'og:url')).toBe(`${PUBLIC_URL}/v/41`);
    const other = await fetch(`${t.baseUrl}/public-beta`);
    expect(other.status).toBe(200);
    const html = await other.text();
    expect(titleOf(html)).toBe('Hookshelf — The Short-form Swipe File');
    expect(html).toContain('The generic description.');
    expect(html).not.toContain('og:');
  });

  it('is not part of the API document', async () => {
    const { body } = await t.get('/api/openapi.json');
    expect(Object.keys(body.paths)).not.toContain('/v/{id}');
  });
});
