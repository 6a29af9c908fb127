import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { thumbnailVariants, videos } from '../db/schema';
import { createVideos, videoRecord } from '../test/factories';
import { createTestDatabase } from '../test/test-database';
import { sourceImagesDir, THUMBNAIL_WIDTHS, variantFilename, variantImagesDir } from './thumbnail-files';

let database: Database;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hookshelf-thumbs-'));
  await fs.mkdir(sourceImagesDir(dataDir), { recursive: true });
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

/** Writes a source image into DATA_DIR/images/analyzer and returns the sha256 of its bytes. */
async function writeSource(filename: string, width: number, height: number, colour: string) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  await fs.writeFile(path.join(sourceImagesDir(dataDir), filename), bytes);
  return createHash('sha256').update(bytes).digest('hex');
}

const importVideos = (records: Record<string, unknown>[]) => createVideos(database.db, records, { dataDir });
const sourceOf = async (id: number) =>
  (await database.db.select({ s: videos.thumbnailSource }).from(videos).where(eq(videos.id, id)))[0]?.s;

describe('thumbnails converted at import', () => {
  it('converts a source into WebP at every width, named by content hash and recorded', async () => {
    const hash = await writeSource('orange.png', 540, 960, '#f60');
    const report = await importVideos([videoRecord({ id: 1, thumbnail: 'orange.png' })]);
    expect(report.thumbnailsConverted).toBe(1);
    expect(report.thumbnailsMissing).toBe(0);
    expect(await sourceOf(1)).toBe(hash);

    const rows = await database.db
      .select()
      .from(thumbnailVariants)
      .where(eq(thumbnailVariants.sourceHash, hash));
    expect(rows.map((r) => r.width).sort((a, b) => a - b)).toEqual([...THUMBNAIL_WIDTHS]);
    for (const row of rows) {
      expect(row.filename).toBe(variantFilename(hash, row.width, 'webp'));
      const meta = await sharp(path.join(variantImagesDir(dataDir), row.filename)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(row.width);
      expect(row.height).toBe(Math.round((row.width * 960) / 540));
    }
  });

  it('does no conversion work when the same source is imported again, under any name', async () => {
    const smallest = path.join(
      variantImagesDir(dataDir),
      (await fs.readdir(variantImagesDir(dataDir)))[0] ?? '',
    );
    const before = (await fs.stat(smallest)).mtimeMs;
    await fs.copyFile(
      path.join(sourceImagesDir(dataDir), 'orange.png'),
      path.join(sourceImagesDir(dataDir), 'copy.png'),
    );
    const report = await importVideos([
      videoRecord({ id: 1, thumbnail: 'orange.png' }),
      videoRecord({ id: 2, thumbnail: 'https://cdn.example.com/x/copy.png?v=2' }),
    ]);
    expect(report.thumbnailsConverted).toBe(0);
    expect(report.unchanged).toBe(1);
    expect(await sourceOf(2)).toBe(await sourceOf(1));
    expect((await fs.stat(smallest)).mtimeMs).toBe(before);
  });

  it('converts once per distinct source when many videos share it', async () => {
    await writeSource('shared.png', 400, 700, '#09c');
    const report = await importVideos([3, 4, 5, 6].map((id) => videoRecord({ id, thumbnail: 'shared.png' })));
    expect(report.thumbnailsConverted).toBe(1);
    const rows = await database.db
      .select()
      .from(thumbnailVariants)
      .where(eq(thumbnailVariants.sourceHash, (await sourceOf(3)) ?? ''));
    // Never enlarged: a 400 px source has no 540 variant.
    expect(rows.map((r) => r.width).sort((a, b) => a - b)).toEqual([180, 270, 360]);
  });

  it('records one variant at its own size for a source narrower than the smallest width, and keeps it', async () => {
    const hash = await writeSource('tiny.png', 120, 200, '#333');
    const first = await importVideos([videoRecord({ id: 11, thumbnail: 'tiny.png' })]);
    expect(first.thumbnailsConverted).toBe(1);
    const rows = await database.db
      .select()
      .from(thumbnailVariants)
      .where(eq(thumbnailVariants.sourceHash, hash));
    expect(rows.map((r) => [r.width, r.height])).toEqual([[120, 200]]);
    const again = await importVideos([videoRecord({ id: 12, thumbnail: 'tiny.png' })]);
    expect(again.thumbnailsConverted).toBe(0);
  });

  it('converts again when the variant files were removed', async () => {
    await fs.rm(variantImagesDir(dataDir), { recursive: true });
    const report = await importVideos([videoRecord({ id: 13, thumbnail: 'tiny.png' })]);
    expect(report.thumbnailsConverted).toBe(1);
    expect(await fs.readdir(variantImagesDir(dataDir))).toHaveLength(1);
  });

  it('stores a video whose source is missing or not an image without one, and counts it', async () => {
    await fs.writeFile(path.join(sourceImagesDir(dataDir), 'not-an-image.png'), 'hello');
    const report = await importVideos([
      videoRecord({ id: 7, thumbnail: 'gone.png' }),
      videoRecord({ id: 8, thumbnail: 'not-an-image.png' }),
      videoRecord({ id: 9, thumbnail: '../../etc/passwd' }),
      videoRecord({ id: 10, thumbnail: null }),
    ]);
    expect(report.thumbnailsMissing).toBe(3);
    for (const id of [7, 8, 9, 10]) expect(await sourceOf(id)).toBeNull();
  });

  it('gives a video its image once the missing source appears and the record is imported again', async () => {
    const hash = await writeSource('gone.png', 300, 300, '#0a0');
    const report = await importVideos([videoRecord({ id: 7, thumbnail: 'gone.png' })]);
    expect(report).toMatchObject({ updated: 1, thumbnailsConverted: 1, thumbnailsMissing: 0 });
    expect(await sourceOf(7)).toBe(hash);
  });
});
