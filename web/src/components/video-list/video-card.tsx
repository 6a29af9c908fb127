import { ExternalLink } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { utcDate } from '../../../../shared/domain/dates';
import { OutlierBadge } from '../outlier-badge';
import { platformName } from '../platform';
import { TaxonomyChips } from '../taxonomy-chips';
import { ThumbnailImage } from '../thumbnail-image';
import { ITEM_CLASS } from './list-layout';
import { type ListVideo, videoDescription } from './list-video';
import { OpenVideoLink } from './open-video-link';
import { HighlightedText } from './search-highlight';
import { type VideoNoteOf, VideoNoteTag } from './video-note';

// docs/product/limits.md: cards show at most 2 topics, 2 concepts and 2 elements plus '+N'.
const CARD_TAGS_MAX = 2;

interface VideoCardProps {
  video: ListVideo;
  onOpen: (video: ListVideo) => void;
  /** The save control (docs/product/browsing.md#cards-view); the public page passes none, so the card shows none. */
  renderSaveControl?: (video: ListVideo) => ReactNode;
  /** Why the video is in the list (the Feed), above its title. */
  noteOf?: VideoNoteOf | undefined;
  /** Load the image at once with high priority (the first screen's first row). */
  priority?: boolean;
  /** Load the image at once (the rest of the first screen). */
  eager?: boolean;
}

// The thumbnail's width beside the card's text: w-28, and w-32 from the sm breakpoint (640 px).
const CARD_SIZES = '(min-width: 640px) 128px, 112px';

/** One video in the cards view (docs/product/browsing.md#cards-view). */
export const VideoCard = memo(function VideoCard({
  video,
  onOpen,
  renderSaveControl,
  noteOf,
  priority = false,
  eager = false,
}: VideoCardProps) {
  const description = videoDescription(video);
  const note = noteOf?.(video) ?? null;
  const posted = utcDate(video.post_date);
  const platform = platformName(video.platform);
  return (
    <article
      className={`group relative flex h-full gap-4 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md has-[.open-video:focus-visible]:ring-2 has-[.open-video:focus-visible]:ring-indigo-600 sm:p-4 ${ITEM_CLASS.cards}`}
    >
      {/* The videos are 9:16: the thumbnail keeps that shape beside the text, so no on-screen text is cropped. */}
      <div className="relative aspect-[9/16] w-28 shrink-0 self-start overflow-hidden rounded-lg bg-slate-100 sm:w-32">
        <ThumbnailImage
          video={video}
          sizes={CARD_SIZES}
          priority={priority}
          eager={eager}
          alt=""
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <div className="pointer-events-none absolute inset-x-0 top-0 h-12 bg-gradient-to-b from-slate-950/50 to-transparent" />
        <span className="absolute top-2 left-2 rounded-full bg-slate-950/75 px-2 py-0.5 text-xs font-medium text-white">
          {platform}
        </span>
      </div>
      {renderSaveControl && <div className="absolute top-2 right-2 z-20">{renderSaveControl(video)}</div>}
      <div className={`flex min-w-0 flex-1 flex-col gap-2.5 ${renderSaveControl ? 'pr-10' : ''}`}>
        {note && <VideoNoteTag note={note} className="self-start" />}
        <h3 className="text-[15px] leading-snug font-semibold text-slate-900">
          {/* The title's button covers the whole card, so a click anywhere opens the video; links sit above it. */}
          <OpenVideoLink
            video={video}
            onOpen={onOpen}
            className="open-video block text-left after:absolute after:inset-0 after:z-10 focus:outline-none"
          >
            {video.simple_description?.trim() ? (
              <span className="line-clamp-2">
                <HighlightedText text={description} />
              </span>
            ) : (
              <span className="line-clamp-2 text-slate-500 italic">{description}</span>
            )}
          </OpenVideoLink>
        </h3>
        {video.video_format && (
          <p className="text-xs font-medium text-indigo-700">
            <span className="sr-only">Format: </span>
            {video.video_format}
          </p>
        )}
        <OutlierBadge video={video} className="self-start" />
        <dl className="flex flex-col gap-1.5 text-xs">
          <TagRow label="Topics" kind="topics" names={video.topics} />
          <TagRow label="Concepts" kind="concepts" names={video.concepts} />
          <TagRow label="Elements" kind="elements" names={video.elements} />
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-t border-slate-100 pt-2.5 text-xs text-slate-500">
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
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0">
        <TaxonomyChips kind={kind} names={names} max={CARD_TAGS_MAX} linked={false} />
      </dd>
    </>
  );
}
