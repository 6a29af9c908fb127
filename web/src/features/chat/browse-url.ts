import { paths } from '../../lib/paths';

/**
 * The browse filters a chat action may set, by their URL names (spec 000 §2: the query parameters topics,
 * format, concept, element, accountType, platform and search prefill the browse screen's filters; the
 * browse screen reads them in features/browse/api/video-filters.ts). The URL is the contract between the two
 * features, so the chat writes it rather than importing the browse screen's code.
 */
export interface UrlFilters {
  topic?: readonly string[];
  format?: string;
  concept?: string;
  element?: string;
  accountType?: string;
  platform?: string;
  search?: string;
}

const SINGLE = ['format', 'concept', 'element', 'accountType', 'platform', 'search'] as const;

// spec 000 §2 "Video browse screen": used for the public page, Home (/videos), the views and the taxonomy pages.
const BROWSE_PATH =
  /^\/(?:videos|public-beta|views\/[^/]+|(?:topics|concepts|elements|formats|account-types)\/[^/]+)\/?$/;

/** True on a page that shows the browse screen, where a filter in the URL changes the list on screen. */
export function isBrowsePath(pathname: string): boolean {
  return BROWSE_PATH.test(pathname);
}

/**
 * Where a filter action leads (spec 000 §4: merge filters and reload): the current browse page with the
 * action's filters merged into its URL (the others and any other parameter kept), or All Videos (Home) with
 * them from a page without the list.
 */
export function browseUrlWith(filters: UrlFilters, pathname: string, search: string): string {
  const onBrowse = isBrowsePath(pathname);
  const params = new URLSearchParams(onBrowse ? search : '');
  if (filters.topic) {
    // `topic` is the singular form list pages send; the browse screen reads both, so one form is kept.
    params.delete('topic');
    if (filters.topic.length > 0) params.set('topics', filters.topic.join(','));
    else params.delete('topics');
  }
  for (const key of SINGLE) {
    const value = filters[key];
    if (value === undefined) continue;
    if (value.trim() === '') params.delete(key);
    else params.set(key, value.trim());
  }
  const query = params.toString();
  return `${onBrowse ? pathname : paths.videos}${query ? `?${query}` : ''}`;
}
