import { asc, eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import type { Db } from '../db/database';
import { NOTIFY_LIBRARY_CHANGED } from '../db/library-changes';
import { views } from '../db/schema';
import { errors } from '../errors';

export type ViewRow = typeof views.$inferSelect;

/** The fields an admin sets (already validated by shared/contracts/views.ts). */
export interface ViewFields {
  name: string;
  slug: string;
  description: string | null;
  tagFilter: string;
}

/** Every view, by name (the admin Views screen lists them). */
export async function listViews(db: Db): Promise<ViewRow[]> {
  return db.select().from(views).orderBy(asc(views.name), asc(views.id));
}

/** One view by slug, or null. */
export async function findViewBySlug(db: Db, slug: string): Promise<ViewRow | null> {
  const [row] = await db.select().from(views).where(eq(views.slug, slug)).limit(1);
  return row ?? null;
}

/**
 * Creates, changes and deletes views, each in one transaction with its audit entry. A view changes what
 * cached public answers say (`/api/videos/public?view=…`, the views list), so each write announces a
 * library change (every instance drops its caches on commit; the caller marks this one). Views change no
 * video and no taxonomy count, so they do not take the library writers' lock.
 */
export async function createView(db: Db, fields: ViewFields, actor: AuditActor): Promise<ViewRow> {
  return withSlugTaken(fields.slug, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(views).values(fields).returning();
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, {
        actor,
        action: 'view.create',
        targetType: 'view',
        targetId: row.id,
        targetLabel: row.name,
        after: auditedFields(row),
      });
      await tx.execute(sql.raw(NOTIFY_LIBRARY_CHANGED));
      return row;
    }),
  );
}

/** Changes a view; null when no view has the id. The old slug is not kept: its address answers 404. */
export async function updateView(
  db: Db,
  id: number,
  fields: ViewFields,
  actor: AuditActor,
): Promise<ViewRow | null> {
  return withSlugTaken(fields.slug, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(views).where(eq(views.id, id)).for('update');
      if (!before) return null;
      const [row] = await tx
        .update(views)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(views.id, id))
        .returning();
      if (!row) return null;
      await recordAudit(tx, {
        actor,
        action: 'view.update',
        targetType: 'view',
        targetId: row.id,
        targetLabel: row.name,
        before: auditedFields(before),
        after: auditedFields(row),
      });
      await tx.execute(sql.raw(NOTIFY_LIBRARY_CHANGED));
      return row;
    }),
  );
}

/** Deletes a view; false when no view has the id. */
export async function deleteView(db: Db, id: number, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(views).where(eq(views.id, id)).returning();
    if (!row) return false;
    await recordAudit(tx, {
      actor,
      action: 'view.delete',
      targetType: 'view',
      targetId: row.id,
      targetLabel: row.name,
      before: auditedFields(row),
    });
    await tx.execute(sql.raw(NOTIFY_LIBRARY_CHANGED));
    return true;
  });
}

function auditedFields(row: ViewRow) {
  return { name: row.name, slug: row.slug, description: row.description, tag_filter: row.tagFilter };
}

/**
 * The unique index on `views.slug` decides between two admins saving the same slug at once; its
 * violation (SQLSTATE 23505, wrapped by Drizzle) becomes the catalogued 409 rather than a 500.
 */
async function withSlugTaken<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.viewSlugTaken(slug);
    throw error;
  }
}

function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if ((error as { code?: unknown }).code === '23505') return true;
  return isUniqueViolation(error.cause, depth + 1);
}
