import { eq } from 'drizzle-orm';
import type { AccessLevel } from '../../shared/contracts/swipefiles';
import type { Db } from '../db/database';
import { savedVideos, swipefileCollaborators, swipefiles } from '../db/schema';
import { newPublicSlug, newShareToken } from '../swipefiles/share-tokens';

/**
 * Test rows for the shared and public swipefile pages, written directly (the share call itself is
 * server/swipefiles/swipefile-routes.ts's, tested there): a swipefile at an access level, its saved videos.
 */
export async function insertSwipefile(
  db: Db,
  ownerId: string,
  options: { name?: string; description?: string | null; access?: AccessLevel } = {},
) {
  const name = options.name ?? 'Hooks that stop the scroll';
  const [row] = await db
    .insert(swipefiles)
    .values({
      userId: ownerId,
      name,
      description: options.description ?? null,
      ...accessColumns(options.access ?? 'private', name),
    })
    .returning();
  if (!row) throw new Error('swipefile not inserted');
  return row;
}

/** The columns of an access level, with a new token or slug as the share call issues them. */
export function accessColumns(access: AccessLevel, name: string) {
  return {
    accessLevel: access,
    shareToken: access === 'link_only' ? newShareToken() : null,
    publicSlug: access === 'public' ? newPublicSlug(name) : null,
  };
}

/** Moves a swipefile to another access level (a new token or slug each time, as docs/decisions/0018-shared-links.md says). */
export async function setAccess(db: Db, swipefileId: string, access: AccessLevel) {
  const [row] = await db
    .update(swipefiles)
    .set({ ...accessColumns(access, 'moved'), updatedAt: new Date() })
    .where(eq(swipefiles.id, swipefileId))
    .returning();
  if (!row) throw new Error('swipefile not found');
  return row;
}

/** Saves videos into a swipefile, the last one newest, with notes. */
export async function insertSavedVideos(
  db: Db,
  swipefileId: string,
  userId: string,
  videos: { videoId: number; notes?: string }[],
) {
  const start = Date.UTC(2026, 0, 1);
  await db.insert(savedVideos).values(
    videos.map((video, i) => ({
      swipefileId,
      userId,
      videoId: video.videoId,
      notes: video.notes ?? '',
      savedAt: new Date(start + i * 60_000),
    })),
  );
}

/** An accepted collaborator, so a test can check that none of them reaches a link reader. */
export async function insertCollaborator(db: Db, swipefileId: string, email: string, userId: string | null) {
  await db
    .insert(swipefileCollaborators)
    .values({ swipefileId, email, userId, role: 'editor', status: userId ? 'accepted' : 'pending' });
}
