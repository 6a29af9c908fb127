import { z } from 'zod';
import { successEnvelope } from './api-envelope';
import { briefIdSchema } from './briefs';
import { COMMENT_ANCHOR_KINDS, COMMENT_LIMITS } from './comment-limits';
import { savedVideoIdSchema, swipefileIdSchema } from './swipefiles';
import { textInput } from './text-input';

/**
 * Comments (issue 34; docs/product/briefs.md#comments): collaborators discuss a brief as a whole or one of
 * its hooks, beats, shots or cited videos, and a saved video inside a shared swipefile.
 */

export { COMMENT_ANCHOR_KINDS, COMMENT_LIMITS, type CommentAnchorKind } from './comment-limits';

export const commentIdSchema = z.uuid({ error: 'must be a comment id (a UUID)' });

const bodyField = textInput(COMMENT_LIMITS.bodyMax)
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, { error: 'must not be empty' });
const indexField = z
  .number({ error: 'must be a position in its list (0 for the first)' })
  .int({ error: 'must be a position in its list (0 for the first)' })
  .min(0, { error: 'must be a position in its list (0 for the first)' })
  .max(1_000, { error: 'must be a position in its list (0 for the first)' });

/** Where a comment on a brief sits: the brief, or the item at `index` of its hooks, beats, shots or videos. */
export const briefAnchorSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('brief') }).strict(),
    z.object({ kind: z.enum(['hook', 'beat', 'shot', 'video']), index: indexField }).strict(),
  ],
  { error: "must be {kind: 'brief'} or {kind: 'hook'|'beat'|'shot'|'video', index}" },
);
/** A comment in a swipefile is on one of its saved videos. */
export const swipefileAnchorSchema = z
  .object({ kind: z.literal('saved_video', { error: "must be 'saved_video'" }), id: savedVideoIdSchema })
  .strict();

export const briefCommentCreateSchema = z.object({
  body: bodyField,
  anchor: briefAnchorSchema.default({ kind: 'brief' }),
});
export const swipefileCommentCreateSchema = z.object({ body: bodyField, anchor: swipefileAnchorSchema });
export const commentUpdateSchema = z.object({ body: bodyField }).strict();
export const commentResolveSchema = z
  .object({ resolved: z.boolean({ error: 'must be true or false' }) })
  .strict();

export const briefCommentParamsSchema = z.object({ id: briefIdSchema, commentId: commentIdSchema });
export const swipefileCommentParamsSchema = z.object({ id: swipefileIdSchema, commentId: commentIdSchema });
export const swipefileCommentQuerySchema = z.object({ saved_video_id: savedVideoIdSchema.optional() });

export const commentSchema = z
  .object({
    id: z.uuid(),
    body: z.string(),
    anchor: z.object({
      kind: z.enum(COMMENT_ANCHOR_KINDS),
      index: z
        .number()
        .int()
        .nullable()
        .describe("The item's position now; null on the brief as a whole, or when the item was removed"),
      id: z.string().nullable().describe("The item's id, the cited video's id, or the saved video's id"),
    }),
    author: z.object({ name: z.string().nullable(), email: z.string() }),
    is_mine: z.boolean(),
    can_edit: z.boolean().describe('The caller wrote it: they may edit and delete it'),
    can_resolve: z.boolean().describe('The caller is the owner or an editor'),
    resolved: z.boolean(),
    resolved_at: z.string().nullable(),
    mentions: z.array(z.string()).describe('The collaborators the comment mentions, by address'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof commentSchema>;

/** Someone who may be mentioned: the owner and the accepted collaborators. */
export const mentionableSchema = z.object({ name: z.string().nullable(), email: z.string() });
export type Mentionable = z.infer<typeof mentionableSchema>;

export const commentResponseSchema = successEnvelope(commentSchema);
export const commentListResponseSchema = successEnvelope(
  z.object({ comments: z.array(commentSchema), people: z.array(mentionableSchema) }),
);
export type CommentList = z.infer<typeof commentListResponseSchema>['data'];
