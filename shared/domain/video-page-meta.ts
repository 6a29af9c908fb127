import { metaDescription, type TitleSource, videoTitle } from './video-title';

// docs/product/video-detail.md#page-title-rule: page title format '{title} | Instagram and TikTok Video Library'.
const VIDEO_PAGE_TITLE_SUFFIX = ' | Instagram and TikTok Video Library';

/** The title of an unknown video's page, before and after the web app says 'Video Not Found'. */
export const VIDEO_NOT_FOUND_PAGE_TITLE = `Video Not Found${VIDEO_PAGE_TITLE_SUFFIX}`;

// Used when a video has neither an overview, a description nor a caption.
const DEFAULT_VIDEO_DESCRIPTION =
  'Hook, format and narrative analysis of a short-form video in the Hookshelf library of Instagram Reels and TikToks.';

export interface VideoMetaSource extends TitleSource {
  caption?: string | null;
}

/** The `<title>` of /v/{id}, the same in the served HTML and in the web app (docs/product/video-detail.md#page-title-rule). */
export function videoPageTitle(video: TitleSource): string {
  return `${videoTitle(video)}${VIDEO_PAGE_TITLE_SUFFIX}`;
}

/** The meta description of /v/{id}: the overview, else the description, else the caption, ≤160 characters (docs/product/video-detail.md#page-title-rule). */
export function videoPageDescription(video: VideoMetaSource): string {
  const source = [video.overview, video.simple_description, video.caption].find(
    (text) => typeof text === 'string' && text.trim() !== '',
  );
  return metaDescription(source ?? DEFAULT_VIDEO_DESCRIPTION);
}
