import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { hasInvitation } from '../swipefiles/collaborator-repository';
import { userExists } from '../users/user-tiers';

/**
 * Addresses invited to the product although they have no account yet. docs/decisions/0008-sign-up-mode.md lets them sign in
 * under SIGNUP_MODE=invite-only; a swipefile invitation (docs/decisions/0017-invitations.md) is such an invitation.
 */
export async function isInvitedAddress(db: Db, email: string): Promise<boolean> {
  return hasInvitation(db, email);
}

/**
 * docs/decisions/0008-sign-up-mode.md: may a sign-in code go to this address? Always under SIGNUP_MODE=open; under
 * invite-only for existing accounts, ADMIN_EMAILS addresses and invited addresses.
 */
export async function maySignIn(
  db: Db,
  config: Pick<AppConfig, 'signupMode' | 'adminEmails'>,
  email: string,
): Promise<boolean> {
  if (config.signupMode === 'open') return true;
  if (config.adminEmails.includes(email)) return true;
  return (await userExists(db, email)) || (await isInvitedAddress(db, email));
}
