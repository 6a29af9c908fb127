import { pageTitle } from './site';
import { splitTagFilter } from './view-rules';

/**
 * The title and description of a view's page (`/views/{slug}`): the server writes them into the head for
 * link previews and search engines, and the web app sets the same ones, so the tab never flickers.
 */
export function viewPageTitle(name: string): string {
  return pageTitle(name);
}

/** The admin's description, or what the view gathers when it has none. */
export function viewPageDescription(view: { description: string | null; tag_filter: string }): string {
  const own = view.description?.trim();
  if (own) return own;
  return `Analysed Instagram Reels and TikTok videos tagged ${splitTagFilter(view.tag_filter).join(', ')}.`;
}

/** The title of the page an unknown view slug gets (with a 404 and noindex). */
export const VIEW_NOT_FOUND_TITLE = pageTitle('View not found');
