import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import {
  markNotificationsReadResponseSchema,
  markNotificationsReadSchema,
  notificationsResponseSchema,
} from '../../shared/contracts/notifications';
import { requireViewer } from '../auth/access';
import { markRead } from './notification-repository';
import { readNotifications } from './notification-service';

/** Notifications come with follows: premium (docs/product/feed.md#notifications); admins pass every tier list. */
const PREMIUM = { access: { tiers: ['premium'] } } as const;
const TAGS = ['Feed'];

/**
 * GET /api/notifications and POST /api/notifications/read (docs/product/calls.md#notifications): the
 * caller's own notifications of new videos matching what they follow, and marking them read.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: PREMIUM,
      schema: {
        tags: TAGS,
        summary: "The caller's notifications of new videos matching their follows, and how many are unread",
        description:
          'One notification per import or taxonomy merge that brought videos matching any of the caller\'s follows ("14 new videos in Skincare and 2 more"); a later batch of the same import adds to it and makes it unread again. The newest 50, most recently added to first. Kept 90 days.',
        response: { 200: notificationsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => readNotifications(app.db, requireViewer(request).id),
  );

  app.post(
    '/notifications/read',
    {
      config: PREMIUM,
      schema: {
        tags: TAGS,
        summary: "Mark the caller's notifications read: those named in `ids`, or all of them",
        description:
          "Without a body, or without `ids`, every notification of the caller is marked read. An id that is not one of the caller's marks nothing. Answers how many are left unread.",
        body: markNotificationsReadSchema,
        response: { 200: markNotificationsReadResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const unread = await markRead(app.db, requireViewer(request).id, request.body?.ids);
      return { success: true as const, data: { unread } };
    },
  );
};
