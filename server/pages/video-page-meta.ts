import type { PublicVideo } from '../../shared/contracts/video';
import { SITE_NAME } from '../../shared/domain/site';
import {
  VIDEO_NOT_FOUND_PAGE_TITLE,
  videoPageDescription,
  videoPageTitle,
} from '../../shared/domain/video-page-meta';
import { videoTitle } from '../../shared/domain/video-title';
import { escapeHtml } from '../http/escape-html';

/** What a shared /v/{id} link shows before any script runs: title, description and link preview. */
export interface VideoPageMeta {
  title: string;
  description: string;
  /** Absolute permalink; null for an unknown video. */
  url: string | null;
  /** Absolute URL of the thumbnail's default variant, when the video has an image. */
  image: string | null;
  imageAlt: string | null;
  found: boolean;
  /** schema.org VideoObject of a known video (public fields only), written as JSON-LD. */
  structuredData: Record<string, unknown> | null;
}

/** The meta of a known video's page (docs/product/video-detail.md#page-title-rule, Open Graph for previews). */
export function videoPageMeta(
  video: Pick<
    PublicVideo,
    | 'id'
    | 'simple_description'
    | 'author_username'
    | 'overview'
    | 'caption'
    | 'thumbnail'
    | 'url'
    | 'post_date'
    | 'created_at'
  >,
  publicUrl: string,
): VideoPageMeta {
  const url = `${publicUrl}/v/${video.id}`;
  const description = videoPageDescription(video);
  // `thumbnail` names only a converted variant that exists (video-presenter.ts), never a missing file.
  const image = video.thumbnail ? `${publicUrl}${video.thumbnail}` : null;
  return {
    title: videoPageTitle(video),
    description,
    url,
    image,
    imageAlt: image ? `Thumbnail of ${videoTitle(video)}` : null,
    found: true,
    // Built from the public fields alone (docs/decisions/0004-gated-fields-on-the-server.md): the page is served to anyone.
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: videoTitle(video),
      description,
      ...(image ? { thumbnailUrl: image } : {}),
      uploadDate: new Date(video.post_date ?? video.created_at).toISOString(),
      url: video.url,
      embedUrl: video.url,
      mainEntityOfPage: url,
    },
  };
}

/** The meta of a page whose video does not exist; the web app then shows 'Video Not Found'. */
export const NOT_FOUND_META: VideoPageMeta = {
  title: VIDEO_NOT_FOUND_PAGE_TITLE,
  description: 'This video is not in the library or is not available for public viewing.',
  url: null,
  image: null,
  imageAlt: null,
  found: false,
  structuredData: null,
};

/** Writes the meta into the web app's index.html: replaces its title and description, adds the preview tags. */
export function renderVideoPageHtml(template: string, meta: VideoPageMeta): string {
  const tags = headTags(meta).join('\n    ');
  const withoutOwn = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  // A function replacement, so '$' in a title is never read as a replacement pattern.
  return withoutOwn.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}

function headTags(meta: VideoPageMeta): string[] {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaName('description', meta.description),
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:title', meta.title),
    metaProperty('og:description', meta.description),
    metaProperty('og:type', 'video.other'),
  ];
  if (!meta.found) tags.push(metaName('robots', 'noindex'));
  if (meta.url) {
    tags.push(metaProperty('og:url', meta.url), `<link rel="canonical" href="${escapeHtml(meta.url)}" />`);
  }
  if (meta.image) {
    tags.push(metaProperty('og:image', meta.image));
    if (meta.imageAlt) tags.push(metaProperty('og:image:alt', meta.imageAlt));
  }
  tags.push(
    metaName('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    metaName('twitter:title', meta.title),
    metaName('twitter:description', meta.description),
  );
  if (meta.image) tags.push(metaName('twitter:image', meta.image));
  if (meta.structuredData) tags.push(jsonLdScript(meta.structuredData));
  return tags;
}

/**
 * JSON-LD is data, not a script the browser runs, so the CSP's script-src does not apply to it. `<` is
 * written as \u003c (still the same JSON) so no text in it can close the script element.
 */
export function jsonLdScript(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

const metaName = (name: string, content: string) =>
  `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`;
const metaProperty = (property: string, content: string) =>
  `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`;
