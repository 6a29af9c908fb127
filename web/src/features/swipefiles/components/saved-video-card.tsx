import { ExternalLink, FileSearch, Trash2, VideoOff } from 'lucide-react';
import type { SavedVideo } from '../../../../../shared/contracts/swipefiles';
import { platformName } from '../../../components/platform';
import { LocalDate } from '../../../lib/local-date';
import { NotesField } from './notes-field';
import { SavedVideoCommentsButton } from './saved-video-comments';
import { SavedVideoMedia } from './saved-video-media';
import { savedVideoTitle } from './saved-video-title';

interface SavedVideoCardProps {
  saved: SavedVideo;
  canEdit: boolean;
  /** Opens the video detail modal; absent when the route has no detail slot. */
  onOpenAnalysis?: (saved: SavedVideo) => void;
  onRemove: (saved: SavedVideo) => void;
  /** The first video on the screen: its thumbnail loads at once with high priority, the others lazily. */
  priority?: boolean;
  /** Its thread in a swipefile people comment on: open comments (null while loading) and the opener. */
  comments?: { count: number | null; onOpen: () => void };
}

const LINK_BUTTON =
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** docs/product/swipefiles.md#saved-videos-and-notes: one saved video — media, title, Open Analysis, View on {platform}, Saved {date}, notes, remove. */
export function SavedVideoCard({
  saved,
  canEdit,
  onOpenAnalysis,
  onRemove,
  priority = false,
  comments,
}: SavedVideoCardProps) {
  const video = saved.video_analysis;
  const title = savedVideoTitle(saved);
  return (
    <article className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      {video ? (
        <SavedVideoMedia video={video} priority={priority} />
      ) : (
        <div className="flex aspect-[9/16] w-full max-w-[400px] flex-col items-center justify-center gap-2 self-center rounded-2xl bg-slate-100 p-6 text-center text-slate-600">
          <VideoOff className="size-6" aria-hidden />
          <p className="text-sm">This video is no longer in the library.</p>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold leading-6 text-slate-900">{title}</h2>
        <p className="text-xs text-slate-500">
          Saved <LocalDate value={saved.saved_at} />
        </p>
      </div>
      {comments && (
        <SavedVideoCommentsButton
          title={title}
          count={comments.count}
          onOpen={comments.onOpen}
          className={`${LINK_BUTTON} -mx-3 self-start text-slate-700 hover:bg-slate-100`}
        />
      )}
      {video && (
        <div className="-mx-3 flex flex-wrap gap-1">
          {onOpenAnalysis && (
            <button
              type="button"
              onClick={() => onOpenAnalysis(saved)}
              className={`${LINK_BUTTON} text-indigo-700 hover:bg-indigo-50`}
            >
              <FileSearch className="size-4" aria-hidden />
              Open Analysis
            </button>
          )}
          <a
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`${LINK_BUTTON} text-slate-700 hover:bg-slate-100`}
          >
            View on {platformName(video.platform)}
            <ExternalLink className="size-4" aria-hidden />
          </a>
        </div>
      )}
      <NotesField
        savedVideoId={saved.id}
        swipefileId={saved.swipefile_id}
        notes={saved.user_notes}
        canEdit={canEdit}
      />
      {canEdit && (
        <button
          type="button"
          onClick={() => onRemove(saved)}
          aria-label={`Remove ${title} from this swipefile`}
          className={`${LINK_BUTTON} -mx-3 self-start text-rose-700 hover:bg-rose-50`}
        >
          <Trash2 className="size-4" aria-hidden />
          Remove
        </button>
      )}
    </article>
  );
}
