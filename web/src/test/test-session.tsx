import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { type Session, SessionContext } from '../session/session-context';
import { testUser } from './test-users';

/** A signed-in session of the given tier, with spies for refresh and sign-out. */
export function signedInSession(overrides: Partial<Session> = {}): Session {
  const tier = overrides.tier === undefined ? 'basic' : overrides.tier;
  return {
    status: 'signed-in',
    user: testUser({ tier: tier ?? 'basic', isAdmin: tier === 'admin' }),
    tier,
    tierLoading: false,
    isAdmin: tier === 'admin',
    signedOutByUser: false,
    refresh: vi.fn(async () => null),
    signOut: vi.fn(async () => {}),
    ...overrides,
  };
}

/** Provides a fixed session to the components under test. */
export function WithSession({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
