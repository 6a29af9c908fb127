import type { FullVideo, PublicVideo } from '../../shared/contracts/video';
import type { TextOverlay } from '../../shared/domain/analysis-fields';
import type { VideoRow } from '../db/schema';

type PublicRow = Pick<
  VideoRow,
  | 'id'
  | 'platform'
  | 'url'
  | 'thumbnail'
  | 'caption'
  | 'authorUsername'
  | 'simpleDescription'
  | 'overview'
  | 'simpleOutline'
  | 'videoFormat'
  | 'topics'
  | 'concepts'
  | 'elements'
  | 'accountTypes'
  | 'organizationalTags'
  | 'primaryTopic'
  | 'views'
  | 'likes'
  | 'comments'
  | 'engagement'
  | 'postDate'
  | 'createdAt'
  | 'textOverlays'
  | 'keywords'
  | 'hasAnalysis'
>;

type FullRow = PublicRow &
  Pick<
    VideoRow,
    | 'hookTitlePresent'
    | 'hookTitleContent'
    | 'hookVerbalPresent'
    | 'hookVerbalContent'
    | 'hookVisualPresent'
    | 'hookVisualContent'
    | 'hookOverview'
    | 'payoff'
    | 'narrativeFrameworkName'
    | 'narrativeFrameworkCoreLogic'
    | 'narrativeFrameworkData'
    | 'themes'
    | 'techniques'
    | 'emotions'
    | 'trends'
    | 'transcript'
  >;

const THUMBNAIL_PATH = '/images/analyzer/';

/** spec 000 §9: thumbnails resolve to a local /images/analyzer/{filename} path. */
export function thumbnailPath(thumbnail: string | null): string | null {
  if (!thumbnail) return null;
  const withoutQuery = thumbnail.split(/[?#]/)[0] ?? '';
  const filename = withoutQuery.split('/').pop() ?? '';
  return filename ? THUMBNAIL_PATH + encodeURIComponent(decodeURIComponentSafe(filename)) : null;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** What a visitor receives: no gated field is even present (DECISIONS.md 4). */
export function presentPublicVideo(row: PublicRow): PublicVideo {
  return {
    id: row.id,
    platform: row.platform,
    url: row.url,
    thumbnail: thumbnailPath(row.thumbnail),
    caption: row.caption,
    author_username: row.authorUsername,
    simple_description: row.simpleDescription,
    overview: row.overview,
    simple_outline: row.simpleOutline,
    video_format: row.videoFormat,
    topics: row.topics,
    concepts: row.concepts,
    elements: row.elements,
    account_types: row.accountTypes,
    organizational_tags: row.organizationalTags,
    primary_topic: row.primaryTopic,
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    engagement: row.engagement,
    post_date: row.postDate ? row.postDate.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    text_overlays: row.textOverlays as TextOverlay[],
    keywords: row.keywords,
    has_analysis: row.hasAnalysis,
  };
}

/** What a signed-in reader receives: the public fields plus the analysis. */
export function presentFullVideo(row: FullRow): FullVideo {
  return {
    ...presentPublicVideo(row),
    hook_title_present: row.hookTitlePresent,
    hook_title_content: row.hookTitleContent,
    hook_verbal_present: row.hookVerbalPresent,
    hook_verbal_content: row.hookVerbalContent,
    hook_visual_present: row.hookVisualPresent,
    hook_visual_content: row.hookVisualContent,
    hook_overview: row.hookOverview,
    payoff: row.payoff,
    narrative_framework_name: row.narrativeFrameworkName,
    narrative_framework_core_logic: row.narrativeFrameworkCoreLogic,
    narrative_framework: (row.narrativeFrameworkData ?? null) as FullVideo['narrative_framework'],
    themes: row.themes,
    techniques: row.techniques,
    emotions: row.emotions,
    trends: row.trends,
    transcript: row.transcript,
  };
}
