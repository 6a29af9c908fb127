import { ExternalLink, LoaderCircle, Play, VideoOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { PublicVideo } from '../../../../shared/contracts/video';
import { canEmbed, platformName } from '../platform';
import { PlatformMark } from '../platform-mark';
import { ThumbnailImage, type ThumbnailVideo } from '../thumbnail-image';
import { buildEmbedMarkup, EMBED_REFRESH_DELAY_MS, type EmbedPlatform, refreshEmbeds } from './embed-scripts';
import { useEmbedState } from './use-embed-state';

type PlayerVideo = Pick<PublicVideo, 'id' | 'url'> & ThumbnailVideo;

// The poster's width: the player frame (max 400 px), or the page's width on a phone.
const POSTER_SIZES = '(min-width: 448px) 400px, 100vw';

interface VideoPlayerProps {
  video: PlayerVideo;
  /** The modal and the detail page word the unavailable player differently (docs/product/video-detail.md#embedded-player). */
  variant: 'modal' | 'page';
  /**
   * The poster is the screen's main image (the modal, /v/{id}) and loads first; a list of players (a
   * swipefile's videos) passes false, so its posters load lazily.
   */
  priority?: boolean;
}

const FRAME = 'relative mx-auto w-full max-w-[400px]';
const POSTER =
  'relative aspect-[9/16] w-full overflow-hidden rounded-2xl bg-slate-900 shadow-sm ring-1 ring-slate-900/10';

/**
 * The video's player. docs/product/video-detail.md#embedded-player: embedded only for instagram or tiktok, and only when the url is on
 * that platform's domain; otherwise a placeholder pointing to the original. On the detail page, other
 * platforms get a card with the platform's name.
 */
export function VideoPlayer({ video, variant, priority = true }: VideoPlayerProps) {
  if (canEmbed(video.platform, video.url)) {
    return (
      <EmbeddedPlayer
        key={video.id}
        video={video}
        platform={video.platform as EmbedPlatform}
        priority={priority}
      />
    );
  }
  const embeddable = video.platform === 'instagram' || video.platform === 'tiktok';
  if (variant === 'page' && !embeddable) return <PlatformCard video={video} />;
  return <PlayerUnavailable video={video} variant={variant} priority={priority} />;
}

function EmbeddedPlayer({
  video,
  platform,
  priority,
}: {
  video: PlayerVideo;
  platform: EmbedPlatform;
  priority: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  // docs/product/video-detail.md#embedded-player: only TikTok shows a loading placeholder while its player arrives.
  const { loading, embedded } = useEmbedState(container, `${video.id}:${video.url}`, platform === 'tiktok');

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    element.replaceChildren(buildEmbedMarkup(platform, video.url));
    // docs/product/video-detail.md#embedded-player: the embed is refreshed 100 ms after open.
    const refresh = setTimeout(() => refreshEmbeds(platform), EMBED_REFRESH_DELAY_MS);
    return () => {
      clearTimeout(refresh);
      element.replaceChildren();
    };
  }, [platform, video.url]);

  const name = platformName(platform);
  return (
    <div className={FRAME} data-player-state={embedded ? 'embedded' : loading ? 'loading' : 'poster'}>
      {/* The platform's script fills this box; until its player is there it stays invisible and inert. */}
      <div
        ref={container}
        inert={!embedded}
        aria-hidden={!embedded}
        className={
          embedded ? 'flex justify-center' : 'pointer-events-none absolute inset-0 overflow-hidden opacity-0'
        }
      />
      {!embedded && (
        <div className={POSTER}>
          <ThumbnailImage
            video={video}
            sizes={POSTER_SIZES}
            priority={priority}
            alt=""
            className="absolute inset-0 size-full"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-slate-950/90 via-slate-950/40 to-slate-950/10" />
          <div className="absolute inset-0 flex flex-col items-center justify-end gap-3 p-6 text-center text-white">
            {loading ? (
              <div role="status" className="flex flex-col items-center gap-3">
                <LoaderCircle className="size-8 animate-spin text-white/90" aria-hidden />
                <span className="text-sm font-medium">Loading {name} player…</span>
              </div>
            ) : (
              <a
                href={video.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <Play className="size-4 fill-current" aria-hidden />
                Watch on {name}
              </a>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function PlayerUnavailable({ video, variant, priority }: VideoPlayerProps) {
  const name = platformName(video.platform);
  // docs/product/video-detail.md#embedded-player: the modal points to 'View Original Media', the detail page to 'View on {platform}'.
  const action = variant === 'modal' ? 'View Original Media' : `View on ${name}`;
  return (
    <div className={FRAME} data-player-state="unavailable">
      <div className={POSTER}>
        <ThumbnailImage
          video={video}
          sizes={POSTER_SIZES}
          priority={priority}
          alt=""
          className="absolute inset-0 size-full opacity-40"
        />
        <div className="absolute inset-0 bg-slate-950/70" />
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-white">
          <span className="grid size-12 place-items-center rounded-full bg-white/10 ring-1 ring-white/20">
            <VideoOff className="size-6" aria-hidden />
          </span>
          <p className="text-base font-semibold">This video can't be played here</p>
          <p className="text-sm leading-6 text-white/80">
            {variant === 'modal'
              ? "Click 'View Original Media' to watch it at its source."
              : `Click View on ${name} to watch it there.`}
          </p>
          <a
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {action}
            <ExternalLink className="size-4" aria-hidden />
          </a>
        </div>
      </div>
    </div>
  );
}

function PlatformCard({ video }: { video: PlayerVideo }) {
  const name = platformName(video.platform);
  return (
    <div className={FRAME} data-player-state="platform-card">
      <div className="flex aspect-[9/16] w-full flex-col items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-gradient-to-br from-slate-50 to-slate-100 p-6 text-center shadow-sm">
        <PlatformMark platform={video.platform} className="size-12 text-slate-900" />
        <p className="text-lg font-semibold text-slate-900">{name}</p>
        <p className="text-sm leading-6 text-slate-600">This video plays on its own platform.</p>
        <a
          href={video.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Open original
          <ExternalLink className="size-4" aria-hidden />
        </a>
      </div>
    </div>
  );
}
