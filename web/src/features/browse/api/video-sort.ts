import { VIDEO_SORTS, type VideoSort } from '../../../../../shared/contracts/video-query';

/** The order a browse list is in when the URL names none: Newest (or, with a search, relevance). */
export const DEFAULT_SORT: VideoSort = 'newest';

/** The sort a URL asks for; a missing or unknown value means the default, so an old link still opens. */
export function sortFromSearchParams(params: URLSearchParams): VideoSort {
  const value = params.get('sort');
  return VIDEO_SORTS.find((sort) => sort === value) ?? DEFAULT_SORT;
}

/** `current` with the sort set; the default stays out of the URL, so shared links stay short. */
export function withSortInSearchParams(current: URLSearchParams, sort: VideoSort): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('sort');
  if (sort !== DEFAULT_SORT) next.set('sort', sort);
  return next;
}
