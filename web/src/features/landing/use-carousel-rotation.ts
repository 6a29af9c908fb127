import { useCallback, useEffect, useState } from 'react';

/** docs/product/limits.md: the carousel advances every 4 s. */
export const CAROUSEL_INTERVAL_MS = 4_000;

interface Rotation {
  index: number;
  /** Changes on every advance and every jump: a new value means the 4 s timer started again. */
  cycle: number;
  /** Shows slide `index` and restarts the timer (docs/product/navigation-and-global.md#inspiration-carousel: dots jump to one and restart the timer). */
  goTo: (index: number) => void;
}

/** Steps through `count` slides every `intervalMs` while not paused; wraps from the last to the first. */
export function useCarouselRotation(
  count: number,
  paused: boolean,
  intervalMs = CAROUSEL_INTERVAL_MS,
): Rotation {
  const [index, setIndex] = useState(0);
  const [cycle, setCycle] = useState(0);

  // One timeout per shown slide: every advance, jump or resume starts a full interval again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `cycle` is listed so a jump restarts the timer
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => {
      setIndex((current) => (current + 1) % count);
      setCycle((current) => current + 1);
    }, intervalMs);
    return () => window.clearTimeout(timer);
  }, [cycle, paused, count, intervalMs]);

  const goTo = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
      setCycle((current) => current + 1);
    },
    [count],
  );

  return { index, cycle, goTo };
}
