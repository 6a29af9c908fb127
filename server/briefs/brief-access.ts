import { and, eq, or, sql } from 'drizzle-orm';
import type { BriefRole } from '../../shared/contracts/brief-limits';
import type { Viewer } from '../auth/access';
import type { Db } from '../db/database';
import { type BriefRow, briefCollaborators, briefs } from '../db/schema';
import { errors } from '../errors';

/**
 * Who may do what with a brief (issue 34; docs/product/briefs.md#roles): the one place that decides it,
 * as swipefile-access.ts does for swipefiles. Every signed-in route on one brief, its collaborators and
 * its comments loads it through here.
 *
 * - owner: everything;
 * - editor (accepted collaborator): read, change the content, comment, resolve comments;
 * - viewer (accepted collaborator): read and comment;
 * - anyone else — a pending invitee's address with no account yet, another user, a site admin — finds
 *   nothing: 404 `brief_not_found`, so a private brief's existence is never confirmed.
 *
 * A reader who may not do the change asked for gets 403. Link and public readers come in through
 * `findSharedBrief` (shared-brief-repository.ts), never here.
 */
export type BriefNeed = 'read' | 'edit' | 'own';

export interface BriefAccess {
  brief: BriefRow;
  role: BriefRole;
  /** Owner and editors. */
  canEdit: boolean;
}

const ROLE_RANK: Record<BriefRole, number> = { viewer: 0, editor: 1, owner: 2 };
const NEED_RANK: Record<BriefNeed, number> = { read: 0, edit: 1, own: 2 };

/** The caller's role on a brief, or null (pending invitees and strangers have none). */
export async function findBriefRole(
  db: Db,
  viewer: Pick<Viewer, 'id'>,
  briefId: string,
): Promise<{ brief: BriefRow; role: BriefRole } | null> {
  const [row] = await db
    .select({ brief: briefs, collaboratorRole: briefCollaborators.role })
    .from(briefs)
    .leftJoin(
      briefCollaborators,
      and(
        eq(briefCollaborators.briefId, briefs.id),
        eq(briefCollaborators.userId, viewer.id),
        eq(briefCollaborators.status, 'accepted'),
      ),
    )
    .where(
      and(
        eq(briefs.id, briefId),
        or(eq(briefs.userId, viewer.id), sql`${briefCollaborators.id} is not null`),
      ),
    )
    .limit(1);
  if (!row) return null;
  const role: BriefRole =
    row.brief.userId === viewer.id ? 'owner' : (row.collaboratorRole as 'viewer' | 'editor');
  return { brief: row.brief, role };
}

/** Loads a brief for the caller and checks they may do `need`: 404 when they may not read it, 403 when only that. */
export async function loadBrief(
  db: Db,
  viewer: Pick<Viewer, 'id'>,
  briefId: string,
  need: BriefNeed,
): Promise<BriefAccess> {
  const found = await findBriefRole(db, viewer, briefId);
  if (!found) throw errors.briefNotFound();
  if (ROLE_RANK[found.role] < NEED_RANK[need]) {
    throw errors.forbidden(
      need === 'own'
        ? 'Only the owner can do this with a brief'
        : 'Viewers can read and comment on this brief but not change it',
    );
  }
  return { ...found, canEdit: ROLE_RANK[found.role] >= ROLE_RANK.editor };
}
