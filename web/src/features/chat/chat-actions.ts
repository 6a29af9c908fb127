import type { ChatAction } from '../../../../shared/contracts/chat';
import { browseUrlWithOnly } from './browse-url';
import { ringVideo, setHighlightedVideos } from './video-highlights';

/** What applying an action may touch: where the user is, how to go elsewhere, and the chat's video modal. */
export interface ActionTarget {
  pathname: string;
  search: string;
  navigate: (to: string) => void;
  openVideo: (videoId: number) => void;
}

type ChatFilters = Extract<ChatAction, { type: 'filter' }>['data']['filters'];
type TaxonomyData = Extract<ChatAction, { type: 'taxonomy' }>['data'];

/** The browse filter each taxonomy of a `taxonomy` action sets (its `kind` names the list query's key). */
const TAXONOMY_FILTER: Record<NonNullable<TaxonomyData['kind']>, keyof ChatFilters> = {
  format: 'format',
  concept: 'concept',
  element: 'element',
  topic: 'topic',
  accountType: 'accountType',
};

/**
 * The actions an answer applies as it arrives: they mark cited videos where they are and move nothing.
 * Every other action changes the page (its address, filters, scroll or a modal), so it waits for the
 * user's click on its button (issue 31: the bot offers, the user decides).
 */
export const APPLIED_ON_ARRIVAL: ReadonlySet<string> = new Set(['highlight', 'compare']);

/**
 * docs/product/chat.md#actions: highlight (set highlighted videos); filter (show exactly its filters, issue
 * 31: the ones on screen are replaced, not merged with); compare (highlight); scroll (scroll smoothly to
 * the video card and ring it for 3 s); details (open the modal); search (search for the query alone);
 * taxonomy (go to its url, or filter by that entry alone). Unknown types are ignored with a warning.
 * Returns whether the action did something.
 */
export function applyChatAction(action: { type: string; data?: unknown }, target: ActionTarget): boolean {
  const known = action as ChatAction;
  switch (known.type) {
    case 'highlight':
    case 'compare':
      setHighlightedVideos(known.data.videoIds);
      return true;
    case 'filter':
      return setFilters(known.data.filters, target);
    case 'search':
      return setFilters({ search: known.data.query }, target);
    case 'scroll':
      return scrollToVideo(known.data.videoId);
    case 'details':
      target.openVideo(known.data.videoId);
      return true;
    case 'taxonomy': {
      const { url, kind, name } = known.data;
      // Only a path of this site: '//host' would leave it.
      if (url?.startsWith('/') && !url.startsWith('//')) {
        target.navigate(url);
        return true;
      }
      if (kind && name) {
        const key = TAXONOMY_FILTER[kind];
        return setFilters(key === 'topic' ? { topic: [name] } : { [key]: name }, target);
      }
      console.warn('Chat action taxonomy has neither a url nor a kind and name; ignored', action);
      return false;
    }
    default:
      console.warn(`Unknown chat action type '${action.type}'; ignored`, action);
      return false;
  }
}

/** Shows the list with exactly these filters: the browse screen reads them from the URL. */
function setFilters(filters: ChatFilters, target: ActionTarget): boolean {
  target.navigate(browseUrlWithOnly(filters, target.pathname, target.search));
  return true;
}

/** How long a scroll waits for its card: a list the user just filtered may still be loading. */
const SCROLL_WAIT_MS = 2_000;
const SCROLL_POLL_MS = 100;

/**
 * Scrolls the video's card into view and rings it for 3 s. A card not on the page yet (the list the same
 * user just filtered is loading) is waited for a moment; one that never shows is left alone — opening the
 * modal instead would cover the answer being read (the answer's card opens it on a click).
 */
function scrollToVideo(videoId: number): boolean {
  const started = Date.now();
  const attempt = () => {
    const card = document.querySelector(`main [data-video-id="${videoId}"]`);
    if (!card) {
      if (Date.now() - started < SCROLL_WAIT_MS) window.setTimeout(attempt, SCROLL_POLL_MS);
      return;
    }
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    card.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
    ringVideo(videoId);
  };
  attempt();
  return true;
}
