import { ExternalLink, FileSearch, Play, Trash2, VideoOff } from 'lucide-react';
import type { SavedVideo } from '../../../../../shared/contracts/swipefiles';
import type { PublicVideo } from '../../../../../shared/contracts/video';
import { platformName } from '../../../components/platform';
import { ThumbnailImage } from '../../../components/thumbnail-image';
import { LocalDate } from '../../../lib/local-date';
import { NotesField } from './notes-field';
import { SavedVideoCommentsButton } from './saved-video-comments';
import { savedVideoTitle } from './saved-video-title';

interface SavedVideoTileProps {
  saved: SavedVideo;
  canEdit: boolean;
  onPlay: (video: PublicVideo, title: string) => void;
  /** Opens the video detail modal; absent when the route has no detail slot. */
  onOpenAnalysis?: (saved: SavedVideo) => void;
  onRemove: (saved: SavedVideo) => void;
  /** The first video on the screen: its thumbnail loads at once with high priority, the others lazily. */
  priority?: boolean;
  /** Its thread in a swipefile people comment on: open comments (null while loading) and the opener. */
  comments?: { count: number | null; onOpen: () => void };
}

// The thumbnail is 96 px wide on a phone, 112 px from sm on.
const THUMBNAIL_SIZES = '(min-width: 640px) 112px, 96px';
const ICON_ACTION =
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * One saved video in the dense grid (issue 31): the thumbnail (a button that plays it), the title, the
 * saved date and the notes side by side, so a phone shows titles and notes on the first screen. The
 * thumbnail's box has a fixed width and a 9:16 ratio, so nothing moves as images arrive.
 */
export function SavedVideoTile({
  saved,
  canEdit,
  onPlay,
  onOpenAnalysis,
  onRemove,
  priority = false,
  comments,
}: SavedVideoTileProps) {
  const video = saved.video_analysis;
  const title = savedVideoTitle(saved);
  const media = 'relative aspect-[9/16] w-24 shrink-0 self-start overflow-hidden rounded-lg sm:w-28';
  return (
    <article className="flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:gap-4">
      {video ? (
        <button
          type="button"
          onClick={() => onPlay(video, title)}
          aria-label={`Play ${title}`}
          className={`${media} group bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600`}
        >
          <ThumbnailImage
            video={video}
            sizes={THUMBNAIL_SIZES}
            alt=""
            placeholder="compact"
            priority={priority}
            className="absolute inset-0 size-full"
          />
          <span className="absolute inset-0 grid place-items-center bg-slate-950/10 transition-colors group-hover:bg-slate-950/30">
            <span className="grid size-10 place-items-center rounded-full bg-white/90 text-slate-900 shadow">
              <Play className="ml-0.5 size-5 fill-current" aria-hidden />
            </span>
          </span>
        </button>
      ) : (
        <div className={`${media} grid place-items-center bg-slate-100 p-2 text-center text-slate-500`}>
          <VideoOff className="size-5" aria-hidden />
          <span className="sr-only">This video is no longer in the library.</span>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <h2 className="line-clamp-2 text-sm leading-5 font-semibold text-slate-900">{title}</h2>
          <p className="mt-0.5 text-xs text-slate-500">
            <span>
              Saved <LocalDate value={saved.saved_at} />
            </span>
            {video && <span> · {platformName(video.platform)}</span>}
          </p>
        </div>
        <NotesField
          savedVideoId={saved.id}
          swipefileId={saved.swipefile_id}
          notes={saved.user_notes}
          canEdit={canEdit}
          rows={2}
        />
        <div className="-mx-2 mt-auto flex flex-wrap items-center gap-0.5">
          {video && onOpenAnalysis && (
            <button
              type="button"
              onClick={() => onOpenAnalysis(saved)}
              className={`${ICON_ACTION} text-indigo-700 hover:bg-indigo-50`}
            >
              <FileSearch className="size-4" aria-hidden />
              Open Analysis
            </button>
          )}
          {comments && (
            <SavedVideoCommentsButton
              title={title}
              count={comments.count}
              onOpen={comments.onOpen}
              className={`${ICON_ACTION} text-slate-700 hover:bg-slate-100`}
            />
          )}
          {video && (
            <a
              href={video.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`View on ${platformName(video.platform)}`}
              title={`View on ${platformName(video.platform)}`}
              className={`${ICON_ACTION} text-slate-600 hover:bg-slate-100`}
            >
              <ExternalLink className="size-4" aria-hidden />
            </a>
          )}
          {canEdit && (
            <button
              type="button"
              onClick={() => onRemove(saved)}
              aria-label={`Remove ${title} from this swipefile`}
              title="Remove from this swipefile"
              className={`${ICON_ACTION} text-rose-700 hover:bg-rose-50`}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
