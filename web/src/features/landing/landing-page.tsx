import { Navigate, useLocation } from 'react-router';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useSession } from '../../session/session-context';
import { BrowseGrids } from './browse-grids';
import { ClosingCallToAction } from './closing-call-to-action';
import { FeatureCards } from './feature-cards';
import { HeroSection } from './hero-section';
import { landingQueryRedirect } from './landing-query-redirect';

const TITLE = 'Hookshelf — The Short-form Swipe File';
const DESCRIPTION =
  'Thousands of analysed Instagram Reels and TikTok videos, with new ones added daily: hooks, formats, concepts and narrative frameworks that work.';

/** Landing page (docs/product/navigation-and-global.md#landing-page): hero with the inspiration carousel, feature cards, browse grids, call to action. */
export function LandingPage() {
  const { search } = useLocation();
  const session = useSession();
  usePageMeta(TITLE, DESCRIPTION);
  // docs/decisions/0005-taxonomy-query-on-root.md: `/?topic=X` (or concept, element, format) opens the browse screen with that filter:
  // /videos for a signed-in user, /public-beta for a visitor — so it waits until the session is known.
  const redirect = landingQueryRedirect(search, session.status === 'signed-in');
  if (redirect) return session.status === 'loading' ? null : <Navigate to={redirect} replace />;
  return (
    <>
      <HeroSection />
      <FeatureCards />
      <BrowseGrids />
      <ClosingCallToAction />
    </>
  );
}
