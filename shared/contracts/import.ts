import { z } from 'zod';
import { TAXONOMY_KINDS } from './taxonomy-kinds';

/** A record the import left out, and why; `position` says where it was in the source. */
export const importRejectionSchema = z.object({ position: z.string(), reason: z.string() });

/** DECISIONS.md 7: a name whose slug an older entry already had, and the entry it resolved to. */
export const slugCollisionSchema = z.object({
  kind: z.enum(TAXONOMY_KINDS),
  name: z.string(),
  resolvedTo: z.string(),
});

/** What an import did (DECISIONS.md 2): the CLI prints it, POST /api/admin/import answers with it. */
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
