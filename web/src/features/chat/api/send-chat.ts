import { createParser } from 'eventsource-parser';
import type { ChatRequest, ChatResponse } from '../../../../../shared/contracts/chat';
import { CHAT_FAILURE_TEXT, CHAT_STREAM_EVENTS } from '../../../../../shared/contracts/chat-constants';
import { ApiRequestError, withSessionRetry } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';

/** A chat call that failed; `message` is what the assistant's bubble says (docs/product/chat.md#sending-a-message). */
export class ChatFailure extends Error {}

export interface SendChatOptions {
  /** The Stop button's signal. */
  signal?: AbortSignal;
  /** Each piece of the answer as it is written (markers included). */
  onDelta?: (text: string) => void;
}

/**
 * POST /api/chat with `Accept: text/event-stream` (issue 18): `delta` events carry the answer as it is
 * written, the `done` event the whole ChatResponse; an `error` event, a failed call or a stream that ends
 * without `done` throws a ChatFailure with the chat failure text. A server that answers with plain JSON
 * instead is read as the answer. An abort (Stop) rejects with the AbortError itself. A 401 with no session
 * behind it also sends the user to /login (docs/product/chat.md#sending-a-message).
 */
export async function sendChat(request: ChatRequest, options: SendChatOptions = {}): Promise<ChatResponse> {
  // docs/product/errors.md#session-expiry: refresh the session and retry once; with no session left, go to /login.
  const response = await withSessionRetry(() => post(request, options.signal));
  if (!response.ok) throw new ChatFailure(await failureText(response));
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) return (await response.json()) as ChatResponse;

  let done: ChatResponse | null = null;
  let failed: string | null = null;
  // The event stream format is the library's to read (events cut anywhere across chunks, CRLF, comments).
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (event === CHAT_STREAM_EVENTS.delta) {
        const text = (JSON.parse(data) as { text?: unknown }).text;
        if (typeof text === 'string') options.onDelta?.(text);
      } else if (event === CHAT_STREAM_EVENTS.done) done = JSON.parse(data) as ChatResponse;
      else if (event === CHAT_STREAM_EVENTS.error) failed = CHAT_FAILURE_TEXT;
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      parser.feed(value);
      if (done || failed) break;
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ChatFailure(CHAT_FAILURE_TEXT);
  } finally {
    void reader.cancel().catch(() => {});
  }
  if (failed !== null) throw new ChatFailure(failed);
  if (done === null) throw new ChatFailure(CHAT_FAILURE_TEXT);
  return done;
}

function post(request: ChatRequest, signal: AbortSignal | undefined): Promise<Response> {
  return fetch('/api/chat', {
    method: 'POST',
    headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(request),
    signal,
  });
}

/**
 * What the bubble says for an error answer before streaming began: a rate limit keeps the server's words
 * (they say when to try again), anything else is the chat failure text (docs/product/chat.md#sending-a-message).
 */
async function failureText(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
  if (response.status !== 429) return CHAT_FAILURE_TEXT;
  const error = new ApiRequestError(429, body?.code ?? 'rate_limited', body?.error ?? '');
  return errorMessage(error, 'You are sending messages too quickly. Please wait a moment and try again.');
}
