import { Eye, TrendingUp } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { utcDate } from '../../../../shared/domain/dates';
import { ENGAGEMENT_DECIMALS_THUMBNAIL, formatEngagement } from '../../../../shared/domain/engagement';
import { formatCount } from '../../../../shared/domain/number-format';
import { OutlierBadge } from '../outlier-badge';
import { platformName } from '../platform';
import { ThumbnailImage } from '../thumbnail-image';
import { ITEM_CLASS } from './list-layout';
import { type ListVideo, videoDescription } from './list-video';
import { OpenVideoLink } from './open-video-link';
import { HighlightedText, useMatches } from './search-highlight';
import { type VideoNoteOf, VideoNoteTag } from './video-note';

// docs/product/video-data.md#thumbnails: thumbnails show at most 2 concepts.
const THUMBNAIL_CONCEPTS_MAX = 2;

interface VideoThumbnailTileProps {
  video: ListVideo;
  onOpen: (video: ListVideo) => void;
  renderSaveControl?: (video: ListVideo) => ReactNode;
  /** Why the video is in the list (the Feed), above the handle. */
  noteOf?: VideoNoteOf | undefined;
  /** Load the image at once with high priority (the first screen's first row). */
  priority?: boolean;
  /** Load the image at once (the rest of the first screen). */
  eager?: boolean;
}

// The tile's width per breakpoint: the thumbnails grid's columns (list-layout.ts) in a 1280 px wide page.
const TILE_SIZES =
  '(min-width: 1280px) 200px, (min-width: 1024px) 20vw, (min-width: 768px) 25vw, (min-width: 640px) 33vw, 50vw';

/** One video in the thumbnails view (docs/product/browsing.md#thumbnails-view): a 9:16 tile with author, 2 concepts, date, views and engagement, and an outlier's score. */
export const VideoThumbnailTile = memo(function VideoThumbnailTile({
  video,
  onOpen,
  renderSaveControl,
  noteOf,
  priority = false,
  eager = false,
}: VideoThumbnailTileProps) {
  const note = noteOf?.(video) ?? null;
  const posted = utcDate(video.post_date);
  // docs/product/video-data.md#thumbnails: engagement as a percentage with one decimal on thumbnails.
  const engagement = formatEngagement(video.engagement, ENGAGEMENT_DECIMALS_THUMBNAIL);
  const concepts = video.concepts.slice(0, THUMBNAIL_CONCEPTS_MAX);
  const description = video.simple_description?.trim() ?? '';
  // The tile has no text of the video's own; while a search matched its description, the description
  // shows, so a searcher sees why it was found in the default view too (issue 17). A video without an
  // image already shows its description large on its placeholder, and a second copy would overlap it.
  const matched = useMatches(description);
  const showDescription = matched && Boolean(video.thumbnail);
  return (
    <article
      className={`group relative aspect-[9/16] overflow-hidden rounded-xl bg-slate-800 shadow-sm ring-1 ring-slate-900/5 has-[.open-video:focus-visible]:ring-2 has-[.open-video:focus-visible]:ring-indigo-600 has-[.open-video:focus-visible]:ring-offset-2 ${ITEM_CLASS.thumbnails}`}
    >
      <ThumbnailImage
        video={video}
        sizes={TILE_SIZES}
        priority={priority}
        eager={eager}
        alt=""
        className="absolute inset-0 size-full transition-transform duration-300 group-hover:scale-[1.04]"
      />
      {/* Scrims under the text, so 12 px white type stays legible on any art (issue 14). */}
      <div className="pointer-events-none absolute inset-x-0 bottom-0 h-2/3 bg-gradient-to-t from-slate-950 via-slate-950/75 to-transparent" />
      <div className="pointer-events-none absolute inset-x-0 top-0 h-14 bg-gradient-to-b from-slate-950/50 to-transparent" />
      <span className="absolute top-2 left-2 rounded-full bg-slate-950/75 px-2 py-0.5 text-xs font-medium text-white ring-1 ring-white/15">
        {platformName(video.platform)}
      </span>
      <OpenVideoLink
        video={video}
        onOpen={onOpen}
        label={`Open video: ${videoDescription(video)}`}
        className="open-video absolute inset-0 z-10 focus:outline-none"
      />
      {renderSaveControl && <div className="absolute top-1.5 right-1.5 z-20">{renderSaveControl(video)}</div>}
      <div className="pointer-events-none absolute inset-x-0 bottom-0 flex flex-col gap-1.5 p-2.5 text-white sm:p-3">
        {showDescription && (
          <p
            className="line-clamp-2 text-xs leading-snug drop-shadow sm:line-clamp-3"
            data-matched-description
          >
            <HighlightedText text={description} tone="dark" />
          </p>
        )}
        {note && <VideoNoteTag note={note} tone="dark" className="self-start" />}
        <OutlierBadge video={video} tone="dark" compact className="self-start" />
        <p className="truncate text-sm font-semibold drop-shadow">
          {video.author_username ? `@${video.author_username.replace(/^@/, '')}` : 'Unknown creator'}
        </p>
        {concepts.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Concepts">
            {concepts.map((concept) => (
              <li
                key={concept}
                className="max-w-full truncate rounded-full bg-white/15 px-2 py-0.5 text-xs leading-tight font-medium ring-1 ring-white/25 backdrop-blur-sm"
              >
                {concept}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5 text-xs font-medium text-white tabular-nums">
          {posted && <time dateTime={video.post_date ?? undefined}>{posted}</time>}
          <span className="flex items-center gap-2">
            {video.views !== null && (
              <span className="inline-flex items-center gap-0.5" title="Views">
                <Eye className="size-3.5" aria-hidden />
                {formatCount(video.views)}
                <span className="sr-only"> views</span>
              </span>
            )}
            {engagement && (
              <span className="inline-flex items-center gap-0.5" title="Engagement">
                <TrendingUp className="size-3.5" aria-hidden />
                {engagement}
                <span className="sr-only"> engagement</span>
              </span>
            )}
          </span>
        </div>
      </div>
    </article>
  );
});
