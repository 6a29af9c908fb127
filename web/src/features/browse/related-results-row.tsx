import { RELATED_RESULTS_LIMIT } from '../../../../shared/contracts/video-search-limits';
import type { ListVideo } from '../../components/video-list/list-video';
import { ThumbnailRow } from '../../components/video-list/thumbnail-row';

/**
 * "Related" under a search's results (issue 31): the few videos close to the search that fell below its
 * relevance cut. They are not results — the count above the list never includes them — so they sit apart,
 * under their own heading, after the matches.
 */
export function RelatedResultsRow({ videos }: { videos: readonly ListVideo[] }) {
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="related-results-heading" className="min-w-0 border-t border-slate-200 pt-6">
      <h2 id="related-results-heading" className="text-base font-semibold text-slate-900">
        Related
      </h2>
      <p className="mt-1 text-sm text-slate-600">Close to your search, but not among its results.</p>
      <ThumbnailRow videos={videos.slice(0, RELATED_RESULTS_LIMIT)} />
    </section>
  );
}
