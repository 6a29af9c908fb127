import { useEffect, useRef, useState } from 'react';
import { platformEmoji, platformName } from './platform';

interface ThumbnailImageProps {
  src: string | null;
  platform: string;
  alt: string;
  className?: string;
}

/** A video thumbnail; a missing or broken image is hidden behind the platform emoji placeholder (spec 000 §2). */
export function ThumbnailImage({ src, platform, alt, className = '' }: ThumbnailImageProps) {
  const [broken, setBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image may fail before the page hydrates, when no onError listener exists yet.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, []);
  if (!src || broken) {
    return (
      <div
        className={`grid place-items-center bg-gradient-to-br from-slate-100 to-slate-200 text-4xl ${className}`}
        role="img"
        aria-label={`${platformName(platform)} video without a thumbnail`}
        data-thumbnail-placeholder=""
      >
        <span aria-hidden>{platformEmoji(platform)}</span>
      </div>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={`object-cover ${className}`}
      onError={() => setBroken(true)}
    />
  );
}
