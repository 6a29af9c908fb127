import type { FullVideo } from '../../../shared/contracts/video';
import { engagementPercent } from '../../../shared/domain/engagement';
import { videoTitle } from '../../../shared/domain/video-title';

/**
 * What a language model reads of a video in a tool result: enough to quote hooks, count formats and cite
 * the video, and no more — whole records (transcripts, overlays, srcsets) would spend the context window
 * and the 30 s budget on text the answer never uses.
 */
export interface VideoSummary {
  id: number;
  title: string;
  author: string | null;
  platform: string;
  format: string | null;
  topics: string[];
  hooks: { title?: string; verbal?: string; visual?: string };
  framework: string | null;
  views: number | null;
  /** Always a percent (docs/product/limits.md#display-rules: a stored value below 1 is a fraction). */
  engagementPercent: number | null;
}

/** The detail get_video adds: what the video does and how, still without the transcript. */
export interface VideoDetail extends VideoSummary {
  overview: string | null;
  outline: string[];
  hookOverview: string | null;
  payoff: string | null;
  frameworkLogic: string | null;
  concepts: string[];
  elements: string[];
  likes: number | null;
  comments: number | null;
}

const HOOK_MAX_CHARACTERS = 200;
const TEXT_MAX_CHARACTERS = 400;

/** A video as search_library and similar_videos list it. */
export function summarizeVideo(video: FullVideo): VideoSummary {
  const hooks: VideoSummary['hooks'] = {};
  if (video.hook_title_content) hooks.title = cut(video.hook_title_content, HOOK_MAX_CHARACTERS);
  if (video.hook_verbal_content) hooks.verbal = cut(video.hook_verbal_content, HOOK_MAX_CHARACTERS);
  if (video.hook_visual_content) hooks.visual = cut(video.hook_visual_content, HOOK_MAX_CHARACTERS);
  return {
    id: video.id,
    title: videoTitle(video),
    author: video.author_username,
    platform: video.platform,
    format: video.video_format,
    topics: video.topics,
    hooks,
    framework: video.narrative_framework_name,
    views: video.views,
    engagementPercent:
      video.engagement === null ? null : Math.round(engagementPercent(video.engagement) * 100) / 100,
  };
}

/** A video as get_video returns it. */
export function detailVideo(video: FullVideo): VideoDetail {
  return {
    ...summarizeVideo(video),
    overview: video.overview && cut(video.overview, TEXT_MAX_CHARACTERS),
    outline: video.simple_outline.slice(0, 8),
    hookOverview: video.hook_overview && cut(video.hook_overview, TEXT_MAX_CHARACTERS),
    payoff: video.payoff && cut(video.payoff, TEXT_MAX_CHARACTERS),
    frameworkLogic:
      video.narrative_framework_core_logic && cut(video.narrative_framework_core_logic, TEXT_MAX_CHARACTERS),
    concepts: video.concepts,
    elements: video.elements,
    likes: video.likes,
    comments: video.comments,
  };
}

function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}
