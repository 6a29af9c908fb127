import { and, desc, eq, inArray } from 'drizzle-orm';
import { loadFullVideos } from '../bot/chat-videos';
import { createBrief, setBriefAccess } from '../briefs/brief-repository';
import { draftOffline } from '../briefs/offline-brief';
import type { Db } from '../db/database';
import { briefCollaborators, briefs, comments, savedVideos, swipefiles, users } from '../db/schema';

const PREMIUM = 'premium@hookshelf.local';
const ADMIN = 'admin@hookshelf.local';
/** The demo swipefile the brief is drafted from (seed-swipefiles.ts), and the brief's title. */
const SOURCE_SWIPEFILE = 'Fitness hooks that stop the scroll';
const TITLE = 'Spring launch: the 20-minute home workout';

/**
 * The demo's brief (issue 34): premium@'s public brief, drafted offline from their public fitness
 * swipefile for a made-up brand, shared with admin@ as editor, with one comment of admin@'s on a hook. A
 * fresh install shows a brief in the list, on /public/briefs/{slug} and in the sitemap. Idempotent: a
 * brief of that title is left as it is.
 */
export async function seedDemoBriefs(db: Db): Promise<{ created: number }> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [PREMIUM, ADMIN]));
  const idOf = new Map(accounts.map((account) => [account.email, account.id]));
  const ownerId = idOf.get(PREMIUM);
  if (!ownerId) return { created: 0 };
  const [existing] = await db
    .select({ id: briefs.id })
    .from(briefs)
    .where(and(eq(briefs.userId, ownerId), eq(briefs.title, TITLE)))
    .limit(1);
  if (existing) return { created: 0 };
  const saved = await db
    .select({ videoId: savedVideos.videoId })
    .from(savedVideos)
    .innerJoin(swipefiles, eq(swipefiles.id, savedVideos.swipefileId))
    .where(and(eq(swipefiles.userId, ownerId), eq(swipefiles.name, SOURCE_SWIPEFILE)))
    .orderBy(desc(savedVideos.savedAt))
    .limit(6);
  const videos = await loadFullVideos(
    db,
    saved.map((row) => row.videoId),
  );
  if (videos.length === 0) return { created: 0 };
  const content = draftOffline(videos, {
    title: TITLE,
    goal: 'Get 200 sign-ups for the spring challenge from one reel, without paid reach.',
    brand: { name: 'Northside Fitness', line: 'Twenty-minute home workouts for busy parents' },
    platform: 'both',
    sourceName: SOURCE_SWIPEFILE,
  });
  const brief = await createBrief(db, ownerId, content, `the swipefile ${SOURCE_SWIPEFILE}`);
  await setBriefAccess(db, brief, 'public');
  const adminId = idOf.get(ADMIN);
  if (adminId) {
    await db
      .insert(briefCollaborators)
      .values({
        briefId: brief.id,
        email: ADMIN,
        userId: adminId,
        role: 'editor',
        status: 'accepted',
        invitedBy: ownerId,
      })
      .onConflictDoNothing();
    const hook = content.hooks[0];
    if (hook)
      await db.insert(comments).values({
        briefId: brief.id,
        anchorKind: 'hook',
        anchorItem: hook.id,
        userId: adminId,
        body: `Strong opener. @${PREMIUM} can we film this one first and test it against hook 2?`,
      });
  }
  return { created: 1 };
}
