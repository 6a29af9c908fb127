import type { PublicVideo } from '../../../shared/contracts/video';
import { platformName } from './platform';
import { PlatformMark } from './platform-mark';

export type PlaceholderVideo = Pick<PublicVideo, 'platform' | 'simple_description' | 'simple_outline'>;

// Each platform's card: a background and the colour of the large mark behind the text. The darkest stops
// keep white text at AA contrast wherever it lands (issue 14: white on #be185d is 6.0:1, on #c2410c 5.2:1).
const SKINS: Record<string, { card: string; mark: string; accent: string }> = {
  instagram: {
    card: 'bg-[linear-gradient(155deg,#86198f_0%,#be185d_45%,#c2410c_100%)]',
    mark: 'text-white/20',
    accent: 'bg-gradient-to-r from-amber-300 to-rose-200',
  },
  tiktok: {
    // Colour and gradients apart: a colour inside a background-image list would void the whole declaration.
    card: 'bg-[#0b0b10] bg-[image:radial-gradient(120%_55%_at_100%_0%,rgba(37,244,238,0.34),transparent_60%),radial-gradient(110%_50%_at_0%_100%,rgba(254,44,85,0.42),transparent_62%)]',
    mark: 'opacity-30',
    accent: 'bg-gradient-to-r from-[#25f4ee] to-[#fe2c55]',
  },
};
const DEFAULT_SKIN = {
  card: 'bg-[linear-gradient(155deg,#312e81_0%,#1e293b_100%)]',
  mark: 'text-white/20',
  accent: 'bg-indigo-300',
};

/** The text a placeholder sets: the video's title, else its first outline line, else 'No description'. */
export function placeholderText(video: PlaceholderVideo): string {
  return video.simple_description?.trim() || video.simple_outline[0]?.trim() || 'No description';
}

interface MediaPlaceholderProps {
  video: PlaceholderVideo;
  /** 'compact' for small thumbnails (the hooks view): the mark alone, text would not be legible there. */
  size?: 'full' | 'compact';
  className?: string;
}

/**
 * What shows where a video has no image or its image failed (issue 14, replacing docs/product/browsing.md#missing-thumbnails's): a
 * card in the platform's colours with the video's own title set in type and a platform mark, so a grid of
 * them reads as designed content and never as a loading skeleton (grey pulsing blocks).
 */
export function MediaPlaceholder({ video, size = 'full', className = '' }: MediaPlaceholderProps) {
  const skin = SKINS[video.platform] ?? DEFAULT_SKIN;
  const name = platformName(video.platform);
  if (size === 'compact') {
    return (
      <div
        className={`grid place-items-center overflow-hidden ${skin.card} ${className}`}
        data-thumbnail-placeholder=""
        role="img"
        aria-label={`${name} video without a thumbnail`}
      >
        <PlatformMark platform={video.platform} className="size-7 text-white" />
      </div>
    );
  }
  return (
    <div
      className={`@container relative overflow-hidden text-white ${skin.card} ${className}`}
      data-thumbnail-placeholder=""
    >
      <PlatformMark
        platform={video.platform}
        className={`absolute -right-[10%] -bottom-[4%] max-h-[45%] w-[68%] ${skin.mark} ${video.platform === 'tiktok' ? '' : 'text-white'}`}
      />
      <div className="absolute inset-x-0 top-0 flex flex-col gap-[6cqi] px-[8cqi] pt-[22cqi]">
        <span className={`h-1 w-[22cqi] rounded-full ${skin.accent}`} />
        <p className="line-clamp-4 text-[clamp(0.875rem,9cqi,1.875rem)] leading-[1.15] font-bold tracking-tight text-balance [overflow-wrap:anywhere]">
          {placeholderText(video)}
        </p>
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-white/90 uppercase">
          <PlatformMark platform={video.platform} className="size-4 shrink-0 text-white" />
          {name}
        </p>
      </div>
    </div>
  );
}
