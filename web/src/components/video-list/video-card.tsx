import { ExternalLink } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { platformName } from '../platform';
import { TaxonomyChips } from '../taxonomy-chips';
import { ThumbnailImage } from '../thumbnail-image';
import { ITEM_CLASS } from './list-layout';
import { type ListVideo, videoDescription } from './list-video';
import { formatVideoDate } from './video-date';

// spec 000 §9: cards show at most 2 topics, 2 concepts and 2 elements plus '+N'.
const CARD_TAGS_MAX = 2;

interface VideoCardProps {
  video: ListVideo;
  onOpen: (video: ListVideo) => void;
  /** The save control (spec 000 §2); the public page passes none, so the card shows none. */
  renderSaveControl?: (video: ListVideo) => ReactNode;
  /** Load the image at once with high priority (the first screen). */
  priority?: boolean;
}

// The card's width per breakpoint: the cards grid's columns (list-layout.ts) in a 1280 px wide page.
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** One video in the cards view (spec 000 §2 "Video list component"). */
export const VideoCard = memo(function VideoCard({
  video,
  onOpen,
  renderSaveControl,
  priority = false,
}: VideoCardProps) {
  const description = videoDescription(video);
  const posted = formatVideoDate(video.post_date);
  const platform = platformName(video.platform);
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md has-[.open-video:focus-visible]:ring-2 has-[.open-video:focus-visible]:ring-indigo-600 ${ITEM_CLASS.cards}`}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <ThumbnailImage
          video={video}
          sizes={CARD_SIZES}
          priority={priority}
          alt=""
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <span className="absolute top-3 left-3 rounded-full bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
          {platform}
        </span>
        {renderSaveControl && <div className="absolute top-2 right-2 z-20">{renderSaveControl(video)}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="text-[15px] leading-snug font-semibold text-slate-900">
          {/* The title's button covers the whole card, so a click anywhere opens the video; links sit above it. */}
          <button
            type="button"
            onClick={() => onOpen(video)}
            className="open-video text-left after:absolute after:inset-0 after:z-10 focus:outline-none"
          >
            <span
              className={`line-clamp-2 ${video.simple_description?.trim() ? '' : 'text-slate-500 italic'}`}
            >
              {description}
            </span>
          </button>
        </h3>
        {video.video_format && (
          <p className="text-xs font-medium text-indigo-700">
            <span className="sr-only">Format: </span>
            {video.video_format}
          </p>
        )}
        <dl className="grid grid-cols-[4.5rem_1fr] items-start gap-x-2 gap-y-1.5 text-xs">
          <TagRow label="Topics" kind="topics" names={video.topics} />
          <TagRow label="Concepts" kind="concepts" names={video.concepts} />
          <TagRow label="Elements" kind="elements" names={video.elements} />
        </dl>
        <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3 text-xs text-slate-500">
          <span className="flex min-w-0 items-center gap-1.5">
            <span className="font-mono">#{video.id}</span>
            {posted && (
              <>
                <span aria-hidden>·</span>
                <time dateTime={video.post_date ?? undefined}>{posted}</time>
              </>
            )}
          </span>
          <a
            href={video.url}
            target="_blank"
            rel="noreferrer"
            className="relative z-20 inline-flex shrink-0 items-center gap-1 rounded font-medium text-slate-600 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {platform}
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">(original video, opens in a new tab)</span>
          </a>
        </div>
      </div>
    </article>
  );
});

function TagRow({
  label,
  kind,
  names,
}: {
  label: string;
  kind: 'topics' | 'concepts' | 'elements';
  names: string[];
}) {
  if (names.length === 0) return null;
  return (
    <>
      <dt className="pt-0.5 text-slate-500">{label}</dt>
      <dd className="min-w-0">
        <TaxonomyChips kind={kind} names={names} max={CARD_TAGS_MAX} linked={false} />
      </dd>
    </>
  );
}
