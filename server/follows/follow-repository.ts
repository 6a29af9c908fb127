import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FollowKind, SearchFollowFilters } from '../../shared/contracts/follow-constants';
import type { FollowTarget } from '../../shared/domain/follow-targets';
import type { DbOrTx } from '../audit/audit-log';
import { type FollowRow, follows } from '../db/schema';

export type { FollowRow };

/** A user's follows, oldest first; with `kind`, of that kind only. */
export async function listFollowRows(db: DbOrTx, userId: string, kind?: FollowKind): Promise<FollowRow[]> {
  return db
    .select()
    .from(follows)
    .where(kind ? and(eq(follows.userId, userId), eq(follows.kind, kind)) : eq(follows.userId, userId))
    .orderBy(asc(follows.createdAt), asc(follows.id));
}

/** The follows of each of these users, oldest first (a batch: the digests read thousands of users). */
export async function listFollowRowsOfUsers(db: DbOrTx, userIds: string[]): Promise<FollowRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(follows)
    .where(inArray(follows.userId, userIds))
    .orderBy(asc(follows.createdAt), asc(follows.id));
}

/** One of the user's follows, or null (another user's is null too). */
export async function findFollowRow(db: DbOrTx, userId: string, id: string): Promise<FollowRow | null> {
  const [row] = await db
    .select()
    .from(follows)
    .where(and(eq(follows.id, id), eq(follows.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the user's row until the transaction ends: two follows at once by one user then count one after
 * the other, so neither slips past the limit.
 */
export async function lockFollower(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM "user" WHERE id = ${userId} FOR UPDATE`);
}

/** How many follows the user has. */
export async function countFollows(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(follows)
    .where(eq(follows.userId, userId));
  return row?.n ?? 0;
}

/** Writes a follow; null when the unique index says the user follows it already. */
export async function insertFollow(
  db: DbOrTx,
  userId: string,
  target: Required<FollowTarget>,
): Promise<FollowRow | null> {
  const [row] = await db
    .insert(follows)
    .values({ userId, kind: target.kind, value: target.value, filters: target.filters })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Deletes the user's follows with these ids. */
export async function deleteFollowRows(db: DbOrTx, userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(follows).where(and(eq(follows.userId, userId), inArray(follows.id, ids)));
}

/** A stored row as a target: its kind, value and filters. */
export function targetOf(row: FollowRow): FollowTarget {
  return {
    kind: row.kind as FollowKind,
    value: row.value,
    filters: row.filters as SearchFollowFilters,
  };
}
