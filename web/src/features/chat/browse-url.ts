import { paths } from '../../../../shared/domain/paths';

/**
 * The browse filters a chat action may set, by their URL names (docs/product/routes.md#query-parameters-of-the-browse-screen: the query parameters topics,
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

// docs/product/browsing.md#browse-screens: used for the public page, Home (/videos), the views and the taxonomy pages.
const BROWSE_PATH =
  /^\/(?:videos|public-beta|views\/[^/]+|(?:topics|concepts|elements|formats|account-types)\/[^/]+)\/?$/;

/** True on a page that shows the browse screen, where a filter in the URL changes the list on screen. */
export function isBrowsePath(pathname: string): boolean {
  return BROWSE_PATH.test(pathname);
}

// The pages whose list has no filter of its own: a taxonomy page or a view adds its entry to whatever the
// URL says, so an action leaving one for Home (All Videos) shows exactly what it names.
const UNFILTERED_LIST = /^\/(?:videos|public-beta)\/?$/;
/** Every URL parameter the browse screen reads as a filter (`topic`: the singular form list pages send). */
const FILTER_KEYS = ['topics', 'topic', ...SINGLE] as const;

/**
 * Where a filter or search action leads (issue 31): a list with exactly the action's filters — the ones
 * on screen, from the user or an earlier answer, are replaced, not merged with. The current list keeps
 * its other parameters (the sort); from any other page, All Videos (Home).
 */
export function browseUrlWithOnly(filters: UrlFilters, pathname: string, search: string): string {
  const stay = UNFILTERED_LIST.test(pathname);
  const params = new URLSearchParams(stay ? search : '');
  for (const key of FILTER_KEYS) params.delete(key);
  const topics = (filters.topic ?? []).map((t) => t.trim()).filter(Boolean);
  if (topics.length > 0) params.set('topics', topics.join(','));
  for (const key of SINGLE) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return `${stay ? pathname : paths.videos}${query ? `?${query}` : ''}`;
}
