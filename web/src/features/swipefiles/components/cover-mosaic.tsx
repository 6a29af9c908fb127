import { Video } from 'lucide-react';
import { SWIPEFILE_LIMITS } from '../../../../../shared/contracts/swipefile-limits';
import type { SwipefileCover } from '../../../../../shared/contracts/swipefiles';

// A tile is a quarter of the card: ~100 px in the 3-column desktop grid, a quarter of the screen on a phone.
const TILE_SIZES = '(min-width: 1024px) 100px, (min-width: 640px) 12vw, 25vw';

/**
 * A swipefile card's cover (issue 31): its newest saved videos' thumbnails side by side, four 9:16 tiles in
 * a box of fixed proportions, so the card keeps its height while the images load (no layout shift). Empty
 * places stay as quiet tiles; a swipefile without any image shows a video icon instead. `priority`: the
 * first screen's first card, whose first tile loads at once with high priority (the page's LCP image on a
 * phone, which the server render preloads); every other tile loads lazily.
 */
export function CoverMosaic({ covers, priority = false }: { covers: SwipefileCover[]; priority?: boolean }) {
  if (covers.length === 0) {
    return (
      <div className="grid aspect-[9/4] w-full place-items-center bg-slate-100 text-slate-400" aria-hidden>
        <Video className="size-8" />
      </div>
    );
  }
  const tiles = Array.from({ length: SWIPEFILE_LIMITS.coversMax }, (_, i) => covers[i] ?? null);
  return (
    <div className="grid aspect-[9/4] w-full grid-cols-4 gap-0.5 bg-white" aria-hidden data-cover-mosaic>
      {tiles.map((cover, i) =>
        cover ? (
          <img
            key={cover.video_id}
            src={cover.thumbnail}
            srcSet={cover.thumbnail_srcset ?? undefined}
            sizes={cover.thumbnail_srcset ? TILE_SIZES : undefined}
            width={cover.thumbnail_width ?? undefined}
            height={cover.thumbnail_height ?? undefined}
            alt=""
            loading={priority && i === 0 ? 'eager' : 'lazy'}
            fetchPriority={priority && i === 0 ? 'high' : 'auto'}
            decoding={priority && i === 0 ? 'auto' : 'async'}
            className="size-full bg-slate-200 object-cover"
          />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the empty places are fixed positions
          <div key={`empty-${i}`} className="bg-slate-100" />
        ),
      )}
    </div>
  );
}
