import { z } from 'zod';
import { listEnvelope, pageQueryFields, successEnvelope } from './api-envelope';
import { SWIPEFILE_LIMITS } from './swipefile-limits';
import { textInput } from './text-input';
import { publicVideoSchema } from './video';

/**
 * Swipefiles (docs/product/saving.md#save-to-swipefile-dialog, docs/product/calls.md#swipefiles-and-saving; docs/product/swipefiles.md#saved-videos-and-notes–docs/product/limits.md; docs/decisions/0016-default-swipefile.md–19): the shapes of
 * every swipefile, saved-video, notes, collaborator, share and save-status call, and the limits that keep
 * the service healthy (issue 15). The server validates with these schemas and the web app types its hooks
 * with them (`import type`, so no zod reaches the first bundle).
 */

// The default swipefile's name and issue 15's limits, free of zod so the web app reads them without the validator.
export { DEFAULT_SWIPEFILE_NAME, SWIPEFILE_LIMITS } from './swipefile-limits';

export const ACCESS_LEVELS = ['private', 'link_only', 'public'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** The caller's role on a swipefile (docs/product/swipefiles.md#roles `user_role`). */
export const SWIPEFILE_ROLES = ['owner', 'editor', 'viewer'] as const;
export type SwipefileRole = (typeof SWIPEFILE_ROLES)[number];

/** A collaborator's role; invitations start as viewer (docs/product/sharing.md#collaborators-and-invitations). */
export const COLLABORATOR_ROLES = ['viewer', 'editor'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

/**
 * `pending`: invitation sent to an address no account holds yet, no access; `accepted`: the address's account
 * has access (docs/decisions/0017-invitations.md: at once when the account existed, else since its first sign-in).
 */
export const COLLABORATOR_STATUSES = ['pending', 'accepted'] as const;
export type CollaboratorStatus = (typeof COLLABORATOR_STATUSES)[number];

/** The export formats of a swipefile. */
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const swipefileIdSchema = z.uuid({ error: 'must be a swipefile id (a UUID)' });
export const savedVideoIdSchema = z.uuid({ error: 'must be a saved-video id (a UUID)' });
export const collaboratorIdSchema = z.uuid({ error: 'must be a collaborator id (a UUID)' });
const videoIdSchema = z.coerce
  .number({ error: 'must be a video id (a whole number)' })
  .int({ error: 'must be a video id (a whole number)' })
  .min(1, { error: 'must be a video id (a whole number)' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'must be a video id (a whole number)' });
/** docs/decisions/0014-client-supplied-ids.md: kept for compatibility; the server acts as the caller. */
const userIdParam = z.uuid({ error: 'must be a user id (a UUID)' }).optional();

const nameField = textInput(SWIPEFILE_LIMITS.nameMax)
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, { error: 'is required' });
const descriptionField = textInput(SWIPEFILE_LIMITS.descriptionMax)
  .nullable()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : null));

// ---------------------------------------------------------------------------------------------------
// Swipefiles

/** One of a swipefile's cover thumbnails: a saved video's image fields (public fields, docs/decisions/0004-gated-fields-on-the-server.md). */
export const swipefileCoverSchema = z
  .object({
    video_id: z.number().int(),
    thumbnail: z.string(),
    thumbnail_srcset: z.string().nullable(),
    thumbnail_width: z.number().int().nullable(),
    thumbnail_height: z.number().int().nullable(),
  })
  .meta({ id: 'SwipefileCover' });
export type SwipefileCover = z.infer<typeof swipefileCoverSchema>;

/** A swipefile as its owner and accepted collaborators see it (docs/product/sharing.md#collaborators-and-invitations). */
export const swipefileSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    is_default: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    user_id: z.string().describe("The owner's user id"),
    owner_name: z.string().nullable().describe("The owner's display name, or null when they set none"),
    access_level: z.enum(ACCESS_LEVELS),
    share_token: z.string().nullable().describe('Sent to the owner only, and only while access is link_only'),
    public_slug: z.string().nullable().describe('Set while access is public'),
    user_role: z.enum(SWIPEFILE_ROLES).describe("The caller's role"),
    can_edit: z.boolean().describe('The caller may edit notes, remove videos and edit name and description'),
    video_count: z.number().int(),
    collaborator_count: z
      .number()
      .int()
      .describe('People invited to it (accepted or pending): "Shared with N" when it is otherwise private'),
    covers: z
      .array(swipefileCoverSchema)
      .max(SWIPEFILE_LIMITS.coversMax)
      .describe('The newest saved videos that have an image, newest first (at most 4)'),
  })
  .meta({ id: 'Swipefile' });
export type Swipefile = z.infer<typeof swipefileSchema>;

/** `GET /swipefiles?user_id=` lists the caller's own swipefiles; `?id=` reads one the caller may read. */
export const swipefileQuerySchema = z.object({ id: swipefileIdSchema.optional(), user_id: userIdParam });
export const swipefileIdQuerySchema = z.object({ id: swipefileIdSchema });

export const swipefileCreateSchema = z.object({
  user_id: userIdParam,
  name: nameField,
  description: descriptionField,
});
export type SwipefileCreate = z.input<typeof swipefileCreateSchema>;

export const swipefileUpdateSchema = z.object({ name: nameField, description: descriptionField });
export type SwipefileUpdate = z.input<typeof swipefileUpdateSchema>;

export const swipefileResponseSchema = successEnvelope(swipefileSchema);
export type SwipefileResponse = z.infer<typeof swipefileResponseSchema>;
export const swipefileListResponseSchema = successEnvelope(z.array(swipefileSchema));
export type SwipefileListResponse = z.infer<typeof swipefileListResponseSchema>;
export const deletedResponseSchema = successEnvelope(z.object({ id: z.string() }));
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Saved videos and notes

/** A saved video as the owner and collaborators see it (docs/product/swipefiles.md#saved-videos-and-notes); `swipefile_id` is never null here. */
export const savedVideoSchema = z
  .object({
    id: z.uuid(),
    video_id: z.number().int(),
    swipefile_id: z.uuid(),
    user_notes: z.string().describe('The notes ("" when none)'),
    notes: z.string().describe('The same notes, under the name docs/product/saving.md#saved-status uses'),
    saved_at: z.string(),
    video_analysis: publicVideoSchema
      .nullable()
      .describe(
        "The video's card fields (GET /videos/{id} has its analysis); null if it has left the library",
      ),
  })
  .meta({ id: 'SavedVideo' });
export type SavedVideo = z.infer<typeof savedVideoSchema>;

const searchParam = textInput(SWIPEFILE_LIMITS.searchMax)
  .transform((value) => value.trim())
  .optional()
  .transform((value) => (value ? value : undefined));

const savedVideoPageFields = pageQueryFields({
  maxPage: 1_000,
  defaultLimit: SWIPEFILE_LIMITS.savedVideosPageSize,
  maxLimit: SWIPEFILE_LIMITS.savedVideosPageSizeMax,
});

/**
 * `GET /saved-videos?swipefile_id=` (a swipefile the caller may read; none means the default one) or
 * `?user_id=` alone (everything the caller saved). `search` filters by title, notes, hooks and tags.
 */
export const savedVideoListQuerySchema = z.object({
  swipefile_id: swipefileIdSchema.optional(),
  user_id: userIdParam,
  search: searchParam,
  ...savedVideoPageFields,
});
export type SavedVideoListQuery = z.input<typeof savedVideoListQuerySchema>;
export const savedVideoListResponseSchema = listEnvelope(savedVideoSchema);
export type SavedVideoListResponse = z.infer<typeof savedVideoListResponseSchema>;

/** `POST /saved-videos`: `swipefile_id` null or absent means the default swipefile (docs/decisions/0016-default-swipefile.md). */
export const saveVideoSchema = z.object({
  video_id: videoIdSchema,
  swipefile_id: swipefileIdSchema.nullable().optional(),
  user_id: userIdParam,
  notes: textInput(SWIPEFILE_LIMITS.notesMax).optional(),
});
export type SaveVideo = z.input<typeof saveVideoSchema>;

/** `DELETE /saved-videos` with a body (video and swipefile; null means default) or `?id=`. */
export const unsaveVideoSchema = z.object({
  video_id: videoIdSchema,
  swipefile_id: swipefileIdSchema.nullable().optional(),
  user_id: userIdParam,
});
export type UnsaveVideo = z.input<typeof unsaveVideoSchema>;
export const savedVideoIdQuerySchema = z.object({ id: savedVideoIdSchema.optional() });
export const savedVideoIdParamsSchema = z.object({ id: savedVideoIdSchema });

export const notesUpdateSchema = z.object({ notes: textInput(SWIPEFILE_LIMITS.notesMax) });

export const savedVideoResponseSchema = successEnvelope(savedVideoSchema);
export type SavedVideoResponse = z.infer<typeof savedVideoResponseSchema>;
export const unsavedResponseSchema = successEnvelope(z.object({ removed: z.number().int() }));
export type UnsavedResponse = z.infer<typeof unsavedResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Save status

/** Whether the caller saved a video, and into which of their own swipefiles (docs/product/saving.md#saved-status). */
export const saveStatusSchema = z
  .object({
    video_id: z.number().int(),
    is_saved: z.boolean(),
    saved_to_swipefiles: z.array(z.uuid()).describe('Ids of the caller’s own swipefiles that hold the video'),
  })
  .meta({ id: 'SaveStatus' });
export type SaveStatus = z.infer<typeof saveStatusSchema>;

/** Comma-separated ids, 1 to 100 distinct. */
const videoIdList = textInput(2_000).transform((value, context) => {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const ids = [...new Set(parts)].map(Number);
  if (ids.length === 0 || ids.some((id) => !Number.isSafeInteger(id) || id < 1)) {
    context.addIssue({ code: 'custom', message: 'must be comma-separated video ids (whole numbers)' });
    return z.NEVER;
  }
  if (ids.length > SWIPEFILE_LIMITS.saveStatusBatchMax) {
    context.addIssue({
      code: 'custom',
      message: `must name at most ${SWIPEFILE_LIMITS.saveStatusBatchMax} videos`,
    });
    return z.NEVER;
  }
  return ids;
});

/** `GET /video-save-status?video_id=` (one) or `?video_ids=1,2,…` (a page of cards in one request). */
export const saveStatusQuerySchema = z
  .object({ video_id: videoIdSchema.optional(), video_ids: videoIdList.optional(), user_id: userIdParam })
  .refine((query) => (query.video_id === undefined) !== (query.video_ids === undefined), {
    error: 'give either video_id or video_ids',
    path: ['video_id'],
  });
export const saveStatusResponseSchema = successEnvelope(saveStatusSchema);
export type SaveStatusResponse = z.infer<typeof saveStatusResponseSchema>;
export const saveStatusBatchResponseSchema = successEnvelope(z.array(saveStatusSchema));
export type SaveStatusBatchResponse = z.infer<typeof saveStatusBatchResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Collaborators, invitations, sharing

export const collaboratorSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: z.enum(COLLABORATOR_ROLES),
    status: z.enum(COLLABORATOR_STATUSES),
    created_at: z.string(),
  })
  .meta({ id: 'Collaborator' });
export type Collaborator = z.infer<typeof collaboratorSchema>;

export const swipefileParamsSchema = z.object({ id: swipefileIdSchema });
export const collaboratorParamsSchema = z.object({
  id: swipefileIdSchema,
  collaboratorId: collaboratorIdSchema,
});

/** `POST /swipefiles/{id}/invite` and `POST /swipefiles/{id}/collaborators`. */
export const inviteSchema = z.object({
  email: textInput(254)
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.email({ error: 'must be a valid e-mail address' })),
  role: z.enum(COLLABORATOR_ROLES).default('viewer'),
});
export type Invite = z.input<typeof inviteSchema>;
export const collaboratorRoleUpdateSchema = z.object({ role: z.enum(COLLABORATOR_ROLES) });

export const collaboratorResponseSchema = successEnvelope(collaboratorSchema);
export type CollaboratorResponse = z.infer<typeof collaboratorResponseSchema>;
export const collaboratorListResponseSchema = successEnvelope(z.array(collaboratorSchema));
export type CollaboratorListResponse = z.infer<typeof collaboratorListResponseSchema>;

export const shareSchema = z.object({ access_level: z.enum(ACCESS_LEVELS) });

// ---------------------------------------------------------------------------------------------------
// Shared and public swipefiles (read-only readers: no ids of the owner, no collaborators, no e-mail)

export const sharedSwipefileSchema = z
  .object({
    name: z.string(),
    description: z.string().nullable(),
    owner_name: z.string().nullable(),
    access_level: z.enum(['link_only', 'public']),
    video_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SharedSwipefile' });
export type SharedSwipefile = z.infer<typeof sharedSwipefileSchema>;

export const sharedSavedVideoSchema = z
  .object({
    id: z.uuid(),
    video_id: z.number().int(),
    notes: z.string(),
    saved_at: z.string(),
    video_analysis: publicVideoSchema.nullable(),
  })
  .meta({ id: 'SharedSavedVideo' });
export type SharedSavedVideo = z.infer<typeof sharedSavedVideoSchema>;

export const shareTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const publicSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const sharedSwipefileQuerySchema = z.object({ search: searchParam, ...savedVideoPageFields });

/** `GET /shared/swipefiles/{token}` and `GET /public/swipefiles/{slug}`: the swipefile and a page of videos. */
export const sharedSwipefileResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ swipefile: sharedSwipefileSchema, videos: z.array(sharedSavedVideoSchema) }),
  pagination: listEnvelope(sharedSavedVideoSchema).shape.pagination,
});
export type SharedSwipefilePage = z.infer<typeof sharedSwipefileResponseSchema>;

export const exportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default('csv') });
