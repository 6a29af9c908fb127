import { and, eq, sql } from 'drizzle-orm';
import { BRIEF_LIMITS, type BriefRole } from '../../shared/contracts/brief-limits';
import type { AccessLevel } from '../../shared/contracts/swipefiles';
import type { Db } from '../db/database';
import { type BriefRow, briefCollaborators, briefReads, briefs, users } from '../db/schema';
import { errors } from '../errors';
import { isShareAddress, newPublicSlug, newShareToken } from '../swipefiles/share-tokens';
import type { BriefContent } from './brief-content';

const columnsOf = (content: BriefContent) => ({
  title: content.title,
  goal: content.goal,
  audience: content.audience,
  brandName: content.brandName,
  brandLine: content.brandLine,
  platform: content.platform,
  videos: content.videos,
  hooks: content.hooks,
  beats: content.beats,
  shots: content.shots,
  cta: content.cta,
  notes: content.notes,
});

/**
 * Writes a new brief. The owner's row is locked while counting, so two creates at once cannot pass the
 * 200-brief limit.
 */
export async function createBrief(
  db: Db,
  userId: string,
  content: BriefContent,
  draftedFrom: string | null = null,
): Promise<BriefRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM "user" WHERE id = ${userId} FOR UPDATE`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(briefs)
      .where(eq(briefs.userId, userId));
    if ((count?.n ?? 0) >= BRIEF_LIMITS.briefsPerUser) {
      throw errors.limitReached(
        `You can have at most ${BRIEF_LIMITS.briefsPerUser} briefs. Delete one to create another.`,
      );
    }
    const [row] = await tx
      .insert(briefs)
      .values({ userId, ...columnsOf(content), draftedFrom })
      .returning();
    if (!row) throw new Error('brief was not written');
    return row;
  });
}

/**
 * Saves a brief's content and moves its revision on. With `revision`, only over that revision: a brief
 * saved by someone else since is refused (409) and left as it is.
 */
export async function updateBrief(
  db: Db,
  id: string,
  content: BriefContent,
  revision: number | undefined,
): Promise<BriefRow> {
  const [row] = await db
    .update(briefs)
    .set({ ...columnsOf(content), revision: sql`${briefs.revision} + 1`, updatedAt: new Date() })
    .where(revision === undefined ? eq(briefs.id, id) : and(eq(briefs.id, id), eq(briefs.revision, revision)))
    .returning();
  if (!row) throw revision === undefined ? errors.briefNotFound() : errors.briefConflict();
  return row;
}

export async function deleteBrief(db: Db, id: string): Promise<void> {
  await db.delete(briefs).where(eq(briefs.id, id));
}

/** Sets who may read a brief, as a swipefile's sharing does (docs/decisions/0018-shared-links.md). */
export async function setBriefAccess(db: Db, brief: BriefRow, level: AccessLevel): Promise<BriefRow> {
  const changes =
    level === 'link_only'
      ? { shareToken: brief.shareToken ?? newShareToken(), publicSlug: null }
      : level === 'public'
        ? { shareToken: null, publicSlug: brief.publicSlug ?? newPublicSlug(brief.title) }
        : { shareToken: null, publicSlug: null };
  const [row] = await db
    .update(briefs)
    .set({ accessLevel: level, ...changes, updatedAt: new Date() })
    .where(eq(briefs.id, brief.id))
    .returning();
  if (!row) throw errors.briefNotFound();
  return row;
}

export async function countCollaborators(db: Db, briefId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(briefCollaborators)
    .where(eq(briefCollaborators.briefId, briefId));
  return row?.n ?? 0;
}

/** The caller has read the brief's comments up to now. */
export async function markBriefRead(db: Db, briefId: string, userId: string): Promise<void> {
  await db
    .insert(briefReads)
    .values({ briefId, userId })
    .onConflictDoUpdate({ target: [briefReads.briefId, briefReads.userId], set: { readAt: sql`now()` } });
}

export type BriefListRow = {
  id: string;
  title: string;
  goal: string;
  platform: string;
  owner_name: string | null;
  role: BriefRole;
  access_level: AccessLevel;
  video_count: number;
  hook_count: number;
  beat_count: number;
  shot_count: number;
  collaborator_count: number;
  comment_count: number;
  unread_comment_count: number;
  first_video_id: number | null;
  updated_at: Date;
};

/**
 * The caller's briefs and those shared with them (accepted), latest change first, with their counts. One
 * query: the list is at most 200 own briefs and what others shared.
 */
export async function listBriefsFor(db: Db, userId: string): Promise<BriefListRow[]> {
  const { rows } = await db.execute<BriefListRow>(sql`
    WITH mine AS (
      SELECT b.id, 'owner'::text AS role FROM briefs b WHERE b.user_id = ${userId}
      UNION ALL
      SELECT c.brief_id, c.role FROM brief_collaborators c WHERE c.user_id = ${userId} AND c.status = 'accepted'
    )
    SELECT b.id, b.title, b.goal, b.platform, nullif(u.name, '') AS owner_name, m.role, b.access_level,
      jsonb_array_length(b.videos)::int AS video_count, jsonb_array_length(b.hooks)::int AS hook_count,
      jsonb_array_length(b.beats)::int AS beat_count, jsonb_array_length(b.shots)::int AS shot_count,
      (SELECT count(*)::int FROM brief_collaborators c WHERE c.brief_id = b.id) AS collaborator_count,
      (SELECT count(*)::int FROM comments k WHERE k.brief_id = b.id AND k.resolved_at IS NULL) AS comment_count,
      (SELECT count(*)::int FROM comments k
        LEFT JOIN brief_reads r ON r.brief_id = b.id AND r.user_id = ${userId}
        WHERE k.brief_id = b.id AND k.user_id <> ${userId} AND (r.read_at IS NULL OR k.created_at > r.read_at)
      ) AS unread_comment_count,
      (b.videos -> 0 ->> 'video_id')::bigint AS first_video_id, b.updated_at
    FROM mine m JOIN briefs b ON b.id = m.id JOIN "user" u ON u.id = b.user_id
    ORDER BY b.updated_at DESC, b.id`);
  return rows.map((row) => ({
    ...row,
    first_video_id: row.first_video_id === null ? null : Number(row.first_video_id),
    updated_at: new Date(row.updated_at),
  }));
}

/** A brief by its link token or public slug, while that sharing is on; null otherwise. */
export async function findSharedBrief(
  db: Db,
  by: { token: string } | { slug: string },
): Promise<(BriefRow & { ownerName: string | null }) | null> {
  if (!isShareAddress('token' in by ? by.token : by.slug)) return null;
  const where =
    'token' in by
      ? and(eq(briefs.shareToken, by.token), eq(briefs.accessLevel, 'link_only'))
      : and(eq(briefs.publicSlug, by.slug), eq(briefs.accessLevel, 'public'));
  const [row] = await db
    .select({ brief: briefs, ownerName: users.name })
    .from(briefs)
    .innerJoin(users, eq(users.id, briefs.userId))
    .where(where)
    .limit(1);
  return row ? { ...row.brief, ownerName: row.ownerName || null } : null;
}

export async function ownerNameOf(db: Db, userId: string): Promise<string | null> {
  const { rows } = await db.execute<{ name: string | null }>(
    sql`SELECT nullif(name, '') AS name FROM "user" WHERE id = ${userId}`,
  );
  return rows[0]?.name ?? null;
}
