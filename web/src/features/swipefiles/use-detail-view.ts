import { useCallback, useSyncExternalStore } from 'react';

/** The swipefile detail's two layouts (issue 31): a dense grid by default, the full players on request. */
export const DETAIL_VIEWS = ['grid', 'players'] as const;
export type DetailView = (typeof DETAIL_VIEWS)[number];
export const DEFAULT_DETAIL_VIEW: DetailView = 'grid';

/** localStorage key holding the layout the user last chose, for every swipefile. */
export const DETAIL_VIEW_KEY = 'hookshelf.swipefileView';

const listeners = new Set<() => void>();
/** The choice of this page load, for when storage is blocked or full. */
let chosenHere: DetailView | null = null;

const isView = (value: string | null): value is DetailView =>
  (DETAIL_VIEWS as readonly (string | null)[]).includes(value);

function read(): DetailView {
  try {
    const stored = window.localStorage.getItem(DETAIL_VIEW_KEY);
    return isView(stored) ? stored : DEFAULT_DETAIL_VIEW;
  } catch {
    // Storage blocked or disabled: this page load's choice, else the default.
    return chosenHere ?? DEFAULT_DETAIL_VIEW;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The remembered layout. Read through useSyncExternalStore, so the first client render already has the
 * stored choice (no grid drawn and then swapped for players), while a server render would use the default.
 */
export function useDetailView(): [DetailView, (view: DetailView) => void] {
  const view = useSyncExternalStore(subscribe, read, () => DEFAULT_DETAIL_VIEW);
  const choose = useCallback((next: DetailView) => {
    try {
      window.localStorage.setItem(DETAIL_VIEW_KEY, next);
    } catch {
      // Not remembered past this page load.
      chosenHere = next;
    }
    for (const listener of listeners) listener();
  }, []);
  return [view, choose];
}
