import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { userExists } from './user-tiers';

/**
 * The invitations sign-in needs to know about. They are swipefile invitations (docs/decisions/0017-invitations.md),
 * which swipefiles/ keeps; app.ts hands auth these two calls so that auth, below every resource, imports none.
 */
export interface PendingInvitations {
  /** Does some invitation wait for this address (so it may sign up under invite-only)? */
  existFor(email: string): Promise<boolean>;
  /** Turns the user's waiting invitations active (after each new session). */
  accept(userId: string): Promise<void>;
}

/**
 * docs/decisions/0008-sign-up-mode.md: may a sign-in code go to this address? Always under SIGNUP_MODE=open; under
 * invite-only for existing accounts, ADMIN_EMAILS addresses and invited addresses (docs/decisions/0017-invitations.md).
 */
export async function maySignIn(
  db: Db,
  config: Pick<AppConfig, 'signupMode' | 'adminEmails'>,
  invitations: Pick<PendingInvitations, 'existFor'>,
  email: string,
): Promise<boolean> {
  if (config.signupMode === 'open') return true;
  if (config.adminEmails.includes(email)) return true;
  return (await userExists(db, email)) || (await invitations.existFor(email));
}
