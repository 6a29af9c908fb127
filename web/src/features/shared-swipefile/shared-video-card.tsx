import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { SharedSavedVideo } from '../../../../shared/contracts/swipefiles';
import { utcDate } from '../../../../shared/domain/dates';
import { paths } from '../../../../shared/domain/paths';
import { videoTitle } from '../../../../shared/domain/video-title';
import { platformName } from '../../components/platform';
import { TaxonomyChips } from '../../components/taxonomy-chips';
import { ThumbnailImage } from '../../components/thumbnail-image';

// On phones the thumbnail sits beside the text (w-28), as on the browse cards; from sm the grid has two
// columns, from lg three, in a max-w-6xl page, each with the image on top.
const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 112px';
// docs/product/limits.md: cards show at most 2 topics plus '+N'.
const CARD_TOPICS_MAX = 2;

interface SharedVideoCardProps {
  saved: SharedSavedVideo & { video_analysis: NonNullable<SharedSavedVideo['video_analysis']> };
  /** The first row's image loads at once with high priority (the page's largest paint). */
  priority?: boolean;
}

/**
 * One saved video on a read-only swipefile page (issue 15): thumbnail, title, format and topics, the
 * owner's notes, when it was saved, and the ways on: the analysis at /v/{id} and the original post.
 */
export function SharedVideoCard({ saved, priority = false }: SharedVideoCardProps) {
  const video = saved.video_analysis;
  const title = videoTitle(video);
  const platform = platformName(video.platform);
  const savedOn = utcDate(saved.saved_at);
  return (
    <article className="flex h-full overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex-col">
      <Link
        to={paths.video(video.id)}
        className="relative block aspect-[9/16] w-28 shrink-0 self-start overflow-hidden bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:aspect-[4/5] sm:w-auto sm:self-stretch"
      >
        <ThumbnailImage video={video} sizes={CARD_SIZES} priority={priority} alt="" className="size-full" />
        <span className="absolute top-2 left-2 rounded-full bg-slate-950/75 px-2 py-0.5 text-xs font-medium text-white">
          {platform}
        </span>
        <span className="sr-only">Open the analysis of {title}</span>
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2.5 p-3 sm:p-4">
        <h2 className="line-clamp-2 text-[15px] leading-snug font-semibold text-slate-900">
          <Link to={paths.video(video.id)} className="hover:text-indigo-700">
            {title}
          </Link>
        </h2>
        {video.video_format && (
          <p className="text-xs font-medium text-indigo-700">
            <span className="sr-only">Format: </span>
            {video.video_format}
          </p>
        )}
        {video.topics.length > 0 && (
          <TaxonomyChips kind="topics" names={video.topics} max={CARD_TOPICS_MAX} linked={false} />
        )}
        {saved.notes.trim() && (
          <blockquote className="rounded-lg bg-amber-50 px-3 py-2 text-sm leading-6 whitespace-pre-line text-slate-700 ring-1 ring-amber-100">
            <span className="sr-only">Notes: </span>
            {saved.notes}
          </blockquote>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2.5 text-xs text-slate-500">
          {savedOn && <span>Saved {savedOn}</span>}
          <span className="flex items-center gap-3">
            <Link to={paths.video(video.id)} className="font-medium text-indigo-700 hover:text-indigo-500">
              View analysis
            </Link>
            <a
              href={video.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-medium text-slate-600 hover:text-indigo-700"
            >
              View on {platform}
              <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </span>
        </div>
      </div>
    </article>
  );
}
