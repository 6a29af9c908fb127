import { z } from 'zod';
import { OUTLIER_AUTHOR_MIN_OTHERS, OUTLIER_BASES } from '../domain/outlier-score';
import { successEnvelope } from './api-envelope';

/** Platforms the library recognises (docs/product/video-data.md#platforms); only instagram and tiktok get an embedded player. */
export const PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitter', 'facebook'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const textOverlaySchema = z.object({
  type: z.string().nullable(),
  timeAppearance: z.string().nullable(),
  text: z.string(),
});

export const narrativeFrameworkSchema = z.object({
  frameworkType: z.string().nullable(),
  simpleOutline: z.array(z.string()),
  repeatingMicroPattern: z.string().nullable(),
  microPatternSteps: z.array(
    z.object({
      step: z.number().nullable(),
      name: z.string().nullable(),
      description: z.string().nullable(),
    }),
  ),
  structuralBreakdown: z.object({
    hook: z.string().nullable(),
    beats: z.array(z.object({ name: z.string().nullable(), function: z.string().nullable() })),
    payoff: z.string().nullable(),
  }),
});

/** What anyone may see of a video (docs/decisions/0004-gated-fields-on-the-server.md: gated fields are not sent to visitors at all). */
export const publicVideoSchema = z
  .object({
    id: z.number().int(),
    platform: z.string(),
    url: z.string(),
    thumbnail: z
      .string()
      .nullable()
      .describe(
        'Local image path of the default size (/images/derived/{hash}.webp), or null when there is no image',
      ),
    thumbnail_srcset: z
      .string()
      .nullable()
      .describe('Every converted size as an HTML srcset ("/images/derived/{hash}.webp 180w, …"), or null'),
    thumbnail_width: z.number().int().nullable().describe('Intrinsic width of `thumbnail` in pixels'),
    thumbnail_height: z.number().int().nullable().describe('Intrinsic height of `thumbnail` in pixels'),
    caption: z.string().nullable(),
    author_username: z.string().nullable(),
    simple_description: z.string().nullable(),
    overview: z.string().nullable(),
    simple_outline: z.array(z.string()),
    video_format: z.string().nullable(),
    topics: z.array(z.string()),
    concepts: z.array(z.string()),
    elements: z.array(z.string()),
    account_types: z.array(z.string()),
    organizational_tags: z.array(z.string()),
    primary_topic: z.string().nullable(),
    views: z.number().nullable(),
    likes: z.number().nullable(),
    comments: z.number().nullable(),
    engagement: z.number().nullable().describe('A value below 1 is a fraction; otherwise a percent'),
    outlier_score: z
      .number()
      .nullable()
      .describe(
        `Views ÷ the median views of the author's other videos, or of the format's videos when the author has fewer than ${OUTLIER_AUTHOR_MIN_OTHERS} others with views; null without views`,
      ),
    outlier_basis: z
      .enum(OUTLIER_BASES)
      .nullable()
      .describe(
        "What outlier_score was divided by: the author's usual or the format's; null without a score",
      ),
    post_date: z.string().nullable(),
    created_at: z.string(),
    text_overlays: z.array(textOverlaySchema),
    keywords: z.array(z.string()),
    has_analysis: z.boolean(),
  })
  .meta({ id: 'PublicVideo' });
export type PublicVideo = z.infer<typeof publicVideoSchema>;

/** A video with the analysis signed-in users see (docs/product/overview.md#what-hookshelf-is, docs/product/video-detail.md#gated-fields). */
export const fullVideoSchema = publicVideoSchema
  .extend({
    hook_title_present: z.boolean().nullable(),
    hook_title_content: z.string().nullable(),
    hook_verbal_present: z.boolean().nullable(),
    hook_verbal_content: z.string().nullable(),
    hook_visual_present: z.boolean().nullable(),
    hook_visual_content: z.string().nullable(),
    hook_overview: z.string().nullable(),
    payoff: z.string().nullable(),
    narrative_framework_name: z.string().nullable(),
    narrative_framework_core_logic: z.string().nullable(),
    narrative_framework: narrativeFrameworkSchema.nullable(),
    themes: z.array(z.string()),
    techniques: z.array(z.string()),
    emotions: z.array(z.string()),
    trends: z.array(z.string()),
    transcript: z.string().nullable(),
  })
  .meta({ id: 'Video' });
export type FullVideo = z.infer<typeof fullVideoSchema>;

/** One video: GET /api/videos/public/{id} (a visitor's) and GET /api/videos/{id} (signed in). */
export const publicVideoResponseSchema = successEnvelope(publicVideoSchema);
export type PublicVideoResponse = z.infer<typeof publicVideoResponseSchema>;
export const fullVideoResponseSchema = successEnvelope(fullVideoSchema);
export type FullVideoResponse = z.infer<typeof fullVideoResponseSchema>;

/** The videos most like one: GET /api/videos/public/{id}/similar and GET /api/videos/{id}/similar. */
export const similarPublicVideosResponseSchema = successEnvelope(z.array(publicVideoSchema));
export type SimilarPublicVideosResponse = z.infer<typeof similarPublicVideosResponseSchema>;
export const similarFullVideosResponseSchema = successEnvelope(z.array(fullVideoSchema));
export type SimilarFullVideosResponse = z.infer<typeof similarFullVideosResponseSchema>;

/** The fields visitors never receive; presenters and tests both read this list. */
export const GATED_VIDEO_FIELDS = Object.keys(fullVideoSchema.shape).filter(
  (key) => !(key in publicVideoSchema.shape),
) as (keyof FullVideo)[];
