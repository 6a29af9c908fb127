import { and, eq, or, sql } from 'drizzle-orm';
import type { SwipefileRole } from '../../shared/contracts/swipefiles';
import type { Viewer } from '../auth/access';
import type { Db } from '../db/database';
import { type SwipefileRow, swipefileCollaborators, swipefiles } from '../db/schema';
import { errors } from '../errors';

/**
 * Who may do what with a swipefile (issue 15; docs/product/swipefiles.md#roles): the one place that decides it. Every route
 * that touches a swipefile, its saved videos, notes or collaborators loads it through here.
 *
 * - owner: everything;
 * - editor (accepted collaborator): read, edit notes, remove videos, edit name and description;
 * - viewer (accepted collaborator): read;
 * - anyone else — a removed collaborator, another user, a site admin — finds nothing.
 *
 * An invitation to an address is accepted for the account that holds it (collaborator-repository.ts: at
 * once when the account exists, else on its first sign-in), so a signed-in invitee reads here as its role
 * from its next request on; a pending row belongs to an address no account holds yet, so no caller of
 * these routes can be a pending invitee.
 *
 * A caller who may not read gets 404 `swipefile_not_found`, so a private swipefile's existence is never
 * confirmed. A reader who may not do the change asked for gets 403. Link and public readers come in
 * through `findSharedSwipefile`, never here.
 */
export type SwipefileNeed = 'read' | 'edit' | 'own';

export interface SwipefileAccess {
  swipefile: SwipefileRow;
  role: SwipefileRole;
  /** docs/product/swipefiles.md#roles `can_edit`: owner and editors. */
  canEdit: boolean;
}

const ROLE_RANK: Record<SwipefileRole, number> = { viewer: 0, editor: 1, owner: 2 };
const NEED_RANK: Record<SwipefileNeed, number> = { read: 0, edit: 1, own: 2 };

/** The caller's role on a swipefile, or null (pending invitees and strangers have none). */
export async function findSwipefileRole(
  db: Db,
  viewer: Pick<Viewer, 'id'>,
  swipefileId: string,
): Promise<{ swipefile: SwipefileRow; role: SwipefileRole } | null> {
  const [row] = await db
    .select({ swipefile: swipefiles, collaboratorRole: swipefileCollaborators.role })
    .from(swipefiles)
    .leftJoin(
      swipefileCollaborators,
      and(
        eq(swipefileCollaborators.swipefileId, swipefiles.id),
        eq(swipefileCollaborators.userId, viewer.id),
        eq(swipefileCollaborators.status, 'accepted'),
      ),
    )
    .where(
      and(
        eq(swipefiles.id, swipefileId),
        or(eq(swipefiles.userId, viewer.id), sql`${swipefileCollaborators.id} is not null`),
      ),
    )
    .limit(1);
  if (!row) return null;
  const role: SwipefileRole =
    row.swipefile.userId === viewer.id ? 'owner' : (row.collaboratorRole as 'viewer' | 'editor');
  return { swipefile: row.swipefile, role };
}

/**
 * Loads a swipefile for the caller and checks they may do `need` with it (karakeep's `List.fromId` +
 * `ensureCanEdit`). Throws 404 when they may not even read it, 403 when they may read but not this.
 */
export async function loadSwipefile(
  db: Db,
  viewer: Pick<Viewer, 'id'>,
  swipefileId: string,
  need: SwipefileNeed,
): Promise<SwipefileAccess> {
  const found = await findSwipefileRole(db, viewer, swipefileId);
  if (!found) throw errors.swipefileNotFound();
  if (ROLE_RANK[found.role] < NEED_RANK[need]) {
    throw errors.forbidden(
      need === 'own'
        ? 'Only the owner can do this with a swipefile'
        : 'Viewers can read this swipefile but not change it',
    );
  }
  return { ...found, canEdit: ROLE_RANK[found.role] >= ROLE_RANK.editor };
}
