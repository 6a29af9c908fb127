import { pageTitle } from '../../../../shared/domain/site';
import { usePageMeta } from '../../hooks/use-page-meta';
import { BrowseScreen } from './browse-screen';

const DESCRIPTION =
  'The whole library with the full analysis of every video: hooks, payoffs and narrative frameworks. Search and filter to find what works for your niche.';

/** /videos: 'All Videos' for signed-in users (docs/product/video-detail.md#analysis-sections), reading the endpoints with the full analysis. */
export function AllVideosPage() {
  usePageMeta(pageTitle('All Videos'), DESCRIPTION);
  return <BrowseScreen title="All Videos" description={DESCRIPTION} reader="signed-in" />;
}
