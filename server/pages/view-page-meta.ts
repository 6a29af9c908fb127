import type { View } from '../../shared/contracts/views';
import { SITE_NAME } from '../../shared/domain/site';
import { metaDescription } from '../../shared/domain/video-title';
import { VIEW_NOT_FOUND_TITLE, viewPageDescription, viewPageTitle } from '../../shared/domain/view-page-meta';
import { escapeHtml } from '../http/escape-html';
import { metaName, metaProperty } from './page-meta';

const NOT_FOUND_DESCRIPTION = 'No view has this address. It may have been renamed or removed.';

/**
 * The head of a view's page (`/views/{slug}`): its title, description, canonical address and link-preview
 * tags, for every reader alike (a view is public). An unknown slug gets a not-found title and noindex.
 */
export function viewHeadTags(view: View | null, pageUrl: string): string[] {
  if (!view) {
    return [
      `<title>${escapeHtml(VIEW_NOT_FOUND_TITLE)}</title>`,
      metaName('description', NOT_FOUND_DESCRIPTION),
      metaName('robots', 'noindex'),
    ];
  }
  const description = metaDescription(viewPageDescription(view));
  return [
    `<title>${escapeHtml(viewPageTitle(view.name))}</title>`,
    metaName('description', description),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:title', view.name),
    metaProperty('og:description', description),
    metaProperty('og:type', 'website'),
    metaProperty('og:url', pageUrl),
    metaName('twitter:card', 'summary'),
    metaName('twitter:title', view.name),
    metaName('twitter:description', description),
  ];
}
