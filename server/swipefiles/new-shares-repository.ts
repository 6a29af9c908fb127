import { aliasedTable, and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { NEW_SHARES_MAX } from '../../shared/contracts/new-shares';
import type { Db } from '../db/database';
import { swipefileCollaborators, swipefiles, users } from '../db/schema';

const inviters = aliasedTable(users, 'inviter');

/** The user's own accepted invitations they have not seen yet: the rows behind the in-app sign. */
const unseenOf = (userId: string) =>
  and(
    eq(swipefileCollaborators.userId, userId),
    eq(swipefileCollaborators.status, 'accepted'),
    isNull(swipefileCollaborators.seenAt),
  );

/** One new share as read: the invitation, its swipefile, and who invited. */
export interface NewShareRow {
  id: string;
  swipefileId: string;
  swipefileName: string;
  role: string;
  inviterName: string | null;
  inviterEmail: string | null;
  invitedAt: Date;
}

/**
 * Swipefiles shared with the user that they have not seen, newest first (at most NEW_SHARES_MAX), with
 * who invited them, and how many there are in all.
 */
export async function listNewShares(db: Db, userId: string): Promise<{ count: number; rows: NewShareRow[] }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: swipefileCollaborators.id,
        swipefileId: swipefiles.id,
        swipefileName: swipefiles.name,
        role: swipefileCollaborators.role,
        inviterName: inviters.name,
        inviterEmail: inviters.email,
        invitedAt: swipefileCollaborators.createdAt,
      })
      .from(swipefileCollaborators)
      .innerJoin(swipefiles, eq(swipefiles.id, swipefileCollaborators.swipefileId))
      .leftJoin(inviters, eq(inviters.id, swipefileCollaborators.invitedBy))
      .where(unseenOf(userId))
      .orderBy(desc(swipefileCollaborators.createdAt), desc(swipefileCollaborators.id))
      .limit(NEW_SHARES_MAX),
    db.select({ n: sql<number>`count(*)::int` }).from(swipefileCollaborators).where(unseenOf(userId)),
  ]);
  return { count: total?.n ?? 0, rows };
}

/**
 * Marks shares the user was shown as seen. Only the user's own rows match, so ids of anyone else's
 * invitations change nothing. Returns how many new shares are left.
 */
export async function markSharesSeen(db: Db, userId: string, ids: string[]): Promise<number> {
  await db
    .update(swipefileCollaborators)
    .set({ seenAt: new Date() })
    .where(and(unseenOf(userId), inArray(swipefileCollaborators.id, ids)));
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(swipefileCollaborators)
    .where(unseenOf(userId));
  return left?.n ?? 0;
}
