import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CollaboratorRole } from '../../shared/contracts/swipefiles';
import { SWIPEFILE_LIMITS } from '../../shared/contracts/swipefiles';
import type { Viewer } from '../auth/access';
import type { Db } from '../db/database';
import { type BriefCollaboratorRow, type BriefRow, briefCollaborators, users } from '../db/schema';
import { errors } from '../errors';
import { deliverInvitation } from '../mail/invitation-mail';
import type { Mailer } from '../mail/mailer';
import { lockAddress } from '../swipefiles/collaborator-repository';
import { checkInvitationBudget, spendInvitation } from '../swipefiles/invitations';

/**
 * A brief's collaborators and invitations: the swipefile's rules (docs/decisions/0017-invitations.md) on
 * their own table. An address that has an account is a collaborator at once; any other gets a pending row
 * its first sign-in accepts. The same 50-collaborator limit, and the same hourly invitation budget shared
 * with swipefile invitations.
 */

export async function listBriefCollaborators(db: Db, briefId: string): Promise<BriefCollaboratorRow[]> {
  return db
    .select()
    .from(briefCollaborators)
    .where(eq(briefCollaborators.briefId, briefId))
    .orderBy(asc(briefCollaborators.createdAt), asc(briefCollaborators.id));
}

async function addBriefCollaborator(
  db: Db,
  input: { briefId: string; email: string; role: CollaboratorRole; invitedBy: string },
): Promise<{ row: BriefCollaboratorRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockAddress(tx, input.email);
    await tx.execute(sql`SELECT id FROM briefs WHERE id = ${input.briefId} FOR UPDATE`);
    const [existing] = await tx
      .select()
      .from(briefCollaborators)
      .where(and(eq(briefCollaborators.briefId, input.briefId), eq(briefCollaborators.email, input.email)))
      .limit(1);
    if (existing) return { row: existing, created: false };
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(briefCollaborators)
      .where(eq(briefCollaborators.briefId, input.briefId));
    if ((count?.n ?? 0) >= SWIPEFILE_LIMITS.collaboratorsPerSwipefile) {
      throw errors.limitReached(
        `A brief can have at most ${SWIPEFILE_LIMITS.collaboratorsPerSwipefile} collaborators.`,
      );
    }
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email))
      .limit(1);
    const [row] = await tx
      .insert(briefCollaborators)
      .values({
        briefId: input.briefId,
        email: input.email,
        role: input.role,
        status: account ? 'accepted' : 'pending',
        userId: account?.id ?? null,
        invitedBy: input.invitedBy,
      })
      .returning();
    if (!row) throw new Error('brief collaborator was not written');
    return { row, created: true };
  });
}

export interface BriefInviteContext {
  db: Db;
  mailer: Mailer | null;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** Invites an address to a brief and mails it; inviting it again returns the row already there, mailing nothing. */
export async function inviteToBrief(
  context: BriefInviteContext,
  inviter: Viewer,
  brief: BriefRow,
  invite: { email: string; role: CollaboratorRole },
): Promise<{ row: BriefCollaboratorRow; created: boolean }> {
  if (invite.email === inviter.email.toLowerCase()) throw errors.cannotInviteSelf('brief');
  await checkInvitationBudget(context.db, inviter.id);
  const result = await addBriefCollaborator(context.db, {
    briefId: brief.id,
    email: invite.email,
    role: invite.role,
    invitedBy: inviter.id,
  });
  if (!result.created) return result;
  await spendInvitation(context.db, inviter.id);
  try {
    await deliverInvitation(context.mailer, context.log, {
      publicUrl: context.publicUrl,
      email: invite.email,
      inviter: inviter.name ?? inviter.email,
      to: { kind: 'brief', id: brief.id, name: brief.title },
    });
  } catch (error) {
    // The row stands (an account already has access, any other address gets it on sign-in).
    context.log.error({ err: error }, 'brief invitation e-mail could not be sent');
  }
  return result;
}

export async function updateBriefCollaboratorRole(
  db: Db,
  briefId: string,
  collaboratorId: string,
  role: CollaboratorRole,
): Promise<BriefCollaboratorRow | null> {
  const [row] = await db
    .update(briefCollaborators)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(briefCollaborators.briefId, briefId), eq(briefCollaborators.id, collaboratorId)))
    .returning();
  return row ?? null;
}

export async function deleteBriefCollaborator(
  db: Db,
  briefId: string,
  collaboratorId: string,
): Promise<boolean> {
  const removed = await db
    .delete(briefCollaborators)
    .where(and(eq(briefCollaborators.briefId, briefId), eq(briefCollaborators.id, collaboratorId)))
    .returning({ id: briefCollaborators.id });
  return removed.length > 0;
}

/** On sign-in: the address's pending brief invitations become the account's. */
export async function acceptBriefInvitations(db: Db, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) return 0;
    await lockAddress(tx, user.email);
    const accepted = await tx
      .update(briefCollaborators)
      .set({ status: 'accepted', userId, updatedAt: new Date() })
      .where(and(eq(briefCollaborators.status, 'pending'), eq(briefCollaborators.email, user.email)))
      .returning({ id: briefCollaborators.id });
    return accepted.length;
  });
}

/** True when some brief has invited this address (docs/decisions/0008-sign-up-mode.md: it may then sign up). */
export async function hasBriefInvitation(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: briefCollaborators.id })
    .from(briefCollaborators)
    .where(eq(briefCollaborators.email, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}
