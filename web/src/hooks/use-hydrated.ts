import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server draws a page and while the browser hydrates that HTML, true from the render after
 * (and at once in a render the browser starts on its own). What only the browser knows (the reader's time
 * zone, a choice kept in localStorage) waits for it, so the first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
