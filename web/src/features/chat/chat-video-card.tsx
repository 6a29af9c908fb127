import { Clapperboard, Eye } from 'lucide-react';
import { useState } from 'react';
import type { FullVideo } from '../../../../shared/contracts/video';
import { formatCount } from '../../../../shared/domain/number-format';

/**
 * A video an answer cites (docs/product/chat.md#answers: a `[videoID:N]` marker becomes a card): thumbnail, title and author,
 * compact enough for a 500 px drawer; a click opens the video modal.
 */
export function ChatVideoCard({ video, onOpen }: { video: FullVideo; onOpen: (video: FullVideo) => void }) {
  // A plain image rather than the list's ThumbnailImage: sharing that module with the browse screen would
  // split it into a chunk of its own on every public page, for a 48 px picture (issue 14 budgets).
  const [broken, setBroken] = useState(false);
  return (
    <button
      type="button"
      onClick={() => onOpen(video)}
      className="group flex w-full items-center gap-3 rounded-xl bg-white p-2 text-left shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <span className="relative aspect-[9/16] w-12 shrink-0 overflow-hidden rounded-lg bg-slate-100">
        {video.thumbnail && !broken ? (
          <img
            src={video.thumbnail}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
            className="size-full object-cover"
          />
        ) : (
          <span className="grid size-full place-items-center bg-gradient-to-br from-slate-200 to-slate-300 text-slate-500">
            <Clapperboard className="size-4" aria-hidden />
          </span>
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="line-clamp-2 text-sm leading-snug font-medium text-slate-900 group-hover:text-indigo-700">
          {/* docs/product/browsing.md#cards-view: the description, or 'No description' (as the list's cards say it). */}
          {video.simple_description?.trim() || 'No description'}
        </span>
        <span className="flex min-w-0 items-center gap-1.5 text-xs text-slate-500">
          <span className="truncate">@{video.author_username ?? 'unknown'}</span>
          {video.views ? (
            <>
              <span aria-hidden>·</span>
              <span className="inline-flex shrink-0 items-center gap-0.5">
                <Eye className="size-3" aria-hidden />
                {formatCount(video.views)}
                <span className="sr-only"> views</span>
              </span>
            </>
          ) : null}
        </span>
      </span>
    </button>
  );
}
