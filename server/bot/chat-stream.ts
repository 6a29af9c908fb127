import type { FastifyReply } from 'fastify';
import { CHAT_FAILURE_TEXT, CHAT_STREAM_EVENTS, type ChatResponse } from '../../shared/contracts/chat';
import type { ChatAnswer } from './chat-service';

/** True when the request asks for server-sent events (the web app's chat panel does). */
export function wantsEventStream(accept: string | undefined): boolean {
  return /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(accept ?? '');
}

/** One server-sent event; JSON never holds a raw newline, so its data is a single `data:` line. */
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Streams one answer as server-sent events on the hijacked reply: `delta` pieces while the model writes,
 * then `done` with the whole ChatResponse (the same object the JSON answer carries), or `error` with the
 * chat failure text. Helmet's headers are already on the raw response; these are added to them.
 */
export async function streamAnswer(
  reply: FastifyReply,
  run: (onDelta: (text: string) => void) => Promise<ChatAnswer | null>,
): Promise<void> {
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // Every piece must reach the browser as it is written: no cache, no transforming proxy, no buffering
    // by nginx (X-Accel-Buffering).
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  const write = (text: string) => {
    if (!raw.destroyed && !raw.writableEnded) raw.write(text);
  };
  try {
    const answer = await run((text) => write(event(CHAT_STREAM_EVENTS.delta, { text })));
    if (!answer) return;
    write(
      answer.failed
        ? event(CHAT_STREAM_EVENTS.error, failureEvent(answer.response))
        : event(CHAT_STREAM_EVENTS.done, answer.response),
    );
  } catch (error) {
    reply.log.error({ err: error }, 'chat stream failed');
    write(event(CHAT_STREAM_EVENTS.error, { message: CHAT_FAILURE_TEXT }));
  } finally {
    if (!raw.writableEnded) raw.end();
  }
}

/** The error event: the failure text, and the conversation the failed exchange was kept in. */
const failureEvent = (response: ChatResponse) => ({
  message: CHAT_FAILURE_TEXT,
  conversationId: response.conversationId,
});

/** An AbortSignal that fires when the client closes the connection before its answer is complete. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('the client closed the connection'));
  });
  return controller.signal;
}
