import type { FullVideo, PublicVideo } from '../../../../../shared/contracts/video';

/** A video as a screen may hold it: visitors get the public shape, signed-in readers the full one. */
export type DetailVideo = PublicVideo | FullVideo;

/** The gated analysis of a video (docs/product/video-detail.md#gated-fields), which only signed-in readers receive (docs/decisions/0004-gated-fields-on-the-server.md). */
export type VideoAnalysis = Pick<
  FullVideo,
  | 'hook_title_present'
  | 'hook_title_content'
  | 'hook_verbal_present'
  | 'hook_verbal_content'
  | 'hook_visual_present'
  | 'hook_visual_content'
  | 'hook_overview'
  | 'payoff'
  | 'narrative_framework_name'
  | 'narrative_framework_core_logic'
  | 'narrative_framework'
  | 'themes'
  | 'techniques'
  | 'emotions'
  | 'trends'
  | 'transcript'
>;

/** The analysis when the video came with it (a signed-in reader), else null: the sections show locked. */
export function analysisOf(video: DetailVideo): VideoAnalysis | null {
  return 'hook_overview' in video ? video : null;
}

/** The description shown as a title in the modal (docs/product/video-detail.md#page-title-rule: 'No description' fallback). */
export function descriptionTitle(video: Pick<PublicVideo, 'simple_description'>): string {
  return video.simple_description?.trim() || 'No description';
}

/** Trimmed text, or null when there is nothing to show. */
export function textOrNull(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}
