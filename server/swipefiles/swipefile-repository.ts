import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type AccessLevel,
  DEFAULT_SWIPEFILE_NAME,
  SWIPEFILE_LIMITS,
} from '../../shared/contracts/swipefiles';
import type { Db } from '../db/database';
import { type SwipefileRow, swipefileCollaborators, swipefiles, users } from '../db/schema';
import { errors } from '../errors';
import { newPublicSlug, newShareToken } from './share-tokens';

/** A swipefile with what its presenter adds: the owner's display name and how many videos it holds. */
export interface SwipefileSummary {
  swipefile: SwipefileRow;
  ownerName: string | null;
  videoCount: number;
}

const summaryColumns = {
  swipefile: swipefiles,
  ownerName: users.name,
  videoCount: sql<number>`(SELECT count(*)::int FROM saved_videos sv WHERE sv.swipefile_id = ${swipefiles.id})`,
};

const toSummary = (row: { swipefile: SwipefileRow; ownerName: string; videoCount: number }) => ({
  swipefile: row.swipefile,
  // better-auth stores '' for a user who set no name; the API says null (spec 001 §3 owner_name).
  ownerName: row.ownerName || null,
  videoCount: row.videoCount,
});

/**
 * The user's default swipefile (DECISIONS.md 16), created on first need. Race-safe: two first saves at
 * once both insert, the partial unique index `swipefiles_one_default_idx` lets one win, both read it.
 */
export async function ensureDefaultSwipefile(db: Db, userId: string): Promise<SwipefileRow> {
  // From the user row, so an id without an account (an admin acting for it) writes nothing.
  await db.execute(sql`
    INSERT INTO swipefiles (user_id, name, is_default)
    SELECT id, ${DEFAULT_SWIPEFILE_NAME}, true FROM "user" WHERE id = ${userId}
    ON CONFLICT (user_id) WHERE is_default DO NOTHING`);
  const [row] = await db
    .select()
    .from(swipefiles)
    .where(and(eq(swipefiles.userId, userId), eq(swipefiles.isDefault, true)))
    .limit(1);
  if (!row) throw errors.userNotFound();
  return row;
}

/** The user's own swipefiles: the default first, then newest first (spec 001 §2 "My Swipefiles"). */
export async function listOwnSwipefiles(db: Db, userId: string): Promise<SwipefileSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(swipefiles)
    .innerJoin(users, eq(users.id, swipefiles.userId))
    .where(eq(swipefiles.userId, userId))
    .orderBy(desc(swipefiles.isDefault), desc(swipefiles.createdAt), desc(swipefiles.id));
  return rows.map(toSummary);
}

/** Swipefiles others shared with the user, with the user's role on each (accepted invitations only). */
export async function listSharedSwipefiles(
  db: Db,
  userId: string,
): Promise<(SwipefileSummary & { role: 'viewer' | 'editor' })[]> {
  const rows = await db
    .select({ ...summaryColumns, role: swipefileCollaborators.role })
    .from(swipefileCollaborators)
    .innerJoin(swipefiles, eq(swipefiles.id, swipefileCollaborators.swipefileId))
    .innerJoin(users, eq(users.id, swipefiles.userId))
    .where(and(eq(swipefileCollaborators.userId, userId), eq(swipefileCollaborators.status, 'accepted')))
    .orderBy(desc(swipefiles.updatedAt), desc(swipefiles.id));
  return rows.map((row) => ({ ...toSummary(row), role: row.role as 'viewer' | 'editor' }));
}

/** One swipefile with its owner's name and video count (access already checked by the loader). */
export async function findSwipefileSummary(db: Db, id: string): Promise<SwipefileSummary> {
  const [row] = await db
    .select(summaryColumns)
    .from(swipefiles)
    .innerJoin(users, eq(users.id, swipefiles.userId))
    .where(eq(swipefiles.id, id))
    .limit(1);
  if (!row) throw errors.swipefileNotFound();
  return toSummary(row);
}

/**
 * Creates a swipefile, refusing the 501st (issue 15). The owner's user row is locked while counting, so
 * two creations at once cannot both slip under the limit.
 */
export async function createSwipefile(
  db: Db,
  userId: string,
  input: { name: string; description: string | null },
): Promise<SwipefileRow> {
  return db.transaction(async (tx) => {
    const owner = await tx.execute(sql`SELECT id FROM "user" WHERE id = ${userId} FOR UPDATE`);
    // An admin may act for a user id that has no account (DECISIONS.md 14).
    if (owner.rows.length === 0) throw errors.userNotFound();
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(swipefiles)
      .where(eq(swipefiles.userId, userId));
    if ((count?.n ?? 0) >= SWIPEFILE_LIMITS.swipefilesPerUser) {
      throw errors.limitReached(
        `You can have at most ${SWIPEFILE_LIMITS.swipefilesPerUser} swipefiles. Delete one to create another.`,
      );
    }
    const [row] = await tx
      .insert(swipefiles)
      .values({ userId, name: input.name, description: input.description })
      .returning();
    if (!row) throw new Error('swipefile was not written');
    return row;
  });
}

/** Renames a swipefile and sets its description. */
export async function updateSwipefile(
  db: Db,
  id: string,
  input: { name: string; description: string | null },
): Promise<void> {
  await db
    .update(swipefiles)
    .set({ name: input.name, description: input.description, updatedAt: new Date() })
    .where(eq(swipefiles.id, id));
}

/** Deletes a swipefile; its saved rows and collaborators go with it (FK cascade), the videos stay. */
export async function deleteSwipefile(db: Db, id: string): Promise<void> {
  await db.delete(swipefiles).where(eq(swipefiles.id, id));
}

/**
 * Sets who may read a swipefile (spec 001 §4, DECISIONS.md 18): private ends the link and the public
 * address; link_only issues a new token every time it is turned on, so an old link stays dead; public
 * issues a new slug and ends the link.
 */
export async function setAccessLevel(db: Db, swipefile: SwipefileRow, level: AccessLevel): Promise<void> {
  const changes =
    level === 'link_only'
      ? // Asking for the link again while it is on keeps the link already handed out.
        { shareToken: swipefile.shareToken ?? newShareToken(), publicSlug: null }
      : level === 'public'
        ? {
            shareToken: null,
            // Staying public keeps the address that is already out there.
            publicSlug: swipefile.publicSlug ?? newPublicSlug(swipefile.name),
          }
        : { shareToken: null, publicSlug: null };
  await db
    .update(swipefiles)
    .set({ accessLevel: level, ...changes, updatedAt: new Date() })
    .where(eq(swipefiles.id, swipefile.id));
}
