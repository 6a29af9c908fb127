import { z } from 'zod';
import { successEnvelope } from './api-envelope';
import { BOT_INTENTS } from './bot';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat-constants';
import { textInput } from './text-input';
import { fullVideoSchema, PLATFORMS } from './video';

/**
 * POST /api/chat (docs/product/chat.md#actions, docs/product/chat.md#sending-a-message, docs/product/calls.md#chat; issue 18): the strategy bot's request, answer and actions, and the
 * conversations kept per user. One source for the server's validation and the chat panel.
 */

// The constants the chat panel reads, free of zod (chat-constants.ts); one definition, re-exported here.
export {
  CHAT_FAILURE_TEXT,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_MODEL_TIMEOUT_MS,
  CHAT_STREAM_EVENTS,
  CONVERSATION_MESSAGES_KEPT,
} from './chat-constants';

const videoId = z
  .number({ error: 'must be a positive whole number' })
  .int({ error: 'must be a positive whole number' })
  .positive({ error: 'must be a positive whole number' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' });

/**
 * The raw message before trimming may be longer than CHAT_MESSAGE_MAX_LENGTH: the spec's limit is on the
 * trimmed text, and pasted text often trails whitespace. Still bounded, so nobody posts megabytes to be
 * trimmed (the server's bodyLimit is the outer bound).
 */
export const CHAT_MESSAGE_RAW_MAX_LENGTH = CHAT_MESSAGE_MAX_LENGTH * 4;
const TOO_LONG = `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`;

export const chatRequestSchema = z.object({
  // Spec: 1–4,000 characters after trimming.
  message: z
    .string()
    .max(CHAT_MESSAGE_RAW_MAX_LENGTH, { error: TOO_LONG })
    .transform((text) => text.trim())
    .pipe(textInput(CHAT_MESSAGE_MAX_LENGTH))
    .refine((text) => text.length > 0, { error: 'must not be blank' }),
  /** The video open in the modal or page, as an id or as the video the client holds (only its id is used). */
  currentVideo: z
    .union([videoId, z.object({ id: videoId }).loose()], {
      error: 'must be a video id or a video with an id',
    })
    .nullish()
    .transform((value) => (value == null ? undefined : typeof value === 'number' ? value : value.id)),
  /** Continue this conversation; without it a new one starts. */
  conversationId: z.uuid({ error: 'must be a conversation id' }).optional(),
  /** Add the debug details whatever the config says: admins only (the Bot Admin screen's "Try it"). */
  debug: z.boolean({ error: 'must be true or false' }).optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** The browse filters a `filter` action may set (the list query's names, docs/product/calls.md#videos). */
export const chatFilterSchema = z
  .object({
    format: z.string().max(200),
    concept: z.string().max(200),
    element: z.string().max(200),
    accountType: z.string().max(200),
    topic: z.array(z.string().max(200)).max(10),
    platform: z.enum(PLATFORMS),
    search: z.string().max(500),
  })
  .partial()
  .strict();
export type ChatFilters = z.infer<typeof chatFilterSchema>;

const actionBase = { title: z.string().max(200), description: z.string().max(1_000) };
const videoIds = z.array(videoId).min(1).max(50);

/** docs/product/chat.md#actions: each type's data is what the web app applies as it is. */
export const chatActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('highlight'), ...actionBase, data: z.object({ videoIds }).strict() }),
  z.object({ type: z.literal('compare'), ...actionBase, data: z.object({ videoIds }).strict() }),
  z.object({
    type: z.literal('filter'),
    ...actionBase,
    data: z.object({ filters: chatFilterSchema }).strict(),
  }),
  z.object({ type: z.literal('scroll'), ...actionBase, data: z.object({ videoId }).strict() }),
  z.object({ type: z.literal('details'), ...actionBase, data: z.object({ videoId }).strict() }),
  z.object({
    type: z.literal('search'),
    ...actionBase,
    data: z.object({ query: z.string().min(1).max(500) }).strict(),
  }),
  z.object({
    type: z.literal('taxonomy'),
    ...actionBase,
    data: z
      .object({
        /** A site path such as /topics/fitness, or a filter to set instead. */
        url: z.string().startsWith('/').max(300).optional(),
        kind: z.enum(['format', 'concept', 'element', 'topic', 'accountType']).optional(),
        name: z.string().max(200).optional(),
      })
      .strict(),
  }),
]);
export type ChatAction = z.infer<typeof chatActionSchema>;
export type ChatActionType = ChatAction['type'];

/** Debug details, sent to admins only and only when the config's debugMode is on. */
export const chatDebugSchema = z.object({
  model: z.string(),
  intent: z.string(),
  retrievedIds: z.array(z.number()),
  timings: z.record(z.string(), z.number()),
});

/** The answer (docs/product/chat.md#answers): plain JSON, or the last server-sent event. */
export const chatResponseSchema = z.object({
  response: z.string(),
  actions: z.array(chatActionSchema),
  relevantVideos: z.array(fullVideoSchema),
  conversationId: z.uuid(),
  /**
   * The intent the message was answered as (docs/product/bot-admin-and-embeddings.md#chat-prompts), so the chat panel can offer what fits it, e.g.
   * "Save these videos to a new swipefile" for SWIPE_FILE_BUILDER. Not secret: every user who may chat
   * gets it. Absent only when the message could not be classified (the answer is then the failure text).
   */
  intent: z.enum(BOT_INTENTS).optional(),
  debug: chatDebugSchema.optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const chatMessageSchema = z.object({
  id: z.number(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  actions: z.array(chatActionSchema),
  relevantVideos: z.array(fullVideoSchema),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationSchema = conversationSummarySchema.extend({ messages: z.array(chatMessageSchema) });
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListResponseSchema = successEnvelope(z.array(conversationSummarySchema));
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;
export const conversationResponseSchema = successEnvelope(conversationSchema);
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;
export const conversationDeletedResponseSchema = z.object({ success: z.literal(true) });
export type ConversationDeletedResponse = z.infer<typeof conversationDeletedResponseSchema>;
