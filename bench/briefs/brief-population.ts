import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { loadFullVideos } from '../../server/bot/chat-videos';
import { draftOffline } from '../../server/briefs/offline-brief';
import type { Database } from '../../server/db/database';
import { briefs } from '../../server/db/schema';
import { createRng } from '../../server/demo/prng';
import {
  THUMBNAIL_FORMAT,
  variantFilename,
  variantImagesDir,
} from '../../server/library-import/thumbnail-files';
import { BRIEF_LIMITS } from '../../shared/contracts/brief-limits';

/**
 * Issue 34's bench briefs: 1,000 briefs of 20 cited videos, 25 for each of 40 users. Spread over many users
 * so the export's limit of 20 a minute a user is never what a run measures (a run of a few dozen PDFs
 * sends each user one or two).
 */
export const BRIEF_USERS = 40;
export const BRIEFS_PER_USER = 25;
const CITED = BRIEF_LIMITS.videos;
/** Distinct thumbnail images the cited videos share (each a real 360x640 WebP, as an import writes). */
const THUMBNAIL_SOURCES = 20;
const THUMBNAIL_SIZE = { width: 360, height: 640 };
const INSERT_BATCH = 100;

export interface BenchBrief {
  id: string;
  /** The owner's bearer token. */
  token: string;
}

export interface BriefPopulation {
  /** Every brief with its owner's token, interleaved: consecutive briefs belong to different users. */
  briefs: BenchBrief[];
  /** A bench user's token for requests other than the briefs (the light request under the PDF load). */
  otherToken: string;
  citedVideos: number;
  seconds: number;
}

/**
 * Makes the brief bench's users and briefs straight in the database (the bench measures reading and
 * exporting, not writing): each brief is the offline strategist's draft (offline-brief.ts, what "Draft a
 * brief" writes) from 20 videos of a seeded draw, so its hooks, beats and shots are what a real draft holds.
 * The cited videos get thumbnails, so the briefs' cards and the PDFs carry them as an imported library's do.
 */
export async function makeBriefPopulation(
  database: Database,
  dataDir: string,
  log: (message: string) => void,
): Promise<BriefPopulation> {
  const started = performance.now();
  const { pool } = database;
  const rng = createRng(34);
  const { rows: videoRows } = await pool.query<{ id: string }>('select id from videos order by id');
  const videoIds = rng.shuffle(videoRows.map((row) => Number(row.id)));
  if (videoIds.length < CITED) throw new Error(`the brief bench needs at least ${CITED} videos`);

  const emails = Array.from(
    { length: BRIEF_USERS + 1 },
    (_, i) => `brief-bench-${Date.now()}-${i}@example.com`,
  );
  const tokens = emails.map(() => randomBytes(24).toString('base64url'));
  const { rows: made } = await pool.query<{ id: string; email: string }>(
    `insert into "user" (name, email, email_verified) select 'Brief bench ' || e, e, true from unnest($1::text[]) e
     returning id, email`,
    [emails],
  );
  const userIds = emails.map((email) => made.find((row) => row.email === email)?.id as string);
  await pool.query(
    `insert into session (user_id, token, expires_at) select u, t, now() + interval '1 day'
     from unnest($1::uuid[], $2::text[]) as s(u, t)`,
    [userIds, tokens],
  );

  // Brief n of the run cites the n-th 20 of the shuffled library (wrapping round a small one).
  const total = BRIEF_USERS * BRIEFS_PER_USER;
  const citedIds = new Set<number>();
  const written: BenchBrief[] = [];
  for (let first = 0; first < total; first += INSERT_BATCH) {
    const rows: { owner: number; values: typeof briefs.$inferInsert }[] = [];
    for (let n = first; n < Math.min(first + INSERT_BATCH, total); n++) {
      const ids = Array.from(
        { length: CITED },
        (_, i) => videoIds[(n * CITED + i) % videoIds.length] as number,
      );
      for (const id of ids) citedIds.add(id);
      const sourceName = `Bench swipefile ${n + 1}`;
      const content = draftOffline(await loadFullVideos(database.db, ids), { sourceName });
      const owner = n % BRIEF_USERS;
      rows.push({
        owner,
        values: {
          userId: userIds[owner] as string,
          title: content.title,
          goal: content.goal,
          audience: content.audience,
          brandName: content.brandName,
          brandLine: content.brandLine,
          platform: content.platform,
          videos: content.videos,
          hooks: content.hooks,
          beats: content.beats,
          shots: content.shots,
          cta: content.cta,
          notes: content.notes,
          draftedFrom: `the swipefile ${sourceName}`,
        },
      });
    }
    const inserted = await database.db
      .insert(briefs)
      .values(rows.map((row) => row.values))
      .returning({ id: briefs.id });
    inserted.forEach((row, i) => {
      written.push({ id: row.id, token: tokens[rows[i]?.owner ?? 0] as string });
    });
  }
  await giveThumbnails(database, dataDir, [...citedIds]);
  await pool.query('VACUUM (ANALYZE) videos, briefs, thumbnail_variants');
  const seconds = (performance.now() - started) / 1000;
  log(
    `briefs: ${written.length.toLocaleString('en')} briefs of ${CITED} cited videos for ${BRIEF_USERS} users, ${citedIds.size.toLocaleString('en')} videos cited (with thumbnails), made in ${seconds.toFixed(1)} s`,
  );
  return { briefs: written, otherToken: tokens[BRIEF_USERS] as string, citedVideos: citedIds.size, seconds };
}

/**
 * The bench library's thumbnails are addresses with no file behind them (bench-video.ts), so an export would
 * have none to draw. Writes a few real WebP variants into DATA_DIR and points the cited videos at them, as
 * an import that found their images would have (thumbnail_source → thumbnail_variants).
 */
async function giveThumbnails(database: Database, dataDir: string, videoIds: number[]): Promise<void> {
  const dir = variantImagesDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const hashes: string[] = [];
  for (let source = 0; source < THUMBNAIL_SOURCES; source++) {
    // Detail, not a flat colour: a photograph compresses less, and the PDF converts each one to JPEG.
    const pixels = Buffer.alloc(THUMBNAIL_SIZE.width * THUMBNAIL_SIZE.height * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * (7919 + source * 104_729)) % 251;
    const webp = await sharp(pixels, { raw: { ...THUMBNAIL_SIZE, channels: 3 } })
      .webp({ quality: 80 })
      .toBuffer();
    const hash = `brief-bench-${source}`;
    const filename = variantFilename(hash, THUMBNAIL_SIZE.width, THUMBNAIL_FORMAT);
    await fs.writeFile(path.join(dir, filename), webp);
    await database.pool.query(
      `insert into thumbnail_variants (source_hash, format, width, height, filename) values ($1, $2, $3, $4, $5)
       on conflict do nothing`,
      [hash, THUMBNAIL_FORMAT, THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, filename],
    );
    hashes.push(hash);
  }
  await database.pool.query(
    `update videos set thumbnail_source = ($2::text[])[1 + (id % $3)::int] where id = any($1::bigint[])`,
    [videoIds, hashes, hashes.length],
  );
}
