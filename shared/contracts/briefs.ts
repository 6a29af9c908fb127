import { z } from 'zod';
import { successEnvelope } from './api-envelope';
import { BRIEF_LIMITS, BRIEF_PLATFORMS, BRIEF_ROLES } from './brief-limits';
import { ACCESS_LEVELS, COLLABORATOR_ROLES, swipefileIdSchema } from './swipefiles';
import { textInput } from './text-input';
import { publicVideoSchema } from './video';

/**
 * Briefs (issue 34; docs/product/briefs.md): a plan for the next video, grounded in analysed videos the
 * team saved. The shapes of every brief call. The server validates with these schemas and the web app
 * types its hooks with them (`import type`, so no zod reaches the first bundle).
 */

export {
  BRIEF_LIMITS,
  BRIEF_PLATFORM_LABELS,
  BRIEF_PLATFORMS,
  BRIEF_ROLES,
  type BriefPlatform,
  type BriefRole,
} from './brief-limits';

export const briefIdSchema = z.uuid({ error: 'must be a brief id (a UUID)' });
const videoIdSchema = z
  .number({ error: 'must be a video id (a whole number)' })
  .int({ error: 'must be a video id (a whole number)' })
  .min(1, { error: 'must be a video id (a whole number)' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'must be a video id (a whole number)' });

/**
 * A list item's own id: it keeps a comment on a hook, beat or shot attached to that item when the list is
 * reordered. The server gives one to an item sent without.
 */
export const itemIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'must be an item id (letters, digits, - and _, at most 32)' });

const trimmed = (max: number) => textInput(max).transform((value) => value.trim());
/** A text that must say something once trimmed. */
const required = (max: number) =>
  trimmed(max).refine((value) => value.length > 0, { error: 'must not be empty' });
/** A text that may be left empty: sent as "" or null, kept as "". */
const optionalText = (max: number) =>
  trimmed(max)
    .nullable()
    .transform((value) => value ?? '');

export const briefVideoInputSchema = z.object({
  video_id: videoIdSchema,
  why: optionalText(BRIEF_LIMITS.whyMax).default(''),
});
export const briefHookInputSchema = z.object({
  id: itemIdSchema.optional(),
  text: required(BRIEF_LIMITS.hookTextMax),
  video_id: videoIdSchema.nullable().default(null).describe('The cited video the hook is adapted from'),
  device: optionalText(BRIEF_LIMITS.deviceMax)
    .default('')
    .describe('The hook\'s device, e.g. "question", "number promise"'),
});
export const briefBeatInputSchema = z.object({
  id: itemIdSchema.optional(),
  name: required(BRIEF_LIMITS.beatNameMax),
  description: optionalText(BRIEF_LIMITS.beatDescriptionMax).default(''),
  video_id: videoIdSchema.nullable().default(null),
});
export const briefShotInputSchema = z.object({
  id: itemIdSchema.optional(),
  description: required(BRIEF_LIMITS.shotDescriptionMax),
  on_screen_text: optionalText(BRIEF_LIMITS.onScreenTextMax).default(''),
  duration_s: z
    .number({ error: 'must be a number of seconds' })
    .positive({ error: 'must be more than 0 seconds' })
    .max(BRIEF_LIMITS.shotSecondsMax, { error: `must be at most ${BRIEF_LIMITS.shotSecondsMax} seconds` })
    .nullable()
    .default(null),
});

const listOf = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).max(max, { error: `a brief holds at most ${max} ${what}` });

/** Every field of a brief a caller may set; on PUT each is optional, and one left out is kept. */
const briefFields = {
  title: required(BRIEF_LIMITS.titleMax),
  goal: optionalText(BRIEF_LIMITS.goalMax),
  audience: optionalText(BRIEF_LIMITS.audienceMax),
  brand: z.object({
    name: optionalText(BRIEF_LIMITS.brandNameMax).default(''),
    line: optionalText(BRIEF_LIMITS.brandLineMax).default('').describe('A line about the product'),
  }),
  platform: z.enum(BRIEF_PLATFORMS),
  videos: listOf(briefVideoInputSchema, BRIEF_LIMITS.videos, 'cited videos'),
  hooks: listOf(briefHookInputSchema, BRIEF_LIMITS.hooks, 'hooks'),
  beats: listOf(briefBeatInputSchema, BRIEF_LIMITS.beats, 'beats'),
  shots: listOf(briefShotInputSchema, BRIEF_LIMITS.shots, 'shots'),
  cta: optionalText(BRIEF_LIMITS.ctaMax),
  notes: optionalText(BRIEF_LIMITS.notesMax),
};

/** `POST /briefs`: a title at least; everything else starts empty. */
export const briefCreateSchema = z.object({
  ...briefFields,
  goal: briefFields.goal.default(''),
  audience: briefFields.audience.default(''),
  brand: briefFields.brand.default({ name: '', line: '' }),
  platform: briefFields.platform.default('both'),
  videos: briefFields.videos.default([]),
  hooks: briefFields.hooks.default([]),
  beats: briefFields.beats.default([]),
  shots: briefFields.shots.default([]),
  cta: briefFields.cta.default(''),
  notes: briefFields.notes.default(''),
});
export type BriefCreate = z.input<typeof briefCreateSchema>;

/**
 * `PUT /briefs/{id}`: the fields to change. `revision`, when sent, is the revision the editor started
 * from: if someone saved the brief since, the call is refused with 409 `brief_conflict` and nothing is
 * written.
 */
export const briefUpdateSchema = z
  .object(briefFields)
  .partial()
  .extend({ revision: z.number().int().min(1).optional() })
  .strict();
export type BriefUpdate = z.input<typeof briefUpdateSchema>;

// ---------------------------------------------------------------------------------------------------
// What a reader receives

export const briefVideoSchema = z
  .object({
    video_id: z.number().int(),
    why: z.string(),
    video: publicVideoSchema.nullable().describe("The video's card fields; null if it has left the library"),
  })
  .meta({ id: 'BriefVideo' });
export const briefHookSchema = z
  .object({ id: z.string(), text: z.string(), video_id: z.number().int().nullable(), device: z.string() })
  .meta({ id: 'BriefHook' });
export const briefBeatSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    video_id: z.number().int().nullable(),
  })
  .meta({ id: 'BriefBeat' });
export const briefShotSchema = z
  .object({
    id: z.string(),
    description: z.string(),
    on_screen_text: z.string(),
    duration_s: z.number().nullable(),
  })
  .meta({ id: 'BriefShot' });
export type BriefVideo = z.infer<typeof briefVideoSchema>;
export type BriefHook = z.infer<typeof briefHookSchema>;
export type BriefBeat = z.infer<typeof briefBeatSchema>;
export type BriefShot = z.infer<typeof briefShotSchema>;

/** The brief's content: what every reader sees, signed in or through a link. */
const briefContent = {
  title: z.string(),
  goal: z.string(),
  audience: z.string(),
  brand: z.object({ name: z.string(), line: z.string() }),
  platform: z.enum(BRIEF_PLATFORMS),
  videos: z.array(briefVideoSchema),
  hooks: z.array(briefHookSchema),
  beats: z.array(briefBeatSchema),
  shots: z.array(briefShotSchema),
  cta: z.string(),
  notes: z.string(),
  owner_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A brief as its owner and collaborators see it. */
export const briefSchema = z
  .object({
    id: z.uuid(),
    ...briefContent,
    user_id: z.string().describe("The owner's user id"),
    revision: z.number().int().describe('Goes up by one with each saved change; PUT may send it back'),
    access_level: z.enum(ACCESS_LEVELS),
    share_token: z.string().nullable().describe('Sent to the owner only, and only while access is link_only'),
    public_slug: z.string().nullable().describe('Set while access is public'),
    user_role: z.enum(BRIEF_ROLES).describe("The caller's role"),
    can_edit: z.boolean().describe('The caller may change the brief (owner and editors)'),
    collaborator_count: z.number().int(),
    drafted_from: z
      .string()
      .nullable()
      .describe('What the draft was made from ("swipefile Hooks that work", "a chat answer"), or null'),
  })
  .meta({ id: 'Brief' });
export type Brief = z.infer<typeof briefSchema>;

/** One line of the brief list. */
export const briefSummarySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    goal: z.string(),
    platform: z.enum(BRIEF_PLATFORMS),
    owner_name: z.string().nullable(),
    user_role: z.enum(BRIEF_ROLES),
    access_level: z.enum(ACCESS_LEVELS),
    video_count: z.number().int(),
    hook_count: z.number().int(),
    beat_count: z.number().int(),
    shot_count: z.number().int(),
    collaborator_count: z.number().int(),
    comment_count: z.number().int().describe('Open comments (not resolved)'),
    unread_comment_count: z
      .number()
      .int()
      .describe('Comments by others the caller has not seen since they last opened the brief'),
    cover: publicVideoSchema
      .pick({ thumbnail: true, thumbnail_srcset: true, thumbnail_width: true, thumbnail_height: true })
      .nullable()
      .describe("The first cited video's thumbnail"),
    updated_at: z.string(),
  })
  .meta({ id: 'BriefSummary' });
export type BriefSummary = z.infer<typeof briefSummarySchema>;

/** A brief read through a link or a public address: no ids of the owner, no collaborators, no notes. */
export const sharedBriefSchema = z
  .object({ ...briefContent, access_level: z.enum(['link_only', 'public']) })
  .omit({ notes: true })
  .meta({ id: 'SharedBrief' });
export type SharedBrief = z.infer<typeof sharedBriefSchema>;

export const briefParamsSchema = z.object({ id: briefIdSchema });
export const briefResponseSchema = successEnvelope(briefSchema);
export type BriefResponse = z.infer<typeof briefResponseSchema>;
export const briefListResponseSchema = successEnvelope(z.array(briefSummarySchema));
export type BriefListResponse = z.infer<typeof briefListResponseSchema>;
export const sharedBriefResponseSchema = successEnvelope(sharedBriefSchema);
export type SharedBriefResponse = z.infer<typeof sharedBriefResponseSchema>;

export const briefShareSchema = z.object({ access_level: z.enum(ACCESS_LEVELS) });
export const briefInviteSchema = z.object({
  email: textInput(254)
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.email({ error: 'must be a valid e-mail address' })),
  role: z.enum(COLLABORATOR_ROLES).default('viewer'),
});

// ---------------------------------------------------------------------------------------------------
// Drafting

/**
 * `POST /briefs/draft`: from a swipefile the caller may read, or from videos (a chat answer's). `brand`,
 * `goal`, `audience` and `platform` are optional: the draft fills them from the videos when left out.
 */
export const briefDraftSchema = z
  .object({
    swipefile_id: swipefileIdSchema.optional(),
    video_ids: z
      .array(videoIdSchema)
      .min(1, { error: 'must name at least one video' })
      .max(BRIEF_LIMITS.draftVideosMax, { error: `must name at most ${BRIEF_LIMITS.draftVideosMax} videos` })
      .optional(),
    title: trimmed(BRIEF_LIMITS.titleMax).optional(),
    goal: trimmed(BRIEF_LIMITS.goalMax).optional(),
    audience: trimmed(BRIEF_LIMITS.audienceMax).optional(),
    brand: z
      .object({
        name: trimmed(BRIEF_LIMITS.brandNameMax).default(''),
        line: trimmed(BRIEF_LIMITS.brandLineMax).default(''),
      })
      .optional(),
    platform: z.enum(BRIEF_PLATFORMS).optional(),
  })
  .refine((body) => (body.swipefile_id === undefined) !== (body.video_ids === undefined), {
    error: 'give either swipefile_id or video_ids',
    path: ['swipefile_id'],
  });
export type BriefDraft = z.input<typeof briefDraftSchema>;
