import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '../http/escape-html';
import type { Mailer, MailMessage } from './mailer';

export interface Invitation {
  publicUrl: string;
  /** The invited address. */
  email: string;
  /** Who invited: their name, or their address when they set none. */
  inviter: string;
  swipefileId: string;
  swipefileName: string;
}

/**
 * Where the invitation lands: the sign-in screen, which sends the user on to the swipefile once signed in
 * (docs/decisions/0017-invitations.md: signing in is what accepts the invitation).
 */
export function invitationLink(publicUrl: string, swipefileId: string): string {
  return `${publicUrl}/login?redirect=${encodeURIComponent(`/swipefiles/${swipefileId}`)}`;
}

/** The invitation e-mail: who invites to which swipefile, and the sign-in link. */
export function invitationMessage(invitation: Invitation): MailMessage {
  const link = invitationLink(invitation.publicUrl, invitation.swipefileId);
  const text = [
    `${invitation.inviter} invited you to the swipefile "${invitation.swipefileName}" on Hookshelf.`,
    '',
    'Sign in with this e-mail address to open it:',
    link,
    '',
    'If you did not expect this invitation, ignore this e-mail.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #111">
<p>${escapeHtml(invitation.inviter)} invited you to the swipefile <strong>${escapeHtml(invitation.swipefileName)}</strong> on Hookshelf.</p>
<p><a href="${escapeHtml(link)}">Sign in to open it</a> with this e-mail address.</p>
<p style="color: #555">If you did not expect this invitation, ignore this e-mail.</p>
</body></html>`;
  return {
    to: invitation.email,
    subject: `${invitation.inviter} shared a swipefile with you on Hookshelf`,
    text,
    html,
  };
}

/**
 * Sends an invitation. As with sign-in codes (docs/decisions/0010-mail.md), with no SMTP server the link goes to the
 * log on a line of its own, so a local install can still invite.
 */
export async function deliverInvitation(
  mailer: Mailer | null,
  log: FastifyBaseLogger,
  invitation: Invitation,
): Promise<void> {
  if (!mailer) {
    log.info(
      `invitation for ${invitation.email} to "${invitation.swipefileName}": ${invitationLink(invitation.publicUrl, invitation.swipefileId)}`,
    );
    return;
  }
  await mailer.send(invitationMessage(invitation));
}
