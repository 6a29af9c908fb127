import { useEffect, useRef, useState } from 'react';
import type { PublicVideo } from '../../../../../shared/contracts/video';
import { canEmbed, platformName } from '../../../components/platform';
import { PlatformMark } from '../../../components/platform-mark';
import { ThumbnailImage } from '../../../components/thumbnail-image';
import { VideoPlayer } from '../../../components/video-embed/video-player';

// docs/product/limits.md#interface-timings: lazy embeds start 50 px before they scroll into view, once a tenth of them shows.
const EMBED_ROOT_MARGIN = '50px';
const EMBED_THRESHOLD = 0.1;
const THUMBNAIL_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 40vw, 100vw';

/**
 * A saved video's media (docs/product/swipefiles.md#saved-videos-and-notes): the platform's embed for instagram and tiktok urls on their own
 * domain (TikTok with its loading overlay, components/video-embed), else the thumbnail or placeholder
 * with the platform. A page holds up to 50 embeds, so each player mounts only near the viewport.
 */
export function SavedVideoMedia({ video, priority = false }: { video: PublicVideo; priority?: boolean }) {
  if (canEmbed(video.platform, video.url)) return <LazyEmbed video={video} priority={priority} />;
  return <StillMedia video={video} priority={priority} />;
}

function LazyEmbed({ video, priority }: { video: PublicVideo; priority: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    // Without IntersectionObserver (old browsers), every embed mounts at once.
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: EMBED_ROOT_MARGIN, threshold: EMBED_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} data-lazy-embed={near ? 'mounted' : 'waiting'}>
      {near ? (
        <VideoPlayer video={video} variant="page" priority={false} />
      ) : (
        <StillMedia video={video} priority={priority} />
      )}
    </div>
  );
}

/** `priority`: the first screen's first video, whose thumbnail loads at once with high priority. */
function StillMedia({ video, priority }: { video: PublicVideo; priority: boolean }) {
  return (
    <div className="relative mx-auto aspect-[9/16] w-full max-w-[400px] overflow-hidden rounded-2xl bg-slate-900 ring-1 ring-slate-900/10">
      <ThumbnailImage
        video={video}
        sizes={THUMBNAIL_SIZES}
        alt=""
        priority={priority}
        className="absolute inset-0 size-full"
      />
      <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-slate-950/70 px-2.5 py-1 text-xs font-semibold text-white">
        <PlatformMark platform={video.platform} className="size-3.5" />
        {platformName(video.platform)}
      </span>
    </div>
  );
}
