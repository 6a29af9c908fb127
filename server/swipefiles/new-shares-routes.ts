import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, errorResponses } from '../../shared/contracts/api-envelope';
import {
  markSharesSeenResponseSchema,
  markSharesSeenSchema,
  newSharesResponseSchema,
} from '../../shared/contracts/new-shares';
import { requireViewer } from '../auth/access';
import { markSharesSeen } from './new-shares-repository';
import { readNewShares } from './swipefile-reads';

const SIGNED_IN = { access: 'signed-in' } as const;
const TAGS = ['Swipefiles'];

/**
 * The invitee's side of sharing (issue 31): the swipefiles newly shared with the caller, which the app
 * shows as a sign on the Swipefiles link and the Shared tab, and marking them seen. Each call reads and
 * writes only the caller's own invitations.
 */
export const newShareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/swipefiles/shared/new',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Swipefiles newly shared with the caller (not seen yet), newest first, and how many',
        response: { 200: newSharesResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return { success: true as const, data: await readNewShares(app.db, requireViewer(request).id) };
    },
  );

  app.post(
    '/swipefiles/shared/seen',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Mark new shares the caller was shown as seen; answers how many are left',
        body: markSharesSeenSchema,
        response: { 200: markSharesSeenResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const count = await markSharesSeen(app.db, requireViewer(request).id, request.body.ids);
      return { success: true as const, data: { count } };
    },
  );
};
