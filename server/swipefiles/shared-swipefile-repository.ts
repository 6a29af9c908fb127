import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { savedVideos, swipefiles, users, videos } from '../db/schema';
import { publicVideoColumns } from '../videos/video-columns';
import { isShareAddress } from './share-tokens';

/**
 * The reads of a swipefile's read-only pages (docs/decisions/0018-shared-links.md): `/shared/swipefiles/{token}` while it is
 * link_only, `/public/swipefiles/{slug}` while it is public. Every read names the access level with the
 * token or slug, so a token kept from an earlier link_only spell, or a slug from an earlier public one,
 * finds nothing once the level changed (the DB clears them too: migration 0008's share-state check).
 */
export type SharedAddress = { by: 'token'; token: string } | { by: 'slug'; slug: string };

/** The alphabet of share tokens and public slugs, within the params' 200 characters. */

export interface SharedSwipefileRow {
  id: string;
  name: string;
  description: string | null;
  accessLevel: 'link_only' | 'public';
  ownerName: string;
  videoCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The swipefile a live token or slug opens, or null. An equality read of the unique index: the lookup
 * takes the same path whatever prefix of a token matches, so its timing tells nothing about real tokens.
 */
export async function findSharedSwipefile(
  db: Db,
  address: SharedAddress,
): Promise<SharedSwipefileRow | null> {
  if (!isShareAddress(address.by === 'token' ? address.token : address.slug)) return null;
  const where =
    address.by === 'token'
      ? and(eq(swipefiles.shareToken, address.token), eq(swipefiles.accessLevel, 'link_only'))
      : and(eq(swipefiles.publicSlug, address.slug), eq(swipefiles.accessLevel, 'public'));
  const [row] = await db
    .select({
      id: swipefiles.id,
      name: swipefiles.name,
      description: swipefiles.description,
      accessLevel: sql<'link_only' | 'public'>`${swipefiles.accessLevel}`,
      ownerName: users.name,
      videoCount: sql<number>`(SELECT count(*)::int FROM ${savedVideos} WHERE ${savedVideos.swipefileId} = ${swipefiles.id})`,
      createdAt: swipefiles.createdAt,
      updatedAt: swipefiles.updatedAt,
    })
    .from(swipefiles)
    .innerJoin(users, eq(users.id, swipefiles.userId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** `%`, `_` and `\` taken literally inside an ILIKE pattern. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a shared swipefile's saved videos, newest saved first, each with the PUBLIC columns of its
 * video only (docs/decisions/0004-gated-fields-on-the-server.md: a link reader is a visitor). `search` matches the notes and the video's
 * public text, never the gated analysis, so a search cannot confirm a hook's wording.
 */
export async function listSharedSavedVideos(
  db: Db,
  swipefileId: string,
  page: { page: number; limit: number; search?: string | undefined },
) {
  const pattern = page.search ? likePattern(page.search) : null;
  const where = and(
    eq(savedVideos.swipefileId, swipefileId),
    pattern
      ? sql`(${savedVideos.notes} ILIKE ${pattern} OR ${videos.simpleDescription} ILIKE ${pattern} OR ${videos.caption} ILIKE ${pattern} OR ${videos.authorUsername} ILIKE ${pattern})`
      : undefined,
  );
  const rowsPromise = db
    .select({
      id: savedVideos.id,
      videoId: savedVideos.videoId,
      notes: savedVideos.notes,
      savedAt: savedVideos.savedAt,
      video: publicVideoColumns,
    })
    .from(savedVideos)
    .innerJoin(videos, eq(videos.id, savedVideos.videoId))
    .where(where)
    .orderBy(desc(savedVideos.savedAt), desc(savedVideos.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const totalPromise = db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedVideos)
    .innerJoin(videos, eq(videos.id, savedVideos.videoId))
    .where(where);
  const [rows, [total]] = await Promise.all([rowsPromise, totalPromise]);
  return { rows, total: total?.n ?? 0 };
}
