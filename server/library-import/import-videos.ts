import { inArray, sql } from 'drizzle-orm';
import type { ImportReport } from '../../shared/contracts/import';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../../shared/contracts/taxonomy-kinds';
import type { Db } from '../db/database';
import { videos } from '../db/schema';
import { NOTIFY_LIBRARY_CHANGED } from '../videos/library-changes';
import { ThumbnailResolver } from './convert-thumbnails';
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
/** Library writes take this transaction-level lock, so usage counts never see two writers at once. */
export const LIBRARY_WRITE_LOCK = 7_320_101;

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
  const report = emptyImportReport();
  const accepted = new Map<number, { position: string; video: NormalizedVideo }>();
  for (const record of records) {
    const result = normalizeRecord(record.value);
    if (!result.ok) {
      report.rejected.push({ position: record.position, reason: result.reason });
      continue;
    }
    const earlier = accepted.get(result.video.row.id);
    if (earlier) {
      report.rejected.push({
        position: earlier.position,
        reason: `id ${result.video.row.id} appears again at ${record.position}; the later record is used`,
      });
      accepted.delete(result.video.row.id);
    }
    accepted.set(result.video.row.id, { position: record.position, video: result.video });
  }

  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  const all = [...accepted.values()].map((a) => a.video);
  const thumbnails =
    options.thumbnails ?? (options.dataDir ? new ThumbnailResolver(db, options.dataDir) : null);
  options.onProgress?.(0, all.length);
  for (let start = 0; start < all.length; start += batchSize) {
    const batch = all.slice(start, start + batchSize);
    // Images are converted before the transaction, so the library-write lock is never held during the work.
    const images = thumbnails
      ? await thumbnails.resolve(batch.map((v) => v.row.thumbnail ?? null))
      : { sources: batch.map(() => null), converted: 0, missing: 0 };
    const written = await db.transaction((tx) => writeBatch(tx as unknown as Db, batch, images.sources));
    addToImportReport(report, {
      ...written,
      thumbnailsConverted: images.converted,
      thumbnailsMissing: images.missing,
    });
    options.onCommitted?.();
    options.onProgress?.(Math.min(start + batchSize, all.length), all.length);
  }
  return report;
}

async function writeBatch(
  tx: Db,
  batch: NormalizedVideo[],
  thumbnailSources: (string | null)[],
): Promise<ImportReport> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LIBRARY_WRITE_LOCK})`);
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
    })
    .from(videos)
    .where(inArray(videos.id, ids))
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
    const updatable = Object.keys(changed[0] ?? {}).filter(
      (k) => k !== 'id',
    ) as (keyof (typeof changed)[0])[];
    const set = Object.fromEntries(
      updatable.map((key) => [
        key,
        sql.raw(`excluded.${videos[key as keyof typeof videos.$inferInsert].name}`),
      ]),
    );
    await tx
      .insert(videos)
      .values(changed)
      .onConflictDoUpdate({ target: videos.id, set: { ...set, updatedAt: sql`now()` } });
    await applyUsageDeltas(
      tx,
      changed.map((after) => ({ before: beforeById.get(after.id) ?? null, after })),
    );
    await tx.execute(sql.raw(NOTIFY_LIBRARY_CHANGED));
  }
  const inserted = changed.filter((r) => !beforeById.has(r.id)).length;
  return {
    inserted,
    updated: changed.length - inserted,
    unchanged: batch.length - changed.length,
    rejected: [],
    collisions: Object.values(resolutions).flatMap((r) => r.collisions),
    taxonomyEntriesCreated: Object.values(resolutions).reduce((n, r) => n + r.created, 0),
    thumbnailsConverted: 0,
    thumbnailsMissing: 0,
  };
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
