import { and, asc, eq, sql } from 'drizzle-orm';
import { type CollaboratorRole, SWIPEFILE_LIMITS } from '../../shared/contracts/swipefiles';
import type { Db } from '../db/database';
import { type SwipefileCollaboratorRow, swipefileCollaborators, users } from '../db/schema';
import { errors } from '../errors';

/** A swipefile's collaborators, oldest invitation first. */
export async function listCollaborators(db: Db, swipefileId: string): Promise<SwipefileCollaboratorRow[]> {
  return db
    .select()
    .from(swipefileCollaborators)
    .where(eq(swipefileCollaborators.swipefileId, swipefileId))
    .orderBy(asc(swipefileCollaborators.createdAt), asc(swipefileCollaborators.id));
}

/**
 * Invites an address (DECISIONS.md 17): a pending row, or the row already there for that address (an
 * accepted collaborator stays accepted, whatever role is asked). The swipefile row is locked while
 * counting, so two invitations at once cannot pass the 50-collaborator limit.
 */
export async function inviteCollaborator(
  db: Db,
  input: { swipefileId: string; email: string; role: CollaboratorRole; invitedBy: string },
): Promise<{ row: SwipefileCollaboratorRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM swipefiles WHERE id = ${input.swipefileId} FOR UPDATE`);
    const [existing] = await tx
      .select()
      .from(swipefileCollaborators)
      .where(
        and(
          eq(swipefileCollaborators.swipefileId, input.swipefileId),
          eq(swipefileCollaborators.email, input.email),
        ),
      )
      .limit(1);
    if (existing) return { row: existing, created: false };
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(swipefileCollaborators)
      .where(eq(swipefileCollaborators.swipefileId, input.swipefileId));
    if ((count?.n ?? 0) >= SWIPEFILE_LIMITS.collaboratorsPerSwipefile) {
      throw errors.limitReached(
        `A swipefile can have at most ${SWIPEFILE_LIMITS.collaboratorsPerSwipefile} collaborators.`,
      );
    }
    const [row] = await tx
      .insert(swipefileCollaborators)
      .values({
        swipefileId: input.swipefileId,
        email: input.email,
        role: input.role,
        status: 'pending',
        invitedBy: input.invitedBy,
      })
      .returning();
    if (!row) throw new Error('collaborator was not written');
    return { row, created: true };
  });
}

/** Changes a collaborator's role; null when the swipefile has no such collaborator. */
export async function updateCollaboratorRole(
  db: Db,
  swipefileId: string,
  collaboratorId: string,
  role: CollaboratorRole,
): Promise<SwipefileCollaboratorRow | null> {
  const [row] = await db
    .update(swipefileCollaborators)
    .set({ role, updatedAt: new Date() })
    .where(
      and(eq(swipefileCollaborators.swipefileId, swipefileId), eq(swipefileCollaborators.id, collaboratorId)),
    )
    .returning();
  return row ?? null;
}

/** Removes a collaborator (DECISIONS.md 19: their access ends with their next request); false when none. */
export async function deleteCollaborator(
  db: Db,
  swipefileId: string,
  collaboratorId: string,
): Promise<boolean> {
  const removed = await db
    .delete(swipefileCollaborators)
    .where(
      and(eq(swipefileCollaborators.swipefileId, swipefileId), eq(swipefileCollaborators.id, collaboratorId)),
    )
    .returning({ id: swipefileCollaborators.id });
  return removed.length > 0;
}

/**
 * DECISIONS.md 17: the user has signed in, so every pending invitation to their address becomes theirs
 * and active. Returns how many did.
 */
export async function acceptInvitations(db: Db, userId: string): Promise<number> {
  const accepted = await db
    .update(swipefileCollaborators)
    .set({ status: 'accepted', userId, updatedAt: new Date() })
    .where(
      and(
        eq(swipefileCollaborators.status, 'pending'),
        eq(
          swipefileCollaborators.email,
          sql`(SELECT lower(${users.email}) FROM ${users} WHERE ${users.id} = ${userId})`,
        ),
      ),
    )
    .returning({ id: swipefileCollaborators.id });
  return accepted.length;
}

/** True when some swipefile has invited this address (DECISIONS.md 8: it may then sign up). */
export async function hasInvitation(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: swipefileCollaborators.id })
    .from(swipefileCollaborators)
    .where(eq(swipefileCollaborators.email, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}
