import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type AccessLevel,
  DEFAULT_SWIPEFILE_NAME,
  SWIPEFILE_LIMITS,
} from '../../shared/contracts/swipefiles';
import type { Db } from '../db/database';
import { type SwipefileRow, swipefileCollaborators, swipefiles, users, videos } from '../db/schema';
import { errors } from '../errors';
import { publicVideoColumns, type ThumbnailVariant } from '../videos/video-columns';
import { newPublicSlug, newShareToken } from './share-tokens';

/** One cover of a swipefile: a saved video that has converted thumbnail variants. */
export interface CoverRow {
  videoId: number;
  variants: ThumbnailVariant[];
}

/**
 * A swipefile with what its presenter adds: the owner's display name, how many videos it holds, how many
 * people it is shared with, and its cover thumbnails.
 */
export interface SwipefileSummary {
  swipefile: SwipefileRow;
  ownerName: string | null;
  videoCount: number;
  collaboratorCount: number;
  covers: CoverRow[];
}

/**
 * The newest saved rows a cover is looked for among: a third of the demo library has no image, so 4 of 12
 * almost always have one, and a swipefile of 5,000 imageless videos still costs 12 index entries, not 5,000.
 */
const COVER_CANDIDATES = 12;

/**
 * A swipefile's covers, computed inside the list's own statement: per swipefile row, a walk of
 * saved_videos_swipefile_saved_at_idx for its newest 12 saved rows (the same order the detail shows), their
 * videos by primary key, and the first 4 that have converted variants. So a page of swipefiles is one
 * query however many it holds (swipefile-repository.test.ts counts them), never one per card. Only rows
 * of the swipefile itself are read, so a cover is always a video the caller may open in it.
 */
const coversOf = sql<{ video_id: number; variants: ThumbnailVariant[] }[]>`(
  SELECT coalesce(json_agg(json_build_object('video_id', c.video_id, 'variants', c.variants) ORDER BY c.saved_at DESC, c.id DESC), '[]'::json)
  FROM (
    SELECT candidate.id, candidate.saved_at, candidate.video_id, candidate.variants
    FROM (
      SELECT recent.id, recent.saved_at, recent.video_id, ${publicVideoColumns.thumbnailVariants} AS variants
      FROM (
        SELECT sv.id, sv.saved_at, sv.video_id FROM saved_videos sv
        WHERE sv.swipefile_id = ${swipefiles.id}
        ORDER BY sv.saved_at DESC, sv.id DESC
        LIMIT ${COVER_CANDIDATES}
      ) recent
      JOIN ${videos} ON ${videos.id} = recent.video_id
    ) candidate
    WHERE candidate.variants IS NOT NULL
    ORDER BY candidate.saved_at DESC, candidate.id DESC
    LIMIT ${SWIPEFILE_LIMITS.coversMax}
  ) c
)`;

const summaryColumns = {
  swipefile: swipefiles,
  ownerName: users.name,
  videoCount: sql<number>`(SELECT count(*)::int FROM saved_videos sv WHERE sv.swipefile_id = ${swipefiles.id})`,
  // Pending invitations count: the share modal lists them under "People with access" too.
  collaboratorCount: sql<number>`(SELECT count(*)::int FROM swipefile_collaborators sc WHERE sc.swipefile_id = ${swipefiles.id})`,
  covers: coversOf,
};

type SummaryRow = {
  swipefile: SwipefileRow;
  ownerName: string;
  videoCount: number;
  collaboratorCount: number;
  covers: { video_id: number; variants: ThumbnailVariant[] }[];
};

const toSummary = (row: SummaryRow): SwipefileSummary => ({
  swipefile: row.swipefile,
  // better-auth stores '' for a user who set no name; the API says null (docs/product/swipefiles.md#roles owner_name).
  ownerName: row.ownerName || null,
  videoCount: row.videoCount,
  collaboratorCount: row.collaboratorCount,
  covers: row.covers.map((cover) => ({ videoId: Number(cover.video_id), variants: cover.variants })),
});

/**
 * The user's default swipefile (docs/decisions/0016-default-swipefile.md), created on first need. Race-safe: two first saves at
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

/** The user's own swipefiles: the default first, then newest first (docs/product/swipefiles.md#cards). */
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
    // An admin may act for a user id that has no account (docs/decisions/0014-client-supplied-ids.md).
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
 * Sets who may read a swipefile (docs/product/swipefiles.md#saved-videos-and-notes, docs/decisions/0018-shared-links.md): private ends the link and the public
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
