import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TaxonomyKind } from '../../shared/contracts/taxonomy';
import { KINDS_WITH_STRUCTURE, type TaxonomyUpdate } from '../../shared/contracts/taxonomy-admin';
import { slugify } from '../../shared/domain/slug';
import { TAXONOMY_LABELS, taxonomyNoun } from '../../shared/domain/taxonomy-labels';
import { type AuditActor, type DbOrTx, recordAudit } from '../audit/audit-log';
import type { Db } from '../db/database';
import { recordArrival } from '../db/library-arrivals';
import { LIBRARY_WRITE_LOCK, NOTIFY_LIBRARY_CHANGED } from '../db/library-changes';
import { taxonomyAliases } from '../db/schema';
import { errors } from '../errors';
import { findNameHolder, findTaxonomyById } from './taxonomy-admin-repository';
import type { TaxonomyRow } from './taxonomy-repository';
import { countVideosCarrying, newlyFiledBy, recountUsage, retagVideos } from './taxonomy-retag';
import { TAXONOMIES } from './taxonomy-tables';

/**
 * Admin changes to taxonomy entries (docs/decisions/0020-taxonomy-editing.md). Each is one transaction that takes the library
 * writers' lock (no import interleaves with a retag and skews the counts), notifies every instance that
 * the library changed, and records itself in the audit log. The caller marks this instance's caches stale
 * after the commit.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function inLibraryWrite<T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LIBRARY_WRITE_LOCK})`);
    const result = await change(tx);
    await tx.execute(sql.raw(NOTIFY_LIBRARY_CHANGED));
    return result;
  });
}

async function mustFind(tx: DbOrTx, kind: TaxonomyKind, id: number): Promise<TaxonomyRow> {
  const row = await findTaxonomyById(tx, kind, id, true);
  if (!row) throw errors.taxonomyNotFound(taxonomyNoun(kind), id);
  return row;
}

/** The fields an admin can change, as the audit log keeps them. */
const editable = (row: TaxonomyRow) => ({
  name: row.name,
  slug: row.slug,
  description: row.description,
  structural_description: row.structuralDescription,
});

const blankToNull = (text: string | null | undefined) =>
  text === undefined ? undefined : text === null || text.trim() === '' ? null : text.trim();

/**
 * A live entry takes a name or slug back from the aliases: an old link then leads to the entry that now
 * has the name, never to the one it once went into.
 */
async function dropAliasesOf(tx: DbOrTx, kind: TaxonomyKind, name: string, slug: string) {
  await tx
    .delete(taxonomyAliases)
    .where(
      and(
        eq(taxonomyAliases.kind, kind),
        sql`(${taxonomyAliases.oldSlug} = ${slug} OR lower(${taxonomyAliases.oldName}) = lower(${name}))`,
      ),
    );
}

async function addAlias(tx: DbOrTx, kind: TaxonomyKind, old: TaxonomyRow, targetId: number) {
  await tx
    .insert(taxonomyAliases)
    .values({ kind, oldName: old.name, oldSlug: old.slug, targetId })
    .onConflictDoUpdate({
      target: [taxonomyAliases.kind, taxonomyAliases.oldSlug],
      set: { targetId, oldName: old.name },
    });
}

/**
 * Edits an entry. A new name is a move of the name, as in a merge: every video carrying the old name
 * carries the new one, and the old slug and name become an alias of the entry.
 */
export async function updateTaxonomyEntry(
  db: Db,
  kind: TaxonomyKind,
  id: number,
  change: TaxonomyUpdate,
  actor: AuditActor,
): Promise<TaxonomyRow> {
  const label = taxonomyNoun(kind);
  if (change.structural_description !== undefined && !KINDS_WITH_STRUCTURE.includes(kind)) {
    throw errors.invalidInput(
      `structural_description: ${TAXONOMY_LABELS[kind].plural.toLowerCase()} have no structural description`,
    );
  }
  return inLibraryWrite(db, async (tx) => {
    const before = await mustFind(tx, kind, id);
    const { table } = TAXONOMIES[kind];
    const name = change.name ?? before.name;
    const slug = name === before.name ? before.slug : slugify(name);
    if (!slug) throw errors.invalidInput('name: must contain a letter or a digit');
    let videosChanged = 0;
    if (name !== before.name) {
      if (await findNameHolder(tx, kind, { name, slug }, id)) throw errors.taxonomyNameTaken(label, name);
      videosChanged = await retagVideos(tx, kind, before.name, name);
      await dropAliasesOf(tx, kind, name, slug);
      if (slug !== before.slug) {
        await addAlias(tx, kind, before, id);
        // Aliases that pointed here keep pointing here: their target id is unchanged.
      }
    }
    const description = blankToNull(change.description);
    const structural = blankToNull(change.structural_description);
    const [after] = await tx
      .update(table)
      .set({
        name,
        slug,
        ...(description !== undefined ? { description } : {}),
        ...(structural !== undefined ? { structuralDescription: structural } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(table.id, id))
      .returning();
    if (!after) throw errors.taxonomyNotFound(label, id);
    await recordAudit(tx, {
      actor,
      action: 'taxonomy.update',
      targetType: kind,
      targetId: id,
      targetLabel: after.name,
      before: editable(before),
      after: { ...editable(after), ...(name !== before.name ? { videos_changed: videosChanged } : {}) },
    });
    return after;
  });
}

/**
 * Merges `sourceId` into `intoId`: every video carrying the source's name carries the target's instead,
 * both counts are recounted from the videos, the source is removed and its name and slug (and the aliases
 * that led to it) lead to the target. Recorded on both entries, so each one's history shows it.
 */
export async function mergeTaxonomyEntries(
  db: Db,
  kind: TaxonomyKind,
  sourceId: number,
  intoId: number,
  actor: AuditActor,
): Promise<{ target: TaxonomyRow; videosChanged: number }> {
  const label = taxonomyNoun(kind);
  if (sourceId === intoId) throw errors.taxonomyMergeInvalid(label);
  return inLibraryWrite(db, async (tx) => {
    const source = await mustFind(tx, kind, sourceId);
    const targetBefore = await mustFind(tx, kind, intoId);
    const { table } = TAXONOMIES[kind];
    // The videos the target gains, and the names they were filed under: their arrival under the target
    // (db/library-arrivals.ts) tells the target's followers, not those who followed them already.
    const gained = await newlyFiledBy(tx, kind, source.name, targetBefore.name);
    const oldNames = await tx
      .select({ name: taxonomyAliases.oldName })
      .from(taxonomyAliases)
      .where(and(eq(taxonomyAliases.kind, kind), eq(taxonomyAliases.targetId, sourceId)));
    const videosChanged = await retagVideos(tx, kind, source.name, targetBefore.name);
    await recordArrival(tx, {
      changeId: randomUUID(),
      source: 'merge',
      videoIds: gained,
      merge: { kind, into: targetBefore.name, from: [source.name, ...oldNames.map((row) => row.name)] },
    });
    await tx
      .update(taxonomyAliases)
      .set({ targetId: intoId })
      .where(and(eq(taxonomyAliases.kind, kind), eq(taxonomyAliases.targetId, sourceId)));
    await addAlias(tx, kind, source, intoId);
    await tx.delete(table).where(eq(table.id, sourceId));
    await recountUsage(tx, kind, [intoId]);
    await tx.update(table).set({ updatedAt: sql`now()` }).where(eq(table.id, intoId));
    const target = await mustFind(tx, kind, intoId);
    const merge = {
      source: { id: source.id, name: source.name, slug: source.slug, usage_count: source.usageCount },
      target: { id: target.id, name: target.name, slug: target.slug },
      videos_changed: videosChanged,
    };
    await recordAudit(tx, {
      actor,
      action: 'taxonomy.merge',
      targetType: kind,
      targetId: source.id,
      targetLabel: source.name,
      before: { ...editable(source), usage_count: source.usageCount },
      after: { merged_into: merge.target, videos_changed: videosChanged },
    });
    await recordAudit(tx, {
      actor,
      action: 'taxonomy.merge',
      targetType: kind,
      targetId: target.id,
      targetLabel: target.name,
      before: { usage_count: targetBefore.usageCount },
      after: { usage_count: target.usageCount, merged_from: merge.source, videos_changed: videosChanged },
    });
    return { target, videosChanged };
  });
}

/** Deletes an entry no video carries; counted from the videos under the lock, not from usage_count. */
export async function deleteTaxonomyEntry(
  db: Db,
  kind: TaxonomyKind,
  id: number,
  actor: AuditActor,
): Promise<void> {
  const label = taxonomyNoun(kind);
  await inLibraryWrite(db, async (tx) => {
    const entry = await mustFind(tx, kind, id);
    const used = await countVideosCarrying(tx, kind, entry.name);
    if (used > 0) throw errors.taxonomyInUse(label, used);
    const { table } = TAXONOMIES[kind];
    await tx.delete(table).where(eq(table.id, id));
    // Nothing to lead old links to any more: they answer 404 like any unknown slug.
    await tx
      .delete(taxonomyAliases)
      .where(and(eq(taxonomyAliases.kind, kind), eq(taxonomyAliases.targetId, id)));
    await recordAudit(tx, {
      actor,
      action: 'taxonomy.delete',
      targetType: kind,
      targetId: id,
      targetLabel: entry.name,
      before: { ...editable(entry), usage_count: entry.usageCount },
      after: null,
    });
  });
}
