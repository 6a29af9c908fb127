import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/** The swipefile detail's two layouts (issue 31): a dense grid by default, the full players on request. */
export const DETAIL_VIEWS = ['grid', 'players'] as const;
export type DetailView = (typeof DETAIL_VIEWS)[number];
export const DEFAULT_DETAIL_VIEW: DetailView = 'grid';

/**
 * The cookie holding the layout the user last chose, for every swipefile. A cookie rather than
 * localStorage: the server reads it too, so it draws /swipefiles/{id} in the chosen layout and the page
 * never swaps one layout for the other as it wakes up (a layout shift over the whole list). Its path keeps
 * it off every other request.
 */
export const DETAIL_VIEW_COOKIE = 'hookshelf_swipefile_view';
const COOKIE_PATH = '/swipefiles';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The layout the server render draws: the one its request's cookie named (web/src/app/server-entry.tsx
 * provides it). Absent in the browser, which reads the same cookie from the document.
 */
export const RequestedDetailView = createContext<DetailView | null>(null);

const listeners = new Set<() => void>();
/** The choice of this page load, for when cookies are blocked. */
let chosenHere: DetailView | null = null;

const isView = (value: string | undefined): value is DetailView =>
  (DETAIL_VIEWS as readonly (string | undefined)[]).includes(value);

/** The layout a Cookie header (a request's, or `document.cookie`) names, else the default. */
export function detailViewFromCookies(cookies: string | undefined): DetailView {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DETAIL_VIEW_COOKIE && isView(value)) return value;
  }
  return DEFAULT_DETAIL_VIEW;
}

const fromDocument = () =>
  typeof document === 'undefined' ? DEFAULT_DETAIL_VIEW : detailViewFromCookies(document.cookie);
const read = () => chosenHere ?? fromDocument();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The remembered layout. The server draws the layout its request's cookie named, the browser hydrates with
 * the same cookie's, so the first client render matches the HTML and no layout is drawn and then swapped.
 */
export function useDetailView(): [DetailView, (view: DetailView) => void] {
  const requested = useContext(RequestedDetailView);
  const view = useSyncExternalStore(subscribe, read, () => requested ?? fromDocument());
  const choose = useCallback((next: DetailView) => {
    chosenHere = next;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the server reads it too.
    document.cookie = `${DETAIL_VIEW_COOKIE}=${next}; Path=${COOKIE_PATH}; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
    for (const listener of listeners) listener();
  }, []);
  return [view, choose];
}
