/** The two tabs of /swipefiles: the user's own swipefiles, and those shared with them. */
export type SwipefilesTab = 'mine' | 'shared';

/**
 * The open tab, from the URL (`?tab=shared`), so Back from a swipefile returns to the tab it was opened
 * from; the server render reads it the same way to answer that tab's list (web/src/app/page-queries.ts).
 */
export function swipefilesTab(search: URLSearchParams): SwipefilesTab {
  return search.get('tab') === 'shared' ? 'shared' : 'mine';
}
