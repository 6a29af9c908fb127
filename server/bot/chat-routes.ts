import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, errorResponses } from '../../shared/contracts/api-envelope';
import {
  CHAT_MESSAGES_PER_MINUTE,
  chatRequestSchema,
  chatResponseSchema,
  conversationDeletedResponseSchema,
  conversationListResponseSchema,
  conversationResponseSchema,
} from '../../shared/contracts/chat';
import { requireViewer } from '../auth/access';
import { errors } from '../errors';
import { sharedRateLimitStore } from '../rate-limits/shared-store';
import type { ChatService } from './chat-service';
import { clientGone, streamAnswer, wantsEventStream } from './chat-stream';
import { presentConversation, presentConversationSummary } from './conversation-presenter';
import {
  deleteConversation,
  findConversation,
  listConversations,
  listMessages,
} from './conversation-repository';

/** The strategy bot is premium (docs/product/navigation-and-global.md#navigation-bar, tiers table); admins pass every list. */
const PREMIUM = { access: { tiers: ['premium'] } } as const;

const guarded = errorResponses(400, 401, 403);
const conversationParams = z.object({ id: z.uuid({ error: 'must be a conversation id' }) });

/**
 * POST /api/chat and the conversations (issue 18, docs/product/calls.md#chat). The answer is plain JSON, or server-sent
 * events with `Accept: text/event-stream`; both come from one ChatService call, so they end in the same
 * checked answer. Errors before the first byte (400, 401, 403, 404, 429) are ordinary JSON errors.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ service: ChatService }> = async (app, { service }) => {
  // In this plugin's scope only: the limit applies to POST /chat alone.
  await app.register(rateLimit, {
    global: false,
    // Counted in PostgreSQL: the limit holds across every instance of the app.
    store: sharedRateLimitStore(app.db, 'chat'),
    // Per user, not per address (issue 18): the route is premium, so the access hook has set the viewer.
    keyGenerator: (request) => request.viewer?.id ?? request.ip,
    errorResponseBuilder: (_request, context) =>
      errors.rateLimited(
        Math.ceil(context.ttl / 1000),
        `You can send ${CHAT_MESSAGES_PER_MINUTE} messages a minute. Try again in ${context.after}.`,
      ),
  });

  app.post(
    '/chat',
    {
      config: { ...PREMIUM, rateLimit: { max: CHAT_MESSAGES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['Chat'],
        summary: 'Ask the strategy bot (premium)',
        description:
          'Answers `{response, actions, relevantVideos, conversationId}` as JSON (not in the {success,data} envelope), or, with `Accept: text/event-stream`, as server-sent events: `delta` events with `{text}` pieces, then `done` with the whole answer, or `error` with `{message}`. Markers `[videoID:N]` in the response name videos the answer drew on. 30 messages a minute per user.',
        body: chatRequestSchema,
        response: { 200: chatResponseSchema, ...guarded, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const prepared = await service.prepare(requireViewer(request), request.body);
      const signal = clientGone(reply);
      if (wantsEventStream(request.headers.accept)) {
        return streamAnswer(reply, (onDelta) => service.answer(prepared, { signal, onDelta }));
      }
      const answer = await service.answer(prepared, { signal });
      // The client left: nobody to answer.
      if (!answer) return reply.hijack();
      return answer.response;
    },
  );

  app.get(
    '/chat/conversations',
    {
      config: PREMIUM,
      schema: {
        tags: ['Chat'],
        summary: "The caller's chat conversations, most recently used first (premium)",
        response: { 200: conversationListResponseSchema, ...guarded },
      },
    },
    async (request) => {
      const rows = await listConversations(app.db, requireViewer(request).id);
      return { success: true as const, data: rows.map(presentConversationSummary) };
    },
  );

  app.get(
    '/chat/conversations/:id',
    {
      config: PREMIUM,
      schema: {
        tags: ['Chat'],
        summary: 'One of the caller’s conversations with its kept messages, oldest first (premium)',
        params: conversationParams,
        response: { 200: conversationResponseSchema, ...guarded, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await findConversation(app.db, requireViewer(request).id, request.params.id);
      if (!row) throw errors.conversationNotFound();
      const messages = await listMessages(app.db, row.id);
      return { success: true as const, data: await presentConversation(app.db, row, messages) };
    },
  );

  app.delete(
    '/chat/conversations/:id',
    {
      config: PREMIUM,
      schema: {
        tags: ['Chat'],
        summary: 'Delete one of the caller’s conversations (premium)',
        params: conversationParams,
        response: { 200: conversationDeletedResponseSchema, ...guarded, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const deleted = await deleteConversation(app.db, requireViewer(request).id, request.params.id);
      if (!deleted) throw errors.conversationNotFound();
      return { success: true as const };
    },
  );
};
