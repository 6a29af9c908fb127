// Kept free of zod so the web app's brief screens read these without loading the validator (briefs.ts
// holds the schemas and re-exports these).

/** Issue 34's limits on a brief; each is answered with a 400 naming the field or the limit. */
export const BRIEF_LIMITS = {
  briefsPerUser: 200,
  videos: 20,
  hooks: 10,
  beats: 30,
  shots: 50,
  titleMax: 200,
  goalMax: 2_000,
  audienceMax: 1_000,
  brandNameMax: 100,
  brandLineMax: 300,
  whyMax: 500,
  hookTextMax: 300,
  deviceMax: 60,
  beatNameMax: 100,
  beatDescriptionMax: 1_000,
  shotDescriptionMax: 500,
  onScreenTextMax: 200,
  /** A shot's length in seconds: a short-form video runs at most a few minutes. */
  shotSecondsMax: 600,
  ctaMax: 300,
  notesMax: 10_000,
  /** A draft reads at most this many videos of a swipefile (its newest saves); the brief cites them. */
  draftVideosMax: 20,
  /** A draft needs at least this many videos with analysis to ground its hooks and beats. */
  draftVideosMin: 1,
  /** Hooks a draft writes: 3–5 (issue 34). */
  draftHooksMin: 3,
  draftHooksMax: 5,
} as const;

/** Where the video will be posted. */
export const BRIEF_PLATFORMS = ['instagram', 'tiktok', 'both'] as const;
export type BriefPlatform = (typeof BRIEF_PLATFORMS)[number];

export const BRIEF_PLATFORM_LABELS: Record<BriefPlatform, string> = {
  instagram: 'Instagram Reels',
  tiktok: 'TikTok',
  both: 'Instagram Reels and TikTok',
};

/** The caller's role on a brief: as on a swipefile. */
export const BRIEF_ROLES = ['owner', 'editor', 'viewer'] as const;
export type BriefRole = (typeof BRIEF_ROLES)[number];
