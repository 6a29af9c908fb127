import type { SharedBrief } from '../../shared/contracts/briefs';
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
const BRIEF_INACTIVE_DESCRIPTION =
  'The owner of this brief has stopped sharing it, or the address is not quite right.';

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
  if (!page) return inactiveHeadTags(LINK_INACTIVE_DESCRIPTION);
  const { swipefile, videos } = page.data;
  const count = countOf(swipefile.video_count, 'video');
  const curated = swipefile.owner_name
    ? `${count} curated by ${swipefile.owner_name}`
    : `${count} curated on ${SITE_NAME}`;
  const thumbnail = videos.find((saved) => saved.video_analysis?.thumbnail)?.video_analysis?.thumbnail;
  return sharedHeadTags({
    name: swipefile.name,
    description: metaDescription(swipefile.description?.trim() || curated),
    image: thumbnail ? `${publicUrl}${thumbnail}` : null,
    pageUrl,
    isPublic: swipefile.access_level === 'public',
  });
}

/**
 * The head of a shared or public brief's page (issue 34), as a swipefile's: the title, the goal (or "A
 * video brief by …") and the first cited video's thumbnail; noindex unless public.
 */
export function sharedBriefHeadTags(brief: SharedBrief | null, pageUrl: string, publicUrl: string): string[] {
  if (!brief) return inactiveHeadTags(BRIEF_INACTIVE_DESCRIPTION);
  const byline = brief.owner_name ? `A video brief by ${brief.owner_name}` : `A video brief on ${SITE_NAME}`;
  const thumbnail = brief.videos.find((cited) => cited.video?.thumbnail)?.video?.thumbnail;
  return sharedHeadTags({
    name: brief.title,
    description: metaDescription(brief.goal.trim() || byline),
    image: thumbnail ? `${publicUrl}${thumbnail}` : null,
    pageUrl,
    isPublic: brief.access_level === 'public',
  });
}

function inactiveHeadTags(description: string): string[] {
  return [
    `<title>${escapeHtml(LINK_INACTIVE_PAGE_TITLE)}</title>`,
    metaName('description', description),
    metaName('robots', 'noindex'),
  ];
}

function sharedHeadTags(page: {
  name: string;
  description: string;
  image: string | null;
  pageUrl: string;
  isPublic: boolean;
}): string[] {
  const { name, description, image, pageUrl } = page;
  const tags = [
    `<title>${escapeHtml(pageTitle(name))}</title>`,
    metaName('description', description),
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:title', name),
    metaProperty('og:description', description),
    metaProperty('og:type', 'website'),
    metaProperty('og:url', pageUrl),
  ];
  if (page.isPublic) tags.push(`<link rel="canonical" href="${escapeHtml(pageUrl)}" />`);
  else tags.push(metaName('robots', 'noindex'));
  if (image) tags.push(metaProperty('og:image', image));
  tags.push(
    metaName('twitter:card', image ? 'summary_large_image' : 'summary'),
    metaName('twitter:title', name),
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
