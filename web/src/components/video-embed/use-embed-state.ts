import { type RefObject, useEffect, useState } from 'react';
import { EMBED_POLL_INTERVAL_MS, EMBED_WAIT_CAP_MS } from './embed-scripts';

interface EmbedState {
  /** The TikTok loading placeholder is up (docs/product/video-detail.md#embedded-player). */
  loading: boolean;
  /** The platform's player frame is in the container. */
  embedded: boolean;
}

/**
 * Watches a player container for the platform's frame. docs/product/video-detail.md#embedded-player: loading is true on open and on a
 * video change, and ends when the frame appears (polled every 200 ms) or after 4 s. Polling goes on
 * after the cap, so a player that arrives late still replaces the poster.
 */
export function useEmbedState(
  container: RefObject<HTMLElement | null>,
  videoKey: string,
  showLoading: boolean,
): EmbedState {
  // Keyed by video, so a new video starts loading in the very first render, with no stale frame.
  const [embeddedKey, setEmbeddedKey] = useState<string | null>(null);
  const [cappedKey, setCappedKey] = useState<string | null>(null);

  useEffect(() => {
    const poll = setInterval(() => {
      if (container.current?.querySelector('iframe')) {
        setEmbeddedKey(videoKey);
        clearInterval(poll);
      }
    }, EMBED_POLL_INTERVAL_MS);
    const cap = setTimeout(() => setCappedKey(videoKey), EMBED_WAIT_CAP_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(cap);
    };
  }, [container, videoKey]);

  const embedded = embeddedKey === videoKey;
  return { embedded, loading: showLoading && !embedded && cappedKey !== videoKey };
}
