import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { ImportReport } from '../../shared/contracts/import';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../../shared/contracts/taxonomy-kinds';
import type { Db } from '../db/database';
import { isTransactionConflict } from '../db/database-errors';
import { recordArrival } from '../db/library-arrivals';
import { LIBRARY_WRITE_LOCK, NOTIFY_LIBRARY_CHANGED } from '../db/library-changes';
import { markOutlierScoresPending, type OutlierScope, refreshOutlierScores } from '../db/outlier-scores';
import { type ArrivalSource, videos } from '../db/schema';
import { ThumbnailResolver } from './convert-thumbnails';
import { ImportWriter } from './import-writer';
import {
  contentHashOf,
  type NormalizedVideo,
  normalizeRecord,
  tagKeysOf,
  type VideoTags,
} from './normalize-record';
import type { SourceRecord } from './read-records';
import { type NameResolution, resolveTaxonomyNames } from './taxonomy-names';
import { applyUsageDeltas } from './usage-counts';

export const IMPORT_BATCH_SIZE = 500;
/** Held by one import batch at a time while it adds its differences to the usage counts. */
const USAGE_COUNTS_LOCK = 7_320_102;

export type { ImportReport };

/** A report of nothing done yet, to add the parts of an import to. */
export function emptyImportReport(): ImportReport {
  return {
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected: [],
    collisions: [],
    taxonomyEntriesCreated: 0,
    thumbnailsConverted: 0,
    thumbnailsMissing: 0,
  };
}

/** Adds one part's report (a batch, a chunk of records) to the running total, in place. */
export function addToImportReport(total: ImportReport, part: ImportReport): void {
  total.inserted += part.inserted;
  total.updated += part.updated;
  total.unchanged += part.unchanged;
  total.rejected.push(...part.rejected);
  total.collisions = dedupeCollisions([...total.collisions, ...part.collisions]);
  total.taxonomyEntriesCreated += part.taxonomyEntriesCreated;
  total.thumbnailsConverted += part.thumbnailsConverted;
  total.thumbnailsMissing += part.thumbnailsMissing;
}

export interface ImportOptions {
  /**
   * DATA_DIR: thumbnails are looked up in its images/analyzer and converted into images/derived. Without
   * it no image is looked at and every video is stored without one (the bench library, most API tests).
   */
  dataDir?: string;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** Called after each committed batch (the app uses it to drop its cached totals at once). */
  onCommitted?: () => void;
  /** One resolver shared by the calls of a streamed import, so each image is converted (and counted) once. */
  thumbnails?: ThumbnailResolver | null;
  /** Who imports, as the arrivals of its new videos record it: the command line (default) or the admin call. */
  source?: Exclude<ArrivalSource, 'merge'>;
}

/** The records that can be stored, each id once (the later record wins), and why the others cannot. */
export function prepareRecords(records: SourceRecord[]): {
  videos: NormalizedVideo[];
  rejected: ImportReport['rejected'];
} {
  const rejected: ImportReport['rejected'] = [];
  const accepted = new Map<number, { position: string; video: NormalizedVideo }>();
  for (const record of records) {
    const result = normalizeRecord(record.value);
    if (!result.ok) {
      rejected.push({ position: record.position, reason: result.reason });
      continue;
    }
    const earlier = accepted.get(result.video.row.id);
    if (earlier) {
      rejected.push({
        position: earlier.position,
        reason: `id ${result.video.row.id} appears again at ${record.position}; the later record is used`,
      });
      accepted.delete(result.video.row.id);
    }
    accepted.set(result.video.row.id, { position: record.position, video: result.video });
  }
  return { videos: [...accepted.values()].map((a) => a.video), rejected };
}

/**
 * The ImportWriter of one import: batches written through writeVideoBatch, each commit added to `report`;
 * after the last batch (or a failure), the outlier scores of every video, author and format the batches
 * changed, in one pass. A pass per batch would cost far more: each batch moves the medians of most formats
 * and of many authors, so the same scores would be written again batch after batch (10,000 records into
 * the 100,000-video bench library: 14.7 s without scores, 15.2 s with one pass, 38.7 s with one a batch).
 */
export function importWriter(
  db: Db,
  report: ImportReport,
  options: Pick<ImportOptions, 'dataDir' | 'thumbnails' | 'onCommitted' | 'source'>,
  afterCommit?: () => void,
): ImportWriter {
  const thumbnails =
    options.thumbnails ?? (options.dataDir ? new ThumbnailResolver(db, options.dataDir) : null);
  const touched = new TouchedGroups();
  // Every batch's new videos are one arrival of this import: its followers get one notification for all.
  const arrival = { changeId: randomUUID(), source: options.source ?? 'import' } as const;
  return new ImportWriter(
    async (batch, sources) => {
      const written = await writeVideoBatch(db, batch, sources, arrival);
      touched.add(written.touched);
      return written.report;
    },
    thumbnails,
    (written) => {
      addToImportReport(report, written);
      options.onCommitted?.();
      afterCommit?.();
    },
    async () => {
      const scope = touched.take();
      if (scope && (await refreshOutlierScores(db, scope)) > 0) options.onCommitted?.();
    },
  );
}

/** The videos, authors and formats an import's committed batches changed, gathered for one score pass. */
class TouchedGroups {
  private videoIds = new Set<number>();
  private authors = new Set<string>();
  private formats = new Set<string>();

  add(scope: OutlierScope | null): void {
    for (const id of scope?.videoIds ?? []) this.videoIds.add(id);
    for (const author of scope?.authors ?? []) this.authors.add(author);
    for (const format of scope?.formats ?? []) this.formats.add(format);
  }

  /** What was gathered (null if nothing), and a fresh start. */
  take(): OutlierScope | null {
    if (this.videoIds.size === 0) return null;
    const scope = { videoIds: [...this.videoIds], authors: [...this.authors], formats: [...this.formats] };
    this.videoIds = new Set();
    this.authors = new Set();
    this.formats = new Set();
    return scope;
  }
}

/**
 * Upserts records by id, batch by batch, each batch in one transaction: a crash leaves whole batches
 * or nothing. Rejected records are reported with their position and never stop the rest.
 */
export async function importRecords(
  db: Db,
  records: SourceRecord[],
  options: ImportOptions = {},
): Promise<ImportReport> {
  const { videos: all, rejected } = prepareRecords(records);
  const report = emptyImportReport();
  report.rejected.push(...rejected);
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  let done = 0;
  options.onProgress?.(0, all.length);
  const writer = importWriter(db, report, options, () => {
    done += batchSize;
    options.onProgress?.(Math.min(done, all.length), all.length);
  });
  for (let start = 0; start < all.length; start += batchSize) {
    await writer.add(all.slice(start, start + batchSize));
  }
  await writer.finish();
  return report;
}

/** Thrown inside a batch's transaction when another import wrote one of its videos first: it is run again. */
class ConcurrentWrite extends Error {}
const MAX_ATTEMPTS = 5;

/**
 * One batch in one transaction, run again when a concurrent import got in its way. Returns its report and
 * what it changed, whose outlier scores are now waiting (importWriter works them out).
 */
export async function writeVideoBatch(
  db: Db,
  batch: NormalizedVideo[],
  thumbnailSources: (string | null)[],
  arrival: BatchArrival,
): Promise<WrittenBatch> {
  // Ascending ids: concurrent batches lock rows in one order, so they wait for each other, never deadlock.
  const order = batch.map((_, i) => i).sort((a, b) => (batch[a]?.row.id ?? 0) - (batch[b]?.row.id ?? 0));
  const sorted = order.map((i) => batch[i] as NormalizedVideo);
  const sources = order.map((i) => thumbnailSources[i] ?? null);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => writeBatch(tx as unknown as Db, sorted, sources, arrival));
    } catch (error) {
      const retryable = error instanceof ConcurrentWrite || isTransactionConflict(error);
      if (!retryable || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/** The import a batch belongs to, as the arrival of its new videos records it (db/library-arrivals.ts). */
export interface BatchArrival {
  changeId: string;
  source: Exclude<ArrivalSource, 'merge'>;
}

/** What a batch wrote, and the videos, authors and formats whose outlier scores it may have moved (none if unchanged). */
export interface WrittenBatch {
  report: ImportReport;
  touched: OutlierScope | null;
}

async function writeBatch(
  tx: Db,
  batch: NormalizedVideo[],
  thumbnailSources: (string | null)[],
  arrival: BatchArrival,
): Promise<WrittenBatch> {
  // Shared: import batches run side by side; a taxonomy change (exclusive) waits for them and they for it.
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${LIBRARY_WRITE_LOCK})`);
  const resolutions = await resolveAllNames(tx, batch);
  const canon = (kind: TaxonomyKind, names: string[]) =>
    dedupe(
      names.map((n) => resolutions[kind].canonical.get(n) ?? null).filter((n): n is string => n !== null),
    );

  const ids = batch.map((v) => v.row.id);
  const before = await tx
    .select({
      id: videos.id,
      createdAt: videos.createdAt,
      contentHash: videos.contentHash,
      topics: videos.topics,
      concepts: videos.concepts,
      elements: videos.elements,
      accountTypes: videos.accountTypes,
      videoFormat: videos.videoFormat,
      authorUsername: videos.authorUsername,
    })
    .from(videos)
    .where(inArray(videos.id, ids))
    .orderBy(videos.id)
    .for('update');
  const beforeById = new Map(before.map((b) => [b.id, b]));

  const rows = batch.map(({ row, tags }, i) => {
    const resolved = {
      ...row,
      thumbnailSource: thumbnailSources[i] ?? null,
      topics: canon('topics', tags.topics),
      concepts: canon('concepts', tags.concepts),
      elements: canon('elements', tags.elements),
      accountTypes: canon('account-types', tags.accountTypes),
      videoFormat: tags.format ? (canon('formats', [tags.format])[0] ?? null) : null,
      // A record without created_at keeps the date the video first entered the library.
      createdAt: row.createdAt ?? beforeById.get(row.id)?.createdAt ?? new Date(),
    };
    const full = { ...resolved, tagKeys: tagKeysOf(resolved) };
    return { ...full, contentHash: contentHashOf(full) };
  });
  const changed = rows.filter((r) => beforeById.get(r.id)?.contentHash !== r.contentHash);
  if (changed.length > 0) {
    const insertedIds = await upsertVideos(tx, changed);
    // A video this batch read as new but another import inserted first: its usage counts would be
    // added twice. Run the batch again; it then reads that video as it is.
    if (changed.some((r) => !beforeById.has(r.id) && !insertedIds.has(r.id))) throw new ConcurrentWrite();
    // Before the counts' lock, so a batch holding that lock never waits for a score row.
    await markOutlierScoresPending(
      tx,
      changed.filter((r) => beforeById.has(r.id)).map((r) => r.id),
    );
    // One batch at a time changes the counts (a few small updates, just before the commit).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${USAGE_COUNTS_LOCK})`);
    await applyUsageDeltas(
      tx,
      changed.map((after) => ({ before: beforeById.get(after.id) ?? null, after })),
    );
    // The new videos (not the updated ones) arrived: committed with them, so none is lost or told twice.
    await recordArrival(tx, {
      ...arrival,
      videoIds: changed.filter((r) => !beforeById.has(r.id)).map((r) => r.id),
    });
    await tx.execute(sql.raw(NOTIFY_LIBRARY_CHANGED));
  }
  const inserted = changed.filter((r) => !beforeById.has(r.id)).length;
  const report: ImportReport = {
    inserted,
    updated: changed.length - inserted,
    unchanged: batch.length - changed.length,
    rejected: [],
    collisions: Object.values(resolutions).flatMap((r) => r.collisions),
    taxonomyEntriesCreated: Object.values(resolutions).reduce((n, r) => n + r.created, 0),
    thumbnailsConverted: 0,
    thumbnailsMissing: 0,
  };
  return { report, touched: changed.length > 0 ? touchedGroups(changed, beforeById) : null };
}

/** The changed videos, and their authors and formats as they were and as they are. */
function touchedGroups(
  changed: { id: number; authorUsername?: string | null; videoFormat: string | null }[],
  beforeById: Map<number, { authorUsername: string | null; videoFormat: string | null }>,
): OutlierScope {
  const both = changed.flatMap((after) => [after, beforeById.get(after.id) ?? after]);
  const present = (names: (string | null | undefined)[]) => dedupe(names.filter((n): n is string => !!n));
  return {
    videoIds: changed.map((v) => v.id),
    authors: present(both.map((v) => v.authorUsername)),
    formats: present(both.map((v) => v.videoFormat)),
  };
}

type VideoRow = typeof videos.$inferInsert;

/**
 * Inserts or overwrites the rows in one statement whose only parameter is the batch as JSON: PostgreSQL
 * reads it with jsonb_populate_recordset (a JSON array becomes a text[], an object a jsonb). Binding the same
 * rows as ~25,000 separate parameters cost more in Node (building them) than the rest of the import:
 * 386 → 150 µs of Node's time per record, 1,140 → 1,540 records/s with one writer.
 */
async function upsertVideos(tx: Db, rows: VideoRow[]): Promise<Set<number>> {
  const keys = Object.keys(rows[0] ?? {}).filter((k) => k !== 'updatedAt') as (keyof VideoRow)[];
  const columns = keys.map((key) => videos[key].name);
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const updates = sql.raw(
    columns
      .filter((c) => c !== 'id')
      .map((c) => `"${c}" = excluded."${c}"`)
      .join(', '),
  );
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((k, i) => [columns[i], row[k]]))),
  );
  const { rows: written } = await tx.execute<{ id: number; inserted: boolean }>(sql`
    INSERT INTO ${videos} (${list})
    SELECT ${list} FROM json_populate_recordset(NULL::videos, ${json}::json)
    ON CONFLICT (id) DO UPDATE SET ${updates}, updated_at = now()
    RETURNING id, (xmax = 0) AS inserted`);
  return new Set(written.filter((w) => w.inserted).map((w) => Number(w.id)));
}

/** The names each taxonomy takes from a video's tags. */
const TAG_NAMES: Record<TaxonomyKind, (tags: VideoTags) => string[]> = {
  topics: (tags) => tags.topics,
  concepts: (tags) => tags.concepts,
  elements: (tags) => tags.elements,
  formats: (tags) => (tags.format ? [tags.format] : []),
  'account-types': (tags) => tags.accountTypes,
};

async function resolveAllNames(
  tx: Db,
  batch: NormalizedVideo[],
): Promise<Record<TaxonomyKind, NameResolution>> {
  const resolutions = {} as Record<TaxonomyKind, NameResolution>;
  // One after another: they share the transaction's connection.
  for (const kind of TAXONOMY_KINDS) {
    resolutions[kind] = await resolveTaxonomyNames(
      tx,
      kind,
      batch.flatMap((v) => TAG_NAMES[kind](v.tags)),
    );
  }
  return resolutions;
}

function dedupe(names: string[]): string[] {
  return [...new Set(names)];
}

function dedupeCollisions(list: ImportReport['collisions']): ImportReport['collisions'] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const key = `${c.kind}\u0000${c.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
