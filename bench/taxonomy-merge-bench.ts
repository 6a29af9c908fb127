import os from 'node:os';
import { sql } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../server/audit/audit-log';
import type { Database } from '../server/db/database';
import { mergeTaxonomyEntries } from '../server/taxonomies/taxonomy-changes';

/** Issue 16's target: merging a topic used by 10,000 videos takes under 5 s. */
export const MERGE_TARGET_SECONDS = 5;
const SOURCE_VIDEOS = 10_000;
const SOURCE_NAME = 'Bench Merge Source';

export interface MergeBenchResult {
  videos: number;
  sourceVideos: number;
  videosChanged: number;
  seconds: number;
  /** The machine's 1-minute load average when the merge ended: on a shared machine it explains a slow figure. */
  loadAverage: number;
  targetName: string;
  pass: boolean;
}

/**
 * Times one merge on the bench library: a topic carried by 10,000 videos spread over the whole library
 * (every n-th video, so the rows sit on pages all over the table, as real tags do) into the library's
 * most used topic, which some of those videos carry already. The whole transaction is timed: lock,
 * retag, tag_keys, counts, alias, audit. The library is left merged; the bench database is thrown away.
 */
export async function benchTaxonomyMerge(
  database: Database,
  log: (message: string) => void,
): Promise<MergeBenchResult> {
  const { db } = database;
  const [{ videos } = { videos: 0 }] = (
    await db.execute<{ videos: number }>(sql`SELECT count(*)::int AS videos FROM videos`)
  ).rows;
  const every = Math.max(1, Math.floor(videos / SOURCE_VIDEOS));
  await db.execute(sql`
    WITH chosen AS (
      SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM videos) AS numbered
      WHERE n % ${every} = 0 LIMIT ${SOURCE_VIDEOS})
    UPDATE videos SET topics = topics || ARRAY[${SOURCE_NAME}]::text[],
      tag_keys = tag_keys || ARRAY[lower(${SOURCE_NAME})]::text[]
    FROM chosen WHERE videos.id = chosen.id`);
  const { rows } = await db.execute<{ id: number; name: string; source_id: number; used: number }>(sql`
    WITH source AS (
      INSERT INTO topics (name, slug, usage_count)
      VALUES (${SOURCE_NAME}, 'bench-merge-source', (SELECT count(*) FROM videos WHERE topics @> ARRAY[${SOURCE_NAME}]::text[]))
      RETURNING id, usage_count)
    SELECT t.id, t.name, source.id AS source_id, source.usage_count AS used
    FROM topics t, source WHERE t.name <> ${SOURCE_NAME} ORDER BY t.usage_count DESC LIMIT 1`);
  const plan = rows[0];
  if (!plan) throw new Error('the bench library has no topics');
  // Fresh statistics, as autovacuum would leave them (a VACUUM of the whole table can outlast the pool's
  // statement time-out on a busy machine, and the merge does not depend on it).
  await database.pool.query('ANALYZE videos, topics');
  log(`merge: "${SOURCE_NAME}" (${plan.used} videos) into "${plan.name}" on a library of ${videos} videos`);

  const started = performance.now();
  const { videosChanged } = await mergeTaxonomyEntries(db, 'topics', plan.source_id, plan.id, SYSTEM_ACTOR);
  const seconds = (performance.now() - started) / 1000;
  return {
    videos,
    sourceVideos: plan.used,
    videosChanged,
    seconds,
    loadAverage: os.loadavg()[0] ?? 0,
    targetName: plan.name,
    pass: seconds < MERGE_TARGET_SECONDS,
  };
}

export function printMergeResult(result: MergeBenchResult): void {
  console.log(
    `merge of a topic used by ${result.sourceVideos.toLocaleString('en-US')} videos ` +
      `(library ${result.videos.toLocaleString('en-US')}): ${result.seconds.toFixed(2)} s, ` +
      `${result.videosChanged.toLocaleString('en-US')} videos retagged — ` +
      `${result.pass ? 'PASS' : 'MISS'} (target < ${MERGE_TARGET_SECONDS} s; load average ` +
      `${result.loadAverage.toFixed(1)} on ${os.cpus().length} CPUs)`,
  );
}
