import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { SWIPEFILE_LIMITS } from '../../shared/contracts/swipefiles';
import { formatNumber } from '../../shared/domain/number-format';
import type { DbOrTx } from '../audit/audit-log';
import type { Db } from '../db/database';
import { savedVideos, swipefiles, videos } from '../db/schema';
import { errors } from '../errors';
import { publicVideoColumns } from '../videos/video-columns';

/**
 * A saved video's row carries the video's card fields only (docs/product/video-data.md#the-video-record: platform, url,
 * thumbnail, caption, description): a page of 50 with every transcript and analysis was ~190 KB and its
 * serialisation the request's main cost. Open Analysis fetches the whole video, as from any list.
 */
const savedVideoColumns = { saved: savedVideos, video: publicVideoColumns };

/** Which saved rows a list reads: one swipefile's, or every swipefile the user owns. */
export type SavedVideoScope = { swipefileId: string } | { ownerId: string };

/** `%`, `_` and `\` match themselves in a search term, not as LIKE wildcards. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, '\\$&');

/**
 * Issue 15 search inside a swipefile: every whitespace-separated term must appear, case-insensitively, in
 * the video's title or description, author, overview, caption, a hook's text or any tag (the generated
 * `videos.swipefile_search_text`, lower-cased at import), or in the notes. The two texts are joined with a
 * newline, which no term holds, so a term never matches across them.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const terms = (search ?? '').split(/\s+/).filter(Boolean);
  if (terms.length === 0) return undefined;
  const patterns = terms.map((term) => `%${escapeLike(term.toLowerCase())}%`);
  return sql`(${videos.swipefileSearchText} || E'\n' || lower(${savedVideos.notes})) LIKE ALL (${sql.param(patterns)}::text[])`;
}

function scopeCondition(scope: SavedVideoScope): SQL {
  if ('swipefileId' in scope) return eq(savedVideos.swipefileId, scope.swipefileId);
  return inArray(
    savedVideos.swipefileId,
    sql`(SELECT ${swipefiles.id} FROM ${swipefiles} WHERE ${swipefiles.userId} = ${scope.ownerId})`,
  );
}

/**
 * One page of saved videos, newest saved first, with the exact total. Without a search, the page's ids come
 * from saved_videos_swipefile_saved_at_idx alone and only those rows are joined to their videos (a deferred
 * join, as video-repository.ts does), and the total is a count on the same index. With a search, every row
 * of the swipefile must be read and tested, so the matching ids and their total come from that one pass
 * (`count(*) over ()`) rather than from a second query repeating it.
 */
export async function listSavedVideos(
  db: Db,
  scope: SavedVideoScope,
  options: { search?: string | undefined; page: number; limit: number },
) {
  const search = searchCondition(options.search);
  const order = [desc(savedVideos.savedAt), desc(savedVideos.id)];
  const offset = (options.page - 1) * options.limit;
  let ids: string[];
  let total: number;
  if (search) {
    const matches = await db
      .select({ id: savedVideos.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(savedVideos)
      .innerJoin(videos, eq(videos.id, savedVideos.videoId))
      .where(and(scopeCondition(scope), search))
      .orderBy(...order)
      .limit(options.limit)
      .offset(offset);
    ids = matches.map((match) => match.id);
    // A page past the last match has no row to carry the total.
    total = matches[0]?.total ?? (offset > 0 ? await countSaved(db, scope, search) : 0);
  } else {
    const [page, count] = await Promise.all([
      db
        .select({ id: savedVideos.id })
        .from(savedVideos)
        .where(scopeCondition(scope))
        .orderBy(...order)
        .limit(options.limit)
        .offset(offset),
      countSaved(db, scope, undefined),
    ]);
    ids = page.map((row) => row.id);
    total = count;
  }
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(savedVideoColumns)
          .from(savedVideos)
          .innerJoin(videos, eq(videos.id, savedVideos.videoId))
          .where(inArray(savedVideos.id, ids))
          .orderBy(...order);
  return { rows, total };
}

/** How many saved rows match (the FK keeps every video there, so no join without a search). */
async function countSaved(db: Db, scope: SavedVideoScope, search: SQL | undefined): Promise<number> {
  const query = db.select({ n: sql<number>`count(*)::int` }).from(savedVideos);
  const [count] = await (search ? query.innerJoin(videos, eq(videos.id, savedVideos.videoId)) : query).where(
    and(scopeCondition(scope), search),
  );
  return count?.n ?? 0;
}

export type SavedVideoWithVideo = Awaited<ReturnType<typeof listSavedVideos>>['rows'][number];

/** One saved row with its video. */
export async function findSavedVideoWithVideo(db: DbOrTx, id: string): Promise<SavedVideoWithVideo | null> {
  const [row] = await db
    .select(savedVideoColumns)
    .from(savedVideos)
    .innerJoin(videos, eq(videos.id, savedVideos.videoId))
    .where(eq(savedVideos.id, id))
    .limit(1);
  return row ?? null;
}

/** A saved row alone (to learn its swipefile before the access check). */
export async function findSavedVideo(db: Db, id: string) {
  const [row] = await db.select().from(savedVideos).where(eq(savedVideos.id, id)).limit(1);
  return row ?? null;
}

/**
 * Saves a video into a swipefile, or finds it already there (a video is in a swipefile at most once), and
 * returns the saved row with its video as this save left it. The swipefile row is locked while counting,
 * so two saves at once cannot pass the 5,000-video limit; the row is read back in the same transaction
 * (a found one locked), so an unsave racing the save cannot take it away between the write and the answer:
 * the unsave waits, and whichever runs last decides the state.
 */
export async function saveVideo(
  db: Db,
  input: { swipefileId: string; videoId: number; userId: string; notes?: string | undefined },
): Promise<{ row: SavedVideoWithVideo; created: boolean }> {
  return db.transaction(async (tx) => {
    const readBack = async (id: string) => {
      const row = await findSavedVideoWithVideo(tx, id);
      if (!row) throw new Error('saved video was not read back');
      return row;
    };
    await tx.execute(sql`SELECT id FROM swipefiles WHERE id = ${input.swipefileId} FOR UPDATE`);
    const [existing] = await tx
      .select({ id: savedVideos.id })
      .from(savedVideos)
      .where(and(eq(savedVideos.swipefileId, input.swipefileId), eq(savedVideos.videoId, input.videoId)))
      .limit(1)
      .for('update');
    if (existing) return { row: await readBack(existing.id), created: false };
    const [video] = await tx.select({ id: videos.id }).from(videos).where(eq(videos.id, input.videoId));
    if (!video) throw errors.videoNotFound();
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(savedVideos)
      .where(eq(savedVideos.swipefileId, input.swipefileId));
    if ((count?.n ?? 0) >= SWIPEFILE_LIMITS.videosPerSwipefile) {
      throw errors.limitReached(
        `A swipefile holds at most ${formatNumber(SWIPEFILE_LIMITS.videosPerSwipefile)} videos.`,
      );
    }
    const [row] = await tx
      .insert(savedVideos)
      .values({
        swipefileId: input.swipefileId,
        videoId: input.videoId,
        userId: input.userId,
        notes: input.notes ?? '',
      })
      .returning({ id: savedVideos.id });
    if (!row) throw new Error('saved video was not written');
    await tx.update(swipefiles).set({ updatedAt: new Date() }).where(eq(swipefiles.id, input.swipefileId));
    return { row: await readBack(row.id), created: true };
  });
}

/** Removes a video from a swipefile; the number of rows removed (0 or 1). */
export async function removeVideo(db: Db, swipefileId: string, videoId: number): Promise<number> {
  const removed = await db
    .delete(savedVideos)
    .where(and(eq(savedVideos.swipefileId, swipefileId), eq(savedVideos.videoId, videoId)))
    .returning({ id: savedVideos.id });
  return removed.length;
}

/** Removes one saved row of a swipefile by its id; the number of rows removed (0 or 1). */
export async function removeSavedVideo(db: Db, swipefileId: string, id: string): Promise<number> {
  const removed = await db
    .delete(savedVideos)
    .where(and(eq(savedVideos.swipefileId, swipefileId), eq(savedVideos.id, id)))
    .returning({ id: savedVideos.id });
  return removed.length;
}

/** Replaces a saved video's notes. */
export async function updateNotes(db: Db, swipefileId: string, id: string, notes: string): Promise<void> {
  await db
    .update(savedVideos)
    .set({ notes })
    .where(and(eq(savedVideos.swipefileId, swipefileId), eq(savedVideos.id, id)));
}

/**
 * Which of the user's own swipefiles hold each video, in one query (a page of 50 cards asks at once).
 * Only owners save (POST /saved-videos), so `saved_videos.user_id` is the owner and its index serves.
 */
export async function findSaveStatuses(
  db: Db,
  userId: string,
  videoIds: number[],
): Promise<Map<number, string[]>> {
  const rows = await db
    .select({
      videoId: savedVideos.videoId,
      swipefileIds: sql<
        string[]
      >`array_agg(${savedVideos.swipefileId}::text ORDER BY ${savedVideos.savedAt})`,
    })
    .from(savedVideos)
    .innerJoin(swipefiles, eq(swipefiles.id, savedVideos.swipefileId))
    .where(
      and(
        eq(savedVideos.userId, userId),
        eq(swipefiles.userId, userId),
        inArray(savedVideos.videoId, videoIds),
      ),
    )
    .groupBy(savedVideos.videoId);
  return new Map(rows.map((row) => [Number(row.videoId), row.swipefileIds]));
}

/** Every saved video of a swipefile with the fields an export holds, newest saved first. */
export async function listExportRows(db: Db, swipefileId: string) {
  return db
    .select({
      videoId: videos.id,
      simpleDescription: videos.simpleDescription,
      authorUsername: videos.authorUsername,
      overview: videos.overview,
      platform: videos.platform,
      url: videos.url,
      videoFormat: videos.videoFormat,
      topics: sql<string[]>`array_to_json(${videos.topics})`,
      hookTitleContent: videos.hookTitleContent,
      hookVerbalContent: videos.hookVerbalContent,
      hookVisualContent: videos.hookVisualContent,
      notes: savedVideos.notes,
      savedAt: savedVideos.savedAt,
    })
    .from(savedVideos)
    .innerJoin(videos, eq(videos.id, savedVideos.videoId))
    .where(eq(savedVideos.swipefileId, swipefileId))
    .orderBy(desc(savedVideos.savedAt), desc(savedVideos.id))
    .limit(SWIPEFILE_LIMITS.videosPerSwipefile);
}
