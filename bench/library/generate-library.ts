import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/database';
import { videos } from '../../server/db/schema';
import {
  addToImportReport,
  emptyImportReport,
  type ImportReport,
  importRecords,
} from '../../server/library-import/import-videos';
import type { SourceRecord } from '../../server/library-import/read-records';
import { BENCH_SOURCE_MARK, benchVideo } from './bench-video';

/*
 * A synthetic library for benchmarks: realistic sizes and skews (a few formats and topics carry most
 * videos), and text drawn from topic word lists (vocabulary.ts, text.ts), written through the regular
 * import. Deterministic: video N is the same on every run.
 */

// Records are made and imported this many at a time, so memory stays flat whatever the count. The
// importer's own batch size (500) is kept: 1000 measured no faster (28 s a 20k either way).
const CHUNK_SIZE = 10_000;
// Making a chunk yields to the event loop this often, so it proceeds while the previous chunk waits on
// the database instead of adding to the seed time.
const YIELD_EVERY = 25;

/** Synthesises `count` analysed videos (ids 1..count) and writes them through the regular import. */
export async function seedBenchLibrary(
  db: Db,
  count: number,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportReport> {
  await assertOnlyBenchVideos(db);
  const report = emptyImportReport();
  onProgress?.(0, count);
  let records = await makeRecords(1, Math.min(CHUNK_SIZE, count), count);
  for (let first = 1; first <= count; first += CHUNK_SIZE) {
    const next = first + CHUNK_SIZE;
    const [part, nextRecords] = await Promise.all([
      importRecords(db, records, { onProgress: (done) => onProgress?.(first - 1 + done, count) }),
      next <= count ? makeRecords(next, Math.min(next + CHUNK_SIZE - 1, count), count) : [],
    ]);
    addToImportReport(report, part);
    records = nextRecords;
  }
  return report;
}

async function makeRecords(first: number, last: number, count: number): Promise<SourceRecord[]> {
  const records: SourceRecord[] = [];
  for (let id = first; id <= last; id += 1) {
    records.push({ position: `bench video ${id}`, value: benchVideo(id, count) });
    if (id % YIELD_EVERY === 0) await yieldToEventLoop();
  }
  return records;
}

// Ids 1..N would overwrite a real library's videos, so only an empty or bench-seeded one is accepted.
async function assertOnlyBenchVideos(db: Db): Promise<void> {
  const [foreign] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(sql`${videos.dbAnalysis}->>'source' IS DISTINCT FROM ${BENCH_SOURCE_MARK}`)
    .limit(1);
  if (foreign) {
    throw new Error(
      'this library already holds videos that seed-bench did not write, and seed-bench would overwrite ' +
        'ids 1..N; seed an empty library instead (for example DATA_DIR=$(mktemp -d) npm run cli -- seed-bench)',
    );
  }
}
