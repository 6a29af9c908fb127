import { VIDEO_SORTS, type VideoSort } from '../../../../../shared/contracts/video-query-constants';

/**
 * The order a browse list is in when the URL names none (issue 17): relevance, which the server reads as
 * best match first while searching and newest first otherwise. So a search typed into a list that was
 * never sorted is ranked, and the plain list still opens newest first.
 */
export const DEFAULT_SORT: VideoSort = 'relevance';

/** The sort a URL asks for; a missing or unknown value means the default, so an old link still opens. */
export function sortFromSearchParams(params: URLSearchParams): VideoSort {
  const value = params.get('sort');
  return VIDEO_SORTS.find((sort) => sort === value) ?? DEFAULT_SORT;
}

/** The order the list is really in: without a search, relevance is the newest first. */
export function shownSort(sort: VideoSort, searching: boolean): VideoSort {
  return sort === 'relevance' && !searching ? 'newest' : sort;
}

/**
 * `current` with the sort set. What the default means stays out of the URL, so shared links stay short:
 * relevance always, and Newest while nothing is searched (then it is what no sort means). While searching,
 * Newest must be written, or the list would go back to best match.
 */
export function withSortInSearchParams(current: URLSearchParams, sort: VideoSort): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('sort');
  const searching = Boolean(current.get('search')?.trim());
  if (shownSort(sort, searching) !== shownSort(DEFAULT_SORT, searching)) next.set('sort', sort);
  return next;
}
