import { createContext, useContext } from 'react';
import type { CurrentUser } from '../../../shared/contracts/account';
import type { Tier } from './tiers';

/** docs/product/sign-in.md#sessions: the session is loading, then signed-in or signed-out. */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  status: SessionStatus;
  user: CurrentUser | null;
  /**
   * The user's tier: the lookup's answer, or while it runs the tier /api/me named; null for visitors and
   * when the lookup failed (docs/product/sign-in.md#sessions).
   */
  tier: Tier | null;
  /** The tier lookup of a signed-in user is still on its way with no tier from /api/me to show meanwhile. */
  tierLoading: boolean;
  /** Admin features are shown (the tier is admin). */
  isAdmin: boolean;
  /** The user signed out in this tab: the route guard then goes to /login without a redirect value. */
  signedOutByUser: boolean;
  /** Reads the session again (after signing in); resolves to the user, or null. */
  refresh: () => Promise<CurrentUser | null>;
  /** Ends the session on the server, clears cached data and goes to /login; a failure is only logged. */
  signOut: () => Promise<void>;
}

/**
 * A visitor: what components see without a SessionProvider (component tests of public screens). The app
 * always renders one (web/src/app/app.tsx).
 */
const VISITOR: Session = {
  status: 'signed-out',
  user: null,
  tier: null,
  tierLoading: false,
  isAdmin: false,
  signedOutByUser: false,
  refresh: async () => null,
  signOut: async () => {},
};

export const SessionContext = createContext<Session>(VISITOR);

/** The current session (docs/product/browsing.md#load-more: changes notify listeners — every reader re-renders). */
export function useSession(): Session {
  return useContext(SessionContext);
}

/** What the account menu calls the user: the name, else the e-mail address. */
export function displayName(user: Pick<CurrentUser, 'name' | 'email'>): string {
  return user.name?.trim() || user.email;
}
