import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OutlierBasis } from '../../shared/domain/outlier-score';
import { thumbnailVariants, videoOutlierScores, videos } from '../db/schema';
import { THUMBNAIL_FORMAT } from '../library-import/thumbnail-files';

/**
 * A text[] column read as JSON: PostgreSQL's array text format is parsed in JavaScript character by
 * character (postgres-array was a tenth of the CPU of an uncached browse page), JSON natively.
 */
const list = (column: AnyPgColumn) => sql<string[]>`array_to_json(${column})`;

/** One converted size of a thumbnail (server/library-import/convert-thumbnails.ts). */
export interface ThumbnailVariant {
  width: number;
  height: number;
  filename: string;
}

/**
 * The video's thumbnail variants as JSON, or null: one primary-key range read per row (a page has up to 50),
 * so thumbnails shared by many videos are stored once.
 */
const variantsOf = sql<ThumbnailVariant[] | null>`(
  SELECT json_agg(json_build_object('width', ${thumbnailVariants.width}, 'height', ${thumbnailVariants.height}, 'filename', ${thumbnailVariants.filename}) ORDER BY ${thumbnailVariants.width})
  FROM ${thumbnailVariants}
  WHERE ${thumbnailVariants.sourceHash} = ${videos.thumbnailSource} AND ${thumbnailVariants.format} = ${THUMBNAIL_FORMAT}
)`;

/** A video's outlier score or its basis (db/outlier-scores.ts): one primary-key read per row. */
const outlierField = <T>(field: AnyPgColumn) =>
  sql<T | null>`(SELECT ${field} FROM ${videoOutlierScores} WHERE ${videoOutlierScores.videoId} = ${videos.id})`;

/** Columns a public presenter needs: never the gated analysis, never the search vector. */
export const publicVideoColumns = {
  id: videos.id,
  platform: videos.platform,
  url: videos.url,
  thumbnailVariants: variantsOf,
  caption: videos.caption,
  authorUsername: videos.authorUsername,
  simpleDescription: videos.simpleDescription,
  overview: videos.overview,
  simpleOutline: list(videos.simpleOutline),
  videoFormat: videos.videoFormat,
  topics: list(videos.topics),
  concepts: list(videos.concepts),
  elements: list(videos.elements),
  accountTypes: list(videos.accountTypes),
  organizationalTags: list(videos.organizationalTags),
  primaryTopic: videos.primaryTopic,
  views: videos.views,
  likes: videos.likes,
  comments: videos.comments,
  engagement: videos.engagement,
  // Public: worked out from views, which anyone may see (docs/decisions/0057-outlier-score.md).
  outlierScore: outlierField<number>(videoOutlierScores.score),
  outlierBasis: outlierField<OutlierBasis>(videoOutlierScores.basis),
  postDate: videos.postDate,
  createdAt: videos.createdAt,
  textOverlays: videos.textOverlays,
  keywords: list(videos.keywords),
  hasAnalysis: videos.hasAnalysis,
};

/** Columns for signed-in readers: the public ones plus the analysis (docs/product/overview.md#who-it-is-for). */
export const fullVideoColumns = {
  ...publicVideoColumns,
  hookTitlePresent: videos.hookTitlePresent,
  hookTitleContent: videos.hookTitleContent,
  hookVerbalPresent: videos.hookVerbalPresent,
  hookVerbalContent: videos.hookVerbalContent,
  hookVisualPresent: videos.hookVisualPresent,
  hookVisualContent: videos.hookVisualContent,
  hookOverview: videos.hookOverview,
  payoff: videos.payoff,
  narrativeFrameworkName: videos.narrativeFrameworkName,
  narrativeFrameworkCoreLogic: videos.narrativeFrameworkCoreLogic,
  narrativeFrameworkData: videos.narrativeFrameworkData,
  themes: list(videos.themes),
  techniques: list(videos.techniques),
  emotions: list(videos.emotions),
  trends: list(videos.trends),
  transcript: videos.transcript,
};
