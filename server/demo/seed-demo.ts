import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TaxonomyKind } from '../../shared/contracts/taxonomy';
import { slugify } from '../../shared/domain/slug';
import type { Db } from '../db/database';
import { videos } from '../db/schema';
import { type ImportReport, importRecords } from '../library-import/import-videos';
import { sourceImagesDir } from '../library-import/thumbnail-files';
import { upsertTaxonomyEntries } from '../taxonomies/taxonomy-repository';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../users/demo-accounts';
import { seedDemoBriefs } from './seed-briefs';
import { seedDemoEventsIfEmpty } from './seed-events';
import { seedDemoSwipefiles } from './seed-swipefiles';
import { seedDemoViews } from './seed-views';

/**
 * Writes the deterministic demo library (docs/decisions/0003-demo-library.md): taxonomies, thumbnails, then the videos; and the
 * demo accounts of docs/decisions/0009-admins.md (admin, premium and basic @hookshelf.local) with their swipefiles, and
 * weeks of demo usage events.
 */
export async function seedDemoLibrary(db: Db, dataDir: string): Promise<ImportReport> {
  // Loaded here, not at start-up: an app whose library has videos never reads the demo's data files.
  const [{ buildDemoRecords, buildDemoTaxonomies, demoThumbnails }, { renderDemoArt }] = await Promise.all([
    import('./demo-library'),
    import('./thumbnail-art'),
  ]);
  await seedDemoAccounts(db);
  const taxonomies = buildDemoTaxonomies();
  const byKind: Record<TaxonomyKind, typeof taxonomies.topics> = {
    topics: taxonomies.topics,
    concepts: taxonomies.concepts,
    elements: taxonomies.elements,
    formats: taxonomies.formats,
    'account-types': taxonomies.accountTypes,
  };
  for (const [kind, entries] of Object.entries(byKind) as [TaxonomyKind, typeof taxonomies.topics][]) {
    await upsertTaxonomyEntries(
      db,
      kind,
      entries.map((e) => ({
        name: e.name,
        slug: slugify(e.name),
        description: e.description,
        structuralDescription: e.structural_description,
      })),
    );
  }
  // The art is written as source images, and the import converts them like any library's thumbnails.
  const imagesDir = sourceImagesDir(dataDir);
  await fs.mkdir(imagesDir, { recursive: true });
  for (const { filename, seed } of demoThumbnails()) {
    await fs.writeFile(path.join(imagesDir, filename), await renderDemoArt(seed));
  }
  const records = buildDemoRecords().map((value, i) => ({ position: `demo record ${i}`, value }));
  const report = await importRecords(db, records, { dataDir });
  // The accounts' swipefiles (issue 15) once their videos exist; an account's existing ones stay as they are.
  await seedDemoSwipefiles(db);
  // A brief drafted from one of them (issue 34), public, with a collaborator's comment.
  await seedDemoBriefs(db);
  // Views (docs/decisions/0006-views.md) over the demo's tags, so the Views screen and /views/{slug} have something to show.
  await seedDemoViews(db);
  // A few weeks of usage so the analytics dashboard is alive on a fresh install (issue 16).
  await seedDemoEventsIfEmpty(db);
  return report;
}

/** Seeds the demo library when the library has no video yet (first `npm start`). */
export async function seedDemoLibraryIfEmpty(db: Db, dataDir: string, log: (message: string) => void) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(videos);
  if ((row?.n ?? 0) > 0) return;
  log('the library is empty: adding the demo library…');
  const report = await seedDemoLibrary(db, dataDir);
  log(`demo library ready: ${report.inserted} videos, ${report.thumbnailsConverted} thumbnails converted`);
  log(
    `demo accounts: ${DEMO_ACCOUNTS.map((account) => account.email).join(', ')} (without SMTP_URL their sign-in codes appear in this log)`,
  );
}
