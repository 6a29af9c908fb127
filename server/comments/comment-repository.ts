import { and, asc, eq, sql } from 'drizzle-orm';
import { COMMENT_LIMITS } from '../../shared/contracts/comment-limits';
import type { Db } from '../db/database';
import { type CommentRow, comments, users } from '../db/schema';
import { errors } from '../errors';

/** What a comment hangs on: a brief, or a swipefile (its saved videos). */
export type CommentTarget = { kind: 'brief'; id: string } | { kind: 'swipefile'; id: string };

const targetWhere = (target: CommentTarget) =>
  target.kind === 'brief' ? eq(comments.briefId, target.id) : eq(comments.swipefileId, target.id);

export interface CommentWithAuthor extends CommentRow {
  authorName: string | null;
  authorEmail: string;
}

/** A target's comments, oldest first, with their authors; optionally only those on one saved video. */
export async function listComments(
  db: Db,
  target: CommentTarget,
  savedVideoId?: string,
): Promise<CommentWithAuthor[]> {
  const rows = await db
    .select({ comment: comments, authorName: users.name, authorEmail: users.email })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(
      savedVideoId ? and(targetWhere(target), eq(comments.savedVideoId, savedVideoId)) : targetWhere(target),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map((row) => ({
    ...row.comment,
    authorName: row.authorName || null,
    authorEmail: row.authorEmail,
  }));
}

/**
 * Writes a comment. The target's row is locked while counting, so two posts at once cannot pass the
 * per-target limit.
 */
export async function insertComment(
  db: Db,
  target: CommentTarget,
  values: {
    userId: string;
    body: string;
    anchorKind: string;
    anchorItem: string | null;
    savedVideoId?: string;
  },
): Promise<CommentRow> {
  return db.transaction(async (tx) => {
    const table = target.kind === 'brief' ? sql`briefs` : sql`swipefiles`;
    await tx.execute(sql`SELECT id FROM ${table} WHERE id = ${target.id} FOR UPDATE`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(comments)
      .where(targetWhere(target));
    if ((count?.n ?? 0) >= COMMENT_LIMITS.perTarget) {
      throw errors.limitReached(
        `A ${target.kind} can hold at most ${COMMENT_LIMITS.perTarget.toLocaleString('en-US')} comments.`,
      );
    }
    const [row] = await tx
      .insert(comments)
      .values({
        ...(target.kind === 'brief' ? { briefId: target.id } : { swipefileId: target.id }),
        savedVideoId: values.savedVideoId ?? null,
        anchorKind: values.anchorKind,
        anchorItem: values.anchorItem,
        userId: values.userId,
        body: values.body,
      })
      .returning();
    if (!row) throw new Error('comment was not written');
    return row;
  });
}

/** One comment of the target, or a 404 (another target's comment is not confirmed). */
export async function findComment(db: Db, target: CommentTarget, commentId: string): Promise<CommentRow> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(targetWhere(target), eq(comments.id, commentId)))
    .limit(1);
  if (!row) throw errors.commentNotFound();
  return row;
}

export async function updateCommentBody(db: Db, id: string, body: string): Promise<CommentRow> {
  const [row] = await db
    .update(comments)
    .set({ body, updatedAt: new Date() })
    .where(eq(comments.id, id))
    .returning();
  if (!row) throw errors.commentNotFound();
  return row;
}

export async function setCommentResolved(db: Db, id: string, resolvedBy: string | null): Promise<CommentRow> {
  const [row] = await db
    .update(comments)
    .set(resolvedBy ? { resolvedAt: new Date(), resolvedBy } : { resolvedAt: null, resolvedBy: null })
    .where(eq(comments.id, id))
    .returning();
  if (!row) throw errors.commentNotFound();
  return row;
}

export async function deleteComment(db: Db, id: string): Promise<void> {
  await db.delete(comments).where(eq(comments.id, id));
}

/** The people of a brief or swipefile who may be mentioned: the owner and the accepted collaborators. */
export async function mentionablePeople(
  db: Db,
  target: CommentTarget,
): Promise<{ id: string; name: string | null; email: string }[]> {
  const { rows } =
    target.kind === 'brief'
      ? await db.execute<{ id: string; name: string | null; email: string }>(sql`
          SELECT u.id, nullif(u.name, '') AS name, lower(u.email) AS email FROM briefs b JOIN "user" u ON u.id = b.user_id
          WHERE b.id = ${target.id}
          UNION
          SELECT u.id, nullif(u.name, '') AS name, lower(u.email) AS email FROM brief_collaborators c JOIN "user" u ON u.id = c.user_id
          WHERE c.brief_id = ${target.id} AND c.status = 'accepted'
          ORDER BY email`)
      : await db.execute<{ id: string; name: string | null; email: string }>(sql`
          SELECT u.id, nullif(u.name, '') AS name, lower(u.email) AS email FROM swipefiles s JOIN "user" u ON u.id = s.user_id
          WHERE s.id = ${target.id}
          UNION
          SELECT u.id, nullif(u.name, '') AS name, lower(u.email) AS email FROM swipefile_collaborators c JOIN "user" u ON u.id = c.user_id
          WHERE c.swipefile_id = ${target.id} AND c.status = 'accepted'
          ORDER BY email`);
  return rows;
}
