import type { SharedSwipefilePage } from '../../shared/contracts/swipefiles';
import { LINK_INACTIVE_TITLE } from '../../shared/domain/link-inactive';
import { countOf } from '../../shared/domain/plural';
import { pageTitle, SITE_NAME } from '../../shared/domain/site';
import { metaDescription } from '../../shared/domain/video-title';
import { escapeHtml } from '../http/escape-html';

/** The title and description of a dead link's page (the web app's LinkInactive says the same). */
export const LINK_INACTIVE_PAGE_TITLE = pageTitle(LINK_INACTIVE_TITLE);
const LINK_INACTIVE_DESCRIPTION =
  'The owner of this swipefile has stopped sharing it, or the address is not quite right.';

/**
 * The head of a shared or public swipefile's page (issue 15): a pasted link previews with the
 * swipefile's name, its description (or "N videos curated by …") and its first video's thumbnail, for
 * every reader alike. Link-only pages and dead links carry noindex; only a public page names a canonical
 * address (docs/decisions/0018-shared-links.md: link-only swipefiles stay out of search engines).
 */
export function sharedSwipefileHeadTags(
  page: SharedSwipefilePage | null,
  pageUrl: string,
  publicUrl: string,
): string[] {
  if (!page) {
    return [
      `<title>${escapeHtml(LINK_INACTIVE_PAGE_TITLE)}</title>`,
      metaName('description', LINK_INACTIVE_DESCRIPTION),
      metaName('robots', 'noindex'),
    ];
  }
  const { swipefile, videos } = page.data;
  const count = countOf(swipefile.video_count, 'video');
  const curated = swipefile.owner_name
    ? `${count} curated by ${swipefile.owner_name}`
    : `${count} curated on ${SITE_NAME}`;
  const description = metaDescription(swipefile.description?.trim() || curated);
  const thumbnail = videos.find((saved) => saved.video_analysis?.thumbnail)?.video_analysis?.thumbnail;
  const image = thumbnail ? `${publicUrl}${thumbnail}` : null;
  const title = pageTitle(swipefile.name);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    metaName('description', description),
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:title', swipefile.name),
    metaProperty('og:description', description),
    metaProperty('og:type', 'website'),
    metaProperty('og:url', pageUrl),
  ];
  if (swipefile.access_level === 'public')
    tags.push(`<link rel="canonical" href="${escapeHtml(pageUrl)}" />`);
  else tags.push(metaName('robots', 'noindex'));
  if (image) tags.push(metaProperty('og:image', image));
  tags.push(
    metaName('twitter:card', image ? 'summary_large_image' : 'summary'),
    metaName('twitter:title', swipefile.name),
    metaName('twitter:description', description),
  );
  if (image) tags.push(metaName('twitter:image', image));
  return tags;
}

/** index.html with its own title and description replaced by the page's tags. */
export function withPageHead(template: string, tags: string[]): string {
  const withoutOwn = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  // A function replacement, so '$' in a name is never read as a replacement pattern.
  return withoutOwn.replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}

export const metaName = (name: string, content: string) =>
  `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`;
export const metaProperty = (property: string, content: string) =>
  `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`;
