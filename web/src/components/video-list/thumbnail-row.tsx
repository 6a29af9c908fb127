import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { ThumbnailImage } from '../thumbnail-image';
import { type ListVideo, videoDescription } from './list-video';
import { OpenVideoLink } from './open-video-link';

// A phone scrolls the row sideways; from 640 px six cards share the width, and from 1024 px they stay
// small (9rem) rather than growing into a wall of thumbnails.
const ROW_CLASS =
  'flex gap-3 overflow-x-auto pb-1 sm:grid sm:grid-cols-6 sm:overflow-visible sm:pb-0 lg:grid-cols-[repeat(6,9rem)] lg:gap-4';
const ITEM_CLASS = 'w-28 shrink-0 sm:w-auto';
const SIZES = '(min-width: 1024px) 144px, (min-width: 640px) 17vw, 112px';
const LINK_CLASS =
  'group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

interface ThumbnailRowProps {
  videos: readonly ListVideo[];
  /** Opens a video where the row is (a modal switches to it); without it each card links to /v/{id}. */
  onOpen?: (video: ListVideo) => void;
  /** Fixed text heights, which ThumbnailRowSkeleton repeats: a row that loads never changes height. */
  steady?: boolean;
  /** A missing description reads as muted, as in the detail it belongs to. */
  muteMissingDescription?: boolean;
}

/** A short row of small 9:16 thumbnails, each with its description and creator, opening its video. */
export function ThumbnailRow({
  videos,
  onOpen,
  steady = false,
  muteMissingDescription = false,
}: ThumbnailRowProps) {
  return (
    <ul className={`mt-3 ${ROW_CLASS}`}>
      {videos.map((video) => {
        const muted = muteMissingDescription && !video.simple_description?.trim();
        return (
          <li key={video.id} className={ITEM_CLASS} data-video-id={video.id}>
            <RowLink video={video} onOpen={onOpen}>
              <div className="relative aspect-[9/16] overflow-hidden rounded-lg bg-slate-200">
                <ThumbnailImage
                  video={video}
                  sizes={SIZES}
                  placeholder="compact"
                  alt=""
                  className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
                />
              </div>
              <p
                className={`mt-2 line-clamp-2 ${steady ? 'h-10 ' : ''}text-sm leading-5 font-medium group-hover:text-indigo-700 ${muted ? 'text-slate-500 italic' : 'text-slate-900'}`}
              >
                {videoDescription(video)}
              </p>
              <p className={`mt-0.5 ${steady ? 'h-4 ' : ''}truncate text-xs leading-4 text-slate-500`}>
                {video.author_username ? `@${video.author_username.replace(/^@/, '')}` : 'Unknown creator'}
              </p>
            </RowLink>
          </li>
        );
      })}
    </ul>
  );
}

function RowLink({
  video,
  onOpen,
  children,
}: {
  video: ListVideo;
  onOpen: ThumbnailRowProps['onOpen'];
  children: ReactNode;
}) {
  // With onOpen a plain click opens the video in place (a new tab still gets the page); without, it navigates.
  if (onOpen) {
    return (
      <OpenVideoLink video={video} onOpen={onOpen} className={LINK_CLASS}>
        {children}
      </OpenVideoLink>
    );
  }
  return (
    <Link to={paths.video(video.id)} className={LINK_CLASS}>
      {children}
    </Link>
  );
}

/** The placeholders of a steady ThumbnailRow while it loads: `count` cards of its exact height. */
export function ThumbnailRowSkeleton({ count }: { count: number }) {
  return (
    <ul className={`mt-3 animate-pulse motion-reduce:animate-none ${ROW_CLASS}`} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <li key={index} className={ITEM_CLASS}>
          <div className="aspect-[9/16] rounded-lg bg-slate-200/70" />
          <div className="mt-2 h-10 py-0.5">
            <div className="h-4 w-full rounded bg-slate-200/70" />
            <div className="mt-1 h-4 w-2/3 rounded bg-slate-200/70" />
          </div>
          <div className="mt-0.5 h-4 w-1/2 rounded bg-slate-200/70" />
        </li>
      ))}
    </ul>
  );
}
