import type { FullVideo, PublicVideo } from '../../shared/contracts/video';
import type { TextOverlay } from '../../shared/domain/analysis-fields';
import type { OutlierBasis } from '../../shared/domain/outlier-score';
import type { VideoRow } from '../db/schema';
import { defaultVariantWidth, THUMBNAIL_VARIANTS_PATH } from '../library-import/thumbnail-files';
import type { ThumbnailVariant } from './video-columns';

type PublicRow = Pick<
  VideoRow,
  | 'id'
  | 'platform'
  | 'url'
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
> & {
  /** The video's outlier score and its basis (video-columns.ts), null when it has none or it is waiting. */
  outlierScore: number | null;
  outlierBasis: OutlierBasis | null;
  /** The converted sizes of the video's thumbnail (video-columns.ts); none when it has no image. */
  thumbnailVariants?: ThumbnailVariant[] | null;
};

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

/**
 * The thumbnail fields: `thumbnail` (docs/product/video-data.md#thumbnails) is the default-width variant, `thumbnail_srcset` every
 * width for the browser to choose from, and the intrinsic size reserves the image's space before it loads.
 * Only converted variants are named, so a missing source never becomes a broken reference.
 */
export function presentThumbnail(
  variants: ThumbnailVariant[] | null | undefined,
): Pick<PublicVideo, 'thumbnail' | 'thumbnail_srcset' | 'thumbnail_width' | 'thumbnail_height'> {
  const sorted = [...(variants ?? [])].sort((a, b) => a.width - b.width);
  const width = defaultVariantWidth(sorted.map((v) => v.width));
  const chosen = sorted.find((v) => v.width === width);
  if (!chosen)
    return { thumbnail: null, thumbnail_srcset: null, thumbnail_width: null, thumbnail_height: null };
  return {
    thumbnail: THUMBNAIL_VARIANTS_PATH + chosen.filename,
    thumbnail_srcset: sorted.map((v) => `${THUMBNAIL_VARIANTS_PATH}${v.filename} ${v.width}w`).join(', '),
    thumbnail_width: chosen.width,
    thumbnail_height: chosen.height,
  };
}

/** What a visitor receives: no gated field is even present (docs/decisions/0004-gated-fields-on-the-server.md). */
export function presentPublicVideo(row: PublicRow): PublicVideo {
  return {
    id: row.id,
    platform: row.platform,
    url: row.url,
    ...presentThumbnail(row.thumbnailVariants),
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
    outlier_score: row.outlierScore,
    outlier_basis: row.outlierBasis,
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
