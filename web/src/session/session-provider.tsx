import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/domain/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { loginWithRedirect } from './redirect';
import { type Session, SessionContext } from './session-context';
import { meQuery, userTierQuery } from './session-queries';
import { signOutRequest } from './sign-out-request';

/**
 * Holds the session (docs/product/sign-in.md#sessions): GET /api/me decides signed-in or signed-out, the tier follows from
 * GET /api/user-tier after sign-in. Must sit inside the router and the query client.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The page on screen when a call fails, for the redirect back after signing in again.
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  const me = useQuery(meQuery);
  const user = me.data ?? null;
  // /api/me names the tier in effect too (docs/decisions/0009-admins.md): it stands in while /api/user-tier answers, so a
  // page the server drew for this user hydrates with the session it was drawn with (a tier arriving later
  // changed the session under the still-dehydrated route and made React draw the whole page again), and a
  // tier route such as /feed need not wait a second round trip. The lookup still decides: a different
  // tier replaces it, and a failed one leaves none (docs/product/sign-in.md#sessions).
  const tierQuery = useQuery({
    ...userTierQuery(user?.id ?? ''),
    enabled: user !== null,
    placeholderData: user?.tier,
  });

  useEffect(() => {
    if (me.isError) console.error('Could not read the session:', me.error);
  }, [me.isError, me.error]);

  // docs/product/errors.md#session-expiry: a 401 that survives one refresh and one retry goes to /login, keeping the page to return to.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.setQueryData(meQuery.queryKey, null);
      if (!here.current.startsWith(paths.login)) navigate(loginWithRedirect(here.current), { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient, navigate]);

  const refresh = useCallback(async () => {
    const next = await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    if (next) setSignedOutByUser(false);
    return next;
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } catch (error) {
      // docs/product/errors.md#quiet-failures: a sign-out failure is logged only; the browser forgets the user regardless.
      console.error('Sign-out failed:', error);
    }
    setSignedOutByUser(true);
    // Nothing read for this user may show to the next one.
    queryClient.clear();
    queryClient.setQueryData(meQuery.queryKey, null);
    navigate(paths.login);
  }, [queryClient, navigate]);

  const tier = user ? (tierQuery.data ?? null) : null;
  const value = useMemo<Session>(
    () => ({
      status: me.isPending ? 'loading' : user ? 'signed-in' : 'signed-out',
      user,
      tier,
      tierLoading: user !== null && tierQuery.isPending,
      isAdmin: tier === 'admin',
      signedOutByUser,
      refresh,
      signOut,
    }),
    [me.isPending, user, tier, tierQuery.isPending, signedOutByUser, refresh, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
