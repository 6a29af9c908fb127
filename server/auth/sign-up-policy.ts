import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { userExists } from '../users/user-tiers';

/**
 * Addresses invited to the product although they have no account yet. DECISIONS.md 8 lets them sign in
 * under SIGNUP_MODE=invite-only; the swipefile invitations (DECISIONS.md 17) will answer here.
 */
export async function isInvitedAddress(_db: Db, _email: string): Promise<boolean> {
  return false;
}

/**
 * DECISIONS.md 8: may a sign-in code go to this address? Always under SIGNUP_MODE=open; under
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
