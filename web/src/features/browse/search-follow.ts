import {
  type FollowTarget,
  normalizeSearchFilters,
  normalizeSearchText,
  searchFollowLabel,
} from '../../../../shared/domain/follow-targets';
import type { BrowseFilters } from './api/video-filters';

/**
 * The saved search a browse screen offers to follow (docs/product/feed.md#follows): its words with the
 * filters the list runs with — a taxonomy page's own entry and a view's slug included — or null without
 * words to search for.
 */
export function searchFollow(
  filters: BrowseFilters,
  view: string | undefined,
): { target: FollowTarget; name: string } | null {
  const { search, ...rest } = filters;
  const text = normalizeSearchText(search);
  if (!text) return null;
  return {
    target: { kind: 'search', value: text, filters: normalizeSearchFilters({ ...rest, view }) },
    name: searchFollowLabel(text),
  };
}
