import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditQuery } from '../../shared/contracts/audit';
import type { Db } from '../db/database';
import { type AuditLogRow, auditLog } from '../db/schema';

/** A database handle or an open transaction: a change is recorded in the transaction that makes it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who made a change: a signed-in admin, or nobody for the command line, the demo seed and tests. */
export interface AuditActor {
  id: string | null;
  email: string | null;
}
export const SYSTEM_ACTOR: AuditActor = { id: null, email: null };

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  targetType: string;
  targetId: string | number;
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one change. Call it inside the transaction that makes the change, so the log holds exactly the
 * changes that happened: a rolled-back change leaves no entry, a committed one always has its entry.
 */
export async function recordAudit(db: DbOrTx, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    targetLabel: record.targetLabel ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** One page of the log, newest first. */
export async function listAudit(
  db: Db,
  query: AuditQuery,
): Promise<{ rows: AuditLogRow[]; nextBeforeId: number | null }> {
  const conditions: SQL[] = [];
  if (query.target_type) conditions.push(eq(auditLog.targetType, query.target_type));
  if (query.target_id) conditions.push(eq(auditLog.targetId, query.target_id));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.before_id) conditions.push(lt(auditLog.id, query.before_id));
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    // ids grow with time, so the id order is the time order and pages by id never skip or repeat.
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { rows: page, nextBeforeId: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null };
}

export function presentAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    action: row.action as AuditAction,
    target_type: row.targetType,
    target_id: row.targetId,
    target_label: row.targetLabel,
    actor: { id: row.actorId, email: row.actorEmail },
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
