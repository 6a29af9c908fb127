import { z } from 'zod';
import { TAXONOMY_KINDS } from './taxonomy-kinds';

/** A record the import left out, and why; `position` says where it was in the source. */
export const importRejectionSchema = z.object({ position: z.string(), reason: z.string() });

/** docs/decisions/0007-slug-collisions.md: a name whose slug an older entry already had, and the entry it resolved to. */
export const slugCollisionSchema = z.object({
  kind: z.enum(TAXONOMY_KINDS),
  name: z.string(),
  resolvedTo: z.string(),
});

/** What an import did (docs/decisions/0002-video-import.md): the CLI prints it, POST /api/admin/import answers with it. */
export const importReportSchema = z.object({
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.array(importRejectionSchema),
  collisions: z.array(slugCollisionSchema),
  taxonomyEntriesCreated: z.number().int(),
  /** Distinct thumbnail source images converted to their variants (0 on a re-import of the same images). */
  thumbnailsConverted: z.number().int(),
  /** Videos naming a thumbnail file that was missing or unreadable: stored without an image. */
  thumbnailsMissing: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/**
 * The progress stream of POST /api/admin/import, asked for with `Accept: application/x-ndjson`: one JSON
 * object per line; progress lines after each committed batch, then one report (or error) line.
 */
export const IMPORT_PROGRESS_MEDIA_TYPE = 'application/x-ndjson';

export const importProgressSchema = z.object({
  type: z.literal('progress'),
  /** Bytes of the upload read so far (the import is at most one batch behind). */
  bytesRead: z.number().int(),
  /** Records and unreadable lines/elements met so far. */
  recordsRead: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

export const importStreamLineSchema = z.discriminatedUnion('type', [
  importProgressSchema,
  z.object({ type: z.literal('report'), report: importReportSchema }),
  z.object({ type: z.literal('error'), code: z.string(), error: z.string() }),
]);
export type ImportStreamLine = z.infer<typeof importStreamLineSchema>;
