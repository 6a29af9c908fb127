import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUserResponseSchema,
  type Tier,
  tierUpdateSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListResponseSchema,
  userTierQuerySchema,
  userTierResponseSchema,
} from '../../shared/contracts/account';
import { apiErrorSchema, errorResponses, pagination } from '../../shared/contracts/api-envelope';
import { actingUserId, requireViewer, type Viewer } from '../auth/access';
import { findTierRecord, listUsers, setUserTier } from '../auth/user-tiers';
import { errors } from '../errors';
import { presentAdminUser, presentTierRecord } from './user-presenter';

const guarded = errorResponses(400, 401, 403);

/** The caller, tiers (docs/product/calls.md#sign-in-and-account) and user management (docs/product/admin-users.md#users-screen). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminEmails = app.config.adminEmails;

  /** Both tier routes: the change, audited, and in effect from the user's next request. */
  const setTier = async (userId: string, tier: Tier, actor: Viewer) => {
    const record = await setUserTier(app.db, userId, tier, adminEmails, actor);
    if (!record) throw errors.userNotFound();
    // The user's next request, here, already has the new tier (other instances hear of it by NOTIFY).
    app.viewers.changed();
    return { success: true as const, data: presentTierRecord(record) };
  };

  app.get(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Users'],
        summary: 'The signed-in user, with the tier in effect',
        response: { 200: currentUserResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { id, email, name, tier, isAdmin } = requireViewer(request);
      return { success: true as const, data: { id, email, name, tier, isAdmin } };
    },
  );

  app.get(
    '/user-tier',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Users'],
        summary: "A user's tier record: the caller's own, or anyone's for an admin",
        querystring: userTierQuerySchema,
        response: { 200: userTierResponseSchema, ...guarded, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = actingUserId(requireViewer(request), request.query.user_id);
      const record = await findTierRecord(app.db, userId, adminEmails);
      if (!record) throw errors.userNotFound();
      return { success: true as const, data: presentTierRecord(record) };
    },
  );

  app.put(
    '/user-tier',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Users'],
        summary: "Set a user's tier (admin)",
        querystring: userTierQuerySchema,
        body: tierUpdateSchema,
        response: { 200: userTierResponseSchema, ...guarded, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = actingUserId(requireViewer(request), request.query.user_id);
      return setTier(userId, request.body.tier, requireViewer(request));
    },
  );

  for (const url of ['/admin/users', '/users']) {
    app.get(
      url,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['Users'],
          summary: 'List users, newest first, with the count per tier (admin)',
          querystring: userListQuerySchema,
          response: { 200: userListResponseSchema, ...guarded },
        },
      },
      async (request) => {
        const { page, limit } = request.query;
        const { rows, total, counts } = await listUsers(app.db, request.query, adminEmails);
        return {
          success: true as const,
          data: rows.map(presentAdminUser),
          pagination: pagination(page, limit, total),
          counts,
        };
      },
    );
  }

  app.put(
    '/admin/users/:id/tier',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Users'],
        summary: "Set a user's tier by id (admin)",
        params: userIdParamsSchema,
        body: tierUpdateSchema,
        response: { 200: userTierResponseSchema, ...guarded, 404: apiErrorSchema },
      },
    },
    async (request) => {
      return setTier(request.params.id, request.body.tier, requireViewer(request));
    },
  );
};
