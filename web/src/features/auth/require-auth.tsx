import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { PageLoading } from '../../components/page-loading';
import { withNotice } from '../../lib/route-notice';
import { loginWithRedirect } from '../../session/redirect';
import { useSession } from '../../session/session-context';
import { hasRequiredTier, type Tier } from '../../session/tiers';

/**
 * The route guard (docs/product/sign-in.md#route-guard): waits for the session; a visitor goes to /login with the original path and
 * query as the redirect value; a tier-restricted route waits for the tier and sends a user whose tier is
 * missing, failed to load, or is not allowed to the videos home, with `deniedNotice` saying why.
 */
export function RequireAuth({
  tiers = [],
  deniedNotice,
}: {
  tiers?: readonly Tier[];
  /** Said (as a toast on /videos) to a signed-in user whose tier may not open the route. */
  deniedNotice?: string;
}) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signed-out') {
    // Someone who just signed out asked to leave: no redirect back to the page they left.
    const to = session.signedOutByUser
      ? paths.login
      : loginWithRedirect(`${location.pathname}${location.search}`);
    return <Navigate to={to} replace />;
  }
  if (tiers.length > 0) {
    if (session.tierLoading) return <PageLoading />;
    if (!hasRequiredTier(session.tier, tiers)) {
      // The frame stays filled until the app moves on: the server draws /feed for any signed-in user
      // (shared/contracts/page-queries.ts), and a basic user's page would otherwise show its footer under the bar.
      return (
        <>
          <Navigate to={paths.videos} replace state={deniedNotice ? withNotice(deniedNotice) : undefined} />
          <PageLoading />
        </>
      );
    }
  }
  return <Outlet />;
}
