import { Link } from 'react-router';
import { RELATED_RESULTS_LIMIT } from '../../../../shared/contracts/video-search-limits';
import { paths } from '../../../../shared/domain/paths';
import { ThumbnailImage } from '../../components/thumbnail-image';
import { type ListVideo, videoDescription } from '../../components/video-list/list-video';

// A phone scrolls the row sideways; from 640 px the cards share the width, kept small from 1024 px.
const ROW_CLASS =
  'flex gap-3 overflow-x-auto pb-1 sm:grid sm:grid-cols-6 sm:overflow-visible sm:pb-0 lg:grid-cols-[repeat(6,9rem)] lg:gap-4';
const SIZES = '(min-width: 1024px) 144px, (min-width: 640px) 17vw, 112px';
const LINK_CLASS =
  'group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

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
      <ul className={`mt-3 ${ROW_CLASS}`}>
        {videos.slice(0, RELATED_RESULTS_LIMIT).map((video) => (
          <li key={video.id} className="w-28 shrink-0 sm:w-auto" data-video-id={video.id}>
            <Link to={paths.video(video.id)} className={LINK_CLASS}>
              <div className="relative aspect-[9/16] overflow-hidden rounded-lg bg-slate-200">
                <ThumbnailImage
                  video={video}
                  sizes={SIZES}
                  placeholder="compact"
                  alt=""
                  className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
                />
              </div>
              <p className="mt-2 line-clamp-2 text-sm leading-5 font-medium text-slate-900 group-hover:text-indigo-700">
                {videoDescription(video)}
              </p>
              <p className="mt-0.5 truncate text-xs leading-4 text-slate-500">
                {video.author_username ? `@${video.author_username.replace(/^@/, '')}` : 'Unknown creator'}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
