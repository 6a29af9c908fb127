import { useEffect, useRef, useState } from 'react';
import type { PublicVideo } from '../../../shared/contracts/video';
import { MediaPlaceholder, type PlaceholderVideo } from './media-placeholder';

export type ThumbnailVideo = PlaceholderVideo &
  Pick<PublicVideo, 'thumbnail' | 'thumbnail_srcset' | 'thumbnail_width' | 'thumbnail_height'>;

interface ThumbnailImageProps {
  video: ThumbnailVideo;
  /** The width the image is shown at, per breakpoint (the `sizes` attribute), so the browser picks from srcset. */
  sizes: string;
  alt: string;
  className?: string;
  /** For the first screen: loads at once with high priority instead of lazily (the LCP image). */
  priority?: boolean;
  /** Loads at once, at the browser's own priority: on the first screen, but not the LCP candidate. */
  eager?: boolean;
  /** How a missing or failed image is replaced (see MediaPlaceholder). */
  placeholder?: 'full' | 'compact';
}

/** A video thumbnail from its converted sizes; a missing or broken image shows the designed placeholder (issue 14). */
export function ThumbnailImage({
  video,
  sizes,
  alt,
  className = '',
  priority = false,
  eager = false,
  placeholder = 'full',
}: ThumbnailImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image may fail before the page hydrates, when no onError listener exists yet.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(video.thumbnail);
  }, [video.thumbnail]);
  if (!video.thumbnail || failed === video.thumbnail) {
    return <MediaPlaceholder video={video} size={placeholder} className={className} />;
  }
  return (
    <img
      ref={image}
      src={video.thumbnail}
      srcSet={video.thumbnail_srcset ?? undefined}
      sizes={video.thumbnail_srcset ? sizes : undefined}
      width={video.thumbnail_width ?? undefined}
      height={video.thumbnail_height ?? undefined}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
      className={`object-cover ${className}`}
      onError={() => setFailed(video.thumbnail)}
    />
  );
}
