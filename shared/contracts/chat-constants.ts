// Kept free of zod so the chat panel, which every signed-in page loads as it wakes up, reads these without
// loading the validator and every schema with them (chat.ts holds the schemas and re-exports these).

export const CHAT_MESSAGE_MAX_LENGTH = 4_000;
/** Messages kept per conversation; the oldest go first. */
export const CONVERSATION_MESSAGES_KEPT = 50;
/** Per user, per minute (issue 18 "Limits"). */
export const CHAT_MESSAGES_PER_MINUTE = 30;
/** A model that has not finished by then answers with the chat failure text (docs/product/chat.md#sending-a-message, docs/product/limits.md#interface-timings). */
export const CHAT_MODEL_TIMEOUT_MS = 30_000;
/** docs/product/chat.md#sending-a-message. */
export const CHAT_FAILURE_TEXT = 'Sorry, I encountered an error. Please try again.';

/**
 * With `Accept: text/event-stream` the answer streams as server-sent events: `event: delta` with
 * `{ text }` pieces of the response as they are written (markers included), then one `event: done` whose
 * data is the whole ChatResponse, or `event: error` with `{ message }` (the chat failure text).
 */
export const CHAT_STREAM_EVENTS = { delta: 'delta', done: 'done', error: 'error' } as const;
