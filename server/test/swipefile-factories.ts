import type { CollaboratorRole, CollaboratorStatus } from '../../shared/contracts/swipefiles';
import { savedVideos, swipefileCollaborators, swipefiles } from '../db/schema';
import type { TestApp } from './test-app';
import type { TestUser } from './users';

let nextSwipefile = 1;

/** A swipefile owned by `owner`, written straight to the database (setup for tests about something else). */
export async function createSwipefile(
  t: TestApp,
  owner: Pick<TestUser, 'id'>,
  overrides: Partial<typeof swipefiles.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(swipefiles)
    .values({ userId: owner.id, name: `Swipefile ${nextSwipefile++}`, ...overrides })
    .returning();
  if (!row) throw new Error('swipefile was not written');
  return row;
}

/** Puts a video into a swipefile, as its owner saved it. */
export async function addSavedVideo(
  t: TestApp,
  swipefile: { id: string; userId: string },
  videoId: number,
  overrides: Partial<typeof savedVideos.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(savedVideos)
    .values({ swipefileId: swipefile.id, videoId, userId: swipefile.userId, ...overrides })
    .returning();
  if (!row) throw new Error('saved video was not written');
  return row;
}

/**
 * A collaborator on a swipefile: accepted (with the user's id) by default, or a pending invitation of
 * the user's address.
 */
export async function addCollaborator(
  t: TestApp,
  swipefile: { id: string; userId: string },
  user: Pick<TestUser, 'id' | 'email'>,
  options: { role?: CollaboratorRole; status?: CollaboratorStatus } = {},
) {
  const status = options.status ?? 'accepted';
  const [row] = await t.database.db
    .insert(swipefileCollaborators)
    .values({
      swipefileId: swipefile.id,
      email: user.email.toLowerCase(),
      userId: status === 'accepted' ? user.id : null,
      role: options.role ?? 'viewer',
      status,
      invitedBy: swipefile.userId,
    })
    .returning();
  if (!row) throw new Error('collaborator was not written');
  return row;
}
