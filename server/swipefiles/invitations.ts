import type { FastifyBaseLogger } from 'fastify';
import { type CollaboratorRole, SWIPEFILE_LIMITS } from '../../shared/contracts/swipefiles';
import type { Viewer } from '../auth/access';
import type { Db } from '../db/database';
import type { SwipefileCollaboratorRow, SwipefileRow } from '../db/schema';
import { errors } from '../errors';
import { deliverInvitation } from '../mail/invitation-mail';
import type { Mailer } from '../mail/mailer';
import { hitCounter, readCounter } from '../rate-limits/counter-repository';
import { inviteCollaborator } from './collaborator-repository';

const HOUR_SECONDS = 3600;
const rateKey = (userId: string) => `swipefile-invitations:${userId}`;

export interface InviteContext {
  db: Db;
  mailer: Mailer | null;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Refuses (429) an inviter who has sent the hour's invitations already: swipefile and brief invitations
 * count together, in the shared counters so the limit holds across app instances.
 */
export async function checkInvitationBudget(db: Db, inviterId: string): Promise<void> {
  const state = await readCounter(db, rateKey(inviterId));
  if (state && state.count >= SWIPEFILE_LIMITS.invitationsPerHour) {
    throw errors.rateLimited(
      state.resetInSeconds,
      `You can send at most ${SWIPEFILE_LIMITS.invitationsPerHour} invitations an hour. Try again later.`,
    );
  }
}

/** Counts one new invitation against the inviter's hour. */
export async function spendInvitation(db: Db, inviterId: string): Promise<void> {
  await hitCounter(db, rateKey(inviterId), HOUR_SECONDS);
}

/**
 * Invites an address to a swipefile (docs/decisions/0017-invitations.md) and mails it; an address that has an account can
 * open the swipefile at once, signed in as it already is (collaborator-repository.ts). Inviting an address again returns
 * the row already there and sends nothing: the first mail's link still works, and a second mail on every
 * click would let an owner flood an inbox. New invitations count against the inviter's hourly limit,
 * held in the shared counters so it holds across app instances.
 */
export async function inviteToSwipefile(
  context: InviteContext,
  inviter: Viewer,
  swipefile: SwipefileRow,
  invite: { email: string; role: CollaboratorRole },
): Promise<{ row: SwipefileCollaboratorRow; created: boolean }> {
  if (invite.email === inviter.email.toLowerCase()) throw errors.cannotInviteSelf();
  await checkInvitationBudget(context.db, inviter.id);
  const result = await inviteCollaborator(context.db, {
    swipefileId: swipefile.id,
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
      to: { kind: 'swipefile', id: swipefile.id, name: swipefile.name },
    });
  } catch (error) {
    // The collaborator row stands (an account already has access, any other address gets it on sign-in);
    // a lost mail is logged rather than undoing the invitation.
    context.log.error({ err: error }, 'invitation e-mail could not be sent');
  }
  return result;
}
