import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const source = await sharp({ create: { width: 540, height: 960, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  await fs.writeFile(path.join(t.dataDir, 'images', 'analyzer', 'art-1.png'), source);
  await t.createVideos([
    videoRecord({ id: 1, thumbnail: 'art-1.png' }),
    videoRecord({ id: 2, thumbnail: 'never-written.png' }),
  ]);
});

describe('thumbnail variants in the API and over HTTP', () => {
  it('gives a visitor the default variant, a srcset of every width and the intrinsic size', async () => {
    const { body } = await t.get('/api/videos/public/1');
    const video = body.data;
    expect(video.thumbnail).toMatch(/^\/images\/derived\/[0-9a-f]{32}\.webp$/);
    expect(video.thumbnail_width).toBe(360);
    expect(video.thumbnail_height).toBe(640);
    const widths = (video.thumbnail_srcset as string).split(', ').map((entry) => entry.split(' ')[1]);
    expect(widths).toEqual(['180w', '270w', '360w', '540w']);
    expect(video.thumbnail_srcset).toContain(`${video.thumbnail} 360w`);
  });

  it('gives the same image fields in the list as for one video', async () => {
    const single = (await t.get('/api/videos/public/1')).body.data;
    const listed = (await t.get('/api/videos/public')).body.data.find((v: { id: number }) => v.id === 1);
    expect(listed).toMatchObject({ thumbnail: single.thumbnail, thumbnail_srcset: single.thumbnail_srcset });
  });

  it('names no image for a video whose thumbnail file was missing at import', async () => {
    const { body } = await t.get('/api/videos/public/2');
    expect(body.data).toMatchObject({
      thumbnail: null,
      thumbnail_srcset: null,
      thumbnail_width: null,
      thumbnail_height: null,
    });
  });

  it('serves every variant as WebP with an immutable year-long cache; sources keep their one-day cache', async () => {
    const { body } = await t.get('/api/videos/public/1');
    for (const entry of (body.data.thumbnail_srcset as string).split(', ')) {
      const url = entry.split(' ')[0];
      const response = await fetch(`${t.baseUrl}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    const source = await fetch(`${t.baseUrl}/images/analyzer/art-1.png`);
    expect(source.headers.get('cache-control')).toBe('public, max-age=86400');
    const unknown = await fetch(`${t.baseUrl}/images/derived/0123456789abcdef0123456789abcdef.webp`);
    expect(unknown.status).toBe(404);
  });
});
