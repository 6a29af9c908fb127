import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '../http/escape-html';
import type { Mailer, MailMessage } from './mailer';

/** What an invitation opens: a swipefile (issue 15) or a brief (issue 34). */
export type InvitedTo = { kind: 'swipefile' | 'brief'; id: string; name: string };

export interface Invitation {
  publicUrl: string;
  /** The invited address. */
  email: string;
  /** Who invited: their name, or their address when they set none. */
  inviter: string;
  to: InvitedTo;
}

const pathOf = (to: Pick<InvitedTo, 'kind' | 'id'>) =>
  to.kind === 'brief' ? `/briefs/${to.id}` : `/swipefiles/${to.id}`;

/**
 * Where the invitation lands: the sign-in screen, which sends the user on to the swipefile or brief once
 * signed in (docs/decisions/0017-invitations.md: signing in is what accepts the invitation).
 */
export function invitationLink(
  publicUrl: string,
  swipefileId: string,
  kind: InvitedTo['kind'] = 'swipefile',
): string {
  return `${publicUrl}/login?redirect=${encodeURIComponent(pathOf({ kind, id: swipefileId }))}`;
}

/** The invitation e-mail: who invites to which swipefile or brief, and the sign-in link. */
export function invitationMessage(invitation: Invitation): MailMessage {
  const { to } = invitation;
  const link = invitationLink(invitation.publicUrl, to.id, to.kind);
  const text = [
    `${invitation.inviter} invited you to the ${to.kind} "${to.name}" on Hookshelf.`,
    '',
    'Sign in with this e-mail address to open it:',
    link,
    '',
    'If you did not expect this invitation, ignore this e-mail.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #111">
<p>${escapeHtml(invitation.inviter)} invited you to the ${to.kind} <strong>${escapeHtml(to.name)}</strong> on Hookshelf.</p>
<p><a href="${escapeHtml(link)}">Sign in to open it</a> with this e-mail address.</p>
<p style="color: #555">If you did not expect this invitation, ignore this e-mail.</p>
</body></html>`;
  return {
    to: invitation.email,
    subject: `${invitation.inviter} shared a ${to.kind} with you on Hookshelf`,
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
    const { to } = invitation;
    log.info(
      `invitation for ${invitation.email} to "${to.name}": ${invitationLink(invitation.publicUrl, to.id, to.kind)}`,
    );
    return;
  }
  await mailer.send(invitationMessage(invitation));
}
