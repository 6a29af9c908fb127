import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { videoOutlierScores, videos } from '../db/schema';
import type { ImportReport } from '../library-import/import-videos';
import { variantImagesDir } from '../library-import/thumbnail-files';
import { createTestDatabase } from '../test/test-database';
import { presentPublicVideo } from '../videos/video-presenter';
import { findVideo } from '../videos/video-repository';
import { FIRST_ID, RECORD_COUNT } from './plan';
import { seedDemoLibrary } from './seed-demo';

let database: Database;
let dataDir: string;
let report: ImportReport;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hookshelf-demo-'));
  report = await seedDemoLibrary(database.db, dataDir);
}, 120_000);
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('the seeded demo library', () => {
  it('converts each drawn thumbnail once and stores the five broken references without an image', () => {
    expect(report.inserted).toBe(RECORD_COUNT);
    expect(report.thumbnailsMissing).toBe(5);
    expect(report.thumbnailsConverted).toBeGreaterThan(200);
  });

  it('keeps about a third of the videos without an image (docs/decisions/0003-demo-library.md)', async () => {
    const without = await database.db.$count(videos, isNull(videos.thumbnailSource));
    expect(Math.abs(without - RECORD_COUNT / 3)).toBeLessThanOrEqual(10);
    expect(await database.db.$count(videos, isNotNull(videos.thumbnailSource))).toBe(RECORD_COUNT - without);
  });

  it('sends no image reference whose file is not there', async () => {
    const files = new Set(await fs.readdir(variantImagesDir(dataDir)));
    let withImage = 0;
    for (let id = FIRST_ID; id < FIRST_ID + RECORD_COUNT; id++) {
      const row = await findVideo(database.db, id, 'public');
      if (!row) throw new Error(`demo video ${id} is missing`);
      const video = presentPublicVideo(row);
      const named = [
        video.thumbnail,
        ...(video.thumbnail_srcset ?? '').split(', ').map((e) => e.split(' ')[0]),
      ];
      for (const url of named.filter(Boolean)) {
        expect(files.has(path.basename(url ?? ''))).toBe(true);
      }
      if (video.thumbnail) withImage++;
    }
    expect(withImage).toBe(await database.db.$count(videos, isNotNull(videos.thumbnailSource)));
  });

  it('gives every video an outlier score row, and a score to nearly all (one has no usual to compare with)', async () => {
    expect(await database.db.$count(videoOutlierScores)).toBe(RECORD_COUNT);
    const scored = await database.db.$count(videoOutlierScores, isNotNull(videoOutlierScores.score));
    expect(scored).toBeGreaterThan(RECORD_COUNT * 0.9);
  });

  it('does no image work when seeded again', async () => {
    const again = await seedDemoLibrary(database.db, dataDir);
    expect(again).toMatchObject({ unchanged: RECORD_COUNT, thumbnailsConverted: 0 });
  });
});
