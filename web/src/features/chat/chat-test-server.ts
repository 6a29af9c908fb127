import { vi } from 'vitest';
import type { ChatResponse, Conversation } from '../../../../shared/contracts/chat';

// A scripted POST /api/chat and the conversation routes, answering as shared/contracts/chat.ts says, for
// the chat panel's component tests. Each chat call gets a stream the test writes to.

export interface ChatCall {
  body: { message: string; currentVideo?: number; conversationId?: string };
  accept: string | null;
  signal: AbortSignal | null | undefined;
  /** Writes one server-sent event. */
  send: (event: string, data: unknown) => void;
  /** Ends the stream. */
  end: () => void;
}

export interface ChatServer {
  calls: ChatCall[];
  /** Answers the next chat call with this status and JSON body instead of a stream. */
  failNext: (status: number, body: unknown) => void;
  conversations: Map<string, Conversation>;
  deleted: string[];
}

export function fakeChatServer(): ChatServer {
  const server: ChatServer = { calls: [], failNext: () => {}, conversations: new Map(), deleted: [] };
  let failure: { status: number; body: unknown } | null = null;
  server.failNext = (status, body) => {
    failure = { status, body };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      if (method === 'POST' && url.pathname === '/api/chat') {
        if (failure) {
          const { status, body } = failure;
          failure = null;
          return Response.json(body, { status });
        }
        const encoder = new TextEncoder();
        let controller!: ReadableStreamDefaultController<Uint8Array>;
        const stream = new ReadableStream<Uint8Array>({
          start(c) {
            controller = c;
          },
        });
        const signal = init?.signal;
        signal?.addEventListener('abort', () => {
          try {
            controller.error(new DOMException('The operation was aborted.', 'AbortError'));
          } catch {}
        });
        server.calls.push({
          body: JSON.parse(String(init?.body)),
          accept: new Headers(init?.headers).get('accept'),
          signal,
          send: (event, data) =>
            controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
          end: () => controller.close(),
        });
        return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
      }
      if (method === 'GET' && url.pathname === '/api/chat/conversations') {
        const data = [...server.conversations.values()].map(({ id, title, updatedAt }) => ({
          id,
          title,
          updatedAt,
        }));
        return Response.json({ success: true, data });
      }
      const one = /^\/api\/chat\/conversations\/([^/]+)$/.exec(url.pathname);
      if (one) {
        const id = decodeURIComponent(one[1] ?? '');
        const conversation = server.conversations.get(id);
        if (!conversation)
          return Response.json(
            { success: false, error: 'Conversation not found', code: 'not_found' },
            { status: 404 },
          );
        if (method === 'DELETE') {
          server.conversations.delete(id);
          server.deleted.push(id);
          return Response.json({ success: true });
        }
        return Response.json({ success: true, data: conversation });
      }
      return Response.json({ success: false, error: 'No route', code: 'not_found' }, { status: 404 });
    }),
  );
  return server;
}

/** A final answer as the `done` event carries it. */
export function chatAnswer(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    response: 'Here are hooks.',
    actions: [],
    relevantVideos: [],
    conversationId: '0b6c8a52-5d1f-4a63-9a4e-2f3c1d7e8a90',
    ...overrides,
  };
}
