import { pageTitle } from '../../../../shared/domain/site';
import { usePageMeta } from '../../hooks/use-page-meta';
import { BrowseScreen } from './browse-screen';

const DESCRIPTION =
  'Every video broken down by format, concept, element and topic. Search and filter to find the hooks and structures that work for your niche.';

/** /public-beta: the public browse page, the landing page's main call to action (docs/product/navigation-and-global.md#landing-page). */
export function PublicBrowsePage() {
  usePageMeta(pageTitle('Browse the Library'), DESCRIPTION);
  return <BrowseScreen title="Browse the Library" description={DESCRIPTION} />;
}
