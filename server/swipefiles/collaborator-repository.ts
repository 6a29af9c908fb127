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
 * Holds the address's invitation lock until the transaction ends. Inviting an address (to a swipefile or a
 * brief) and accepting its invitations on sign-in all take it, so an invitation written while the address's first sign-in runs is
 * either bound to the new account here or seen by the sign-in's acceptance: never left pending by both.
 */
export async function lockAddress(tx: Pick<Db, 'execute'>, email: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`swipefile-invitation:${email}`}, 0))`,
  );
}

/**
 * Invites an address (docs/decisions/0017-invitations.md): an address that has an account is that account's collaborator at
 * once (issue 31: its owner has proved the address by signing in, and a signed-in invitee must not have
 * to sign in again); any other address gets a pending row that its first sign-in accepts. Inviting an
 * address already there returns its row (an accepted collaborator stays accepted, whatever role is
 * asked). The swipefile row is locked while counting, so two invitations at once cannot pass the
 * 50-collaborator limit.
 */
export async function inviteCollaborator(
  db: Db,
  input: { swipefileId: string; email: string; role: CollaboratorRole; invitedBy: string },
): Promise<{ row: SwipefileCollaboratorRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockAddress(tx, input.email);
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
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email))
      .limit(1);
    const [row] = await tx
      .insert(swipefileCollaborators)
      .values({
        swipefileId: input.swipefileId,
        email: input.email,
        role: input.role,
        status: account ? 'accepted' : 'pending',
        userId: account?.id ?? null,
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

/** Removes a collaborator (docs/decisions/0019-deleting.md: their access ends with their next request); false when none. */
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
 * docs/decisions/0017-invitations.md: the user has signed in, so every pending invitation to their address becomes theirs
 * and active (invitations sent before the account existed; later ones are bound when sent). Returns how
 * many did.
 */
export async function acceptInvitations(db: Db, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) return 0;
    await lockAddress(tx, user.email);
    const accepted = await tx
      .update(swipefileCollaborators)
      .set({ status: 'accepted', userId, updatedAt: new Date() })
      .where(and(eq(swipefileCollaborators.status, 'pending'), eq(swipefileCollaborators.email, user.email)))
      .returning({ id: swipefileCollaborators.id });
    return accepted.length;
  });
}

/** True when some swipefile has invited this address (docs/decisions/0008-sign-up-mode.md: it may then sign up). */
export async function hasInvitation(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: swipefileCollaborators.id })
    .from(swipefileCollaborators)
    .where(eq(swipefileCollaborators.email, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}
