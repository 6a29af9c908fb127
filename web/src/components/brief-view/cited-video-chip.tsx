import { Film } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicVideo } from '../../../../shared/contracts/video';
import { paths } from '../../../../shared/domain/paths';
import { videoTitle } from '../../../../shared/domain/video-title';
import { ThumbnailImage } from '../thumbnail-image';

interface CitedVideoChipProps {
  videoId: number;
  /**
   * The cited video's card fields; null once it has left the library; undefined while not yet known (a
   * video the editor has just added, before the save answers with its card).
   */
  video: PublicVideo | null | undefined;
}

const CHIP =
  'inline-flex max-w-full items-center gap-2 rounded-full bg-slate-100 py-1 pr-3 pl-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200';

/**
 * Issue 34: the video a hook or beat is adapted from, as a small chip — its thumbnail and title, linked to
 * the analysis at /v/{id}. A video that has left the library is named but not linked.
 */
export function CitedVideoChip({ videoId, video }: CitedVideoChipProps) {
  if (video === undefined) {
    return (
      <Link
        to={paths.video(videoId)}
        aria-label={`Cites video ${videoId}`}
        className={`${CHIP} hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600`}
      >
        <span className="grid size-6 shrink-0 place-items-center rounded-full bg-white" aria-hidden>
          <Film className="size-3.5" />
        </span>
        <span className="truncate">Video {videoId}</span>
      </Link>
    );
  }
  if (video === null) {
    return (
      <span className={`${CHIP} text-slate-500`}>
        <span className="grid size-6 shrink-0 place-items-center rounded-full bg-white" aria-hidden>
          <Film className="size-3.5" />
        </span>
        <span className="truncate">Video {videoId} (no longer in the library)</span>
      </span>
    );
  }
  const title = videoTitle(video);
  return (
    <Link
      to={paths.video(video.id)}
      aria-label={`Cites ${title}`}
      className={`${CHIP} hover:bg-indigo-50 hover:text-indigo-800 hover:ring-indigo-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600`}
    >
      <ThumbnailImage
        video={video}
        sizes="24px"
        alt=""
        placeholder="compact"
        className="size-6 shrink-0 overflow-hidden rounded-full"
      />
      <span className="truncate">{title}</span>
    </Link>
  );
}
