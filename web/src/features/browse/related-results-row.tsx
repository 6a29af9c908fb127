import { RELATED_RESULTS_LIMIT } from '../../../../shared/contracts/video-search-limits';
<<<<<<< HEAD
import { paths } from '../../../../shared/domain/paths';
import { ThumbnailImage } from '../../components/thumbnail-image';
import { type ListVideo, videoDescription } from '../../components/video-list/list-video';

// A phone scrolls the row sideways; from 640 px the cards share the width, kept small from 1024 px.
const ROW_CLASS =
  'flex gap-3 overflow-x-auto pb-1 sm:grid sm:grid-cols-6 sm:overflow-visible sm:pb-0 lg:grid-cols-[repeat(6,9rem)] lg:gap-4';
const SIZES = '(min-width: 1024px) 144px, (min-width: 640px) 17vw, 112px';
const LINK_CLASS =
  'group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
=======
import type { ListVideo } from '../../components/video-list/list-video';
import { ThumbnailRow } from '../../components/video-list/thumbnail-row';
>>>>>>> i32-twins

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
