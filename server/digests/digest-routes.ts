import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import { digestSettingResponseSchema, digestUpdateSchema } from '../../shared/contracts/digests';
import { requireViewer } from '../auth/access';
import { findDigestSetting, presentDigestSetting, setDigestFrequency } from './digest-settings';

/** Digests are premium, as the Feed they come from (docs/product/feed.md#digests); admins pass every tier list. */
const PREMIUM = { access: { tiers: ['premium'] } } as const;

/** GET and PUT /api/me/digest (docs/product/calls.md#digests): the caller's e-mail digest setting. */
export const digestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/digest',
    {
      config: PREMIUM,
      schema: {
        tags: ['Digests'],
        summary: "The caller's e-mail digest setting (premium)",
        response: { 200: digestSettingResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const row = await findDigestSetting(app.db, requireViewer(request).id);
      return { success: true as const, data: presentDigestSetting(row) };
    },
  );

  app.put(
    '/me/digest',
    {
      config: PREMIUM,
      schema: {
        tags: ['Digests'],
        summary: 'Turn the e-mail digest off, or get it daily or weekly (premium)',
        description:
          'Turned on, the first digest goes out at the next look of the scheduler (every few minutes) and covers the last day or week; then one every 24 hours or 7 days. Choosing the frequency already set changes nothing; switching between daily and weekly, or turning it on again, waits a whole period after the last digest.',
        body: digestUpdateSchema,
        response: { 200: digestSettingResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const row = await setDigestFrequency(app.db, requireViewer(request).id, request.body.frequency);
      return { success: true as const, data: presentDigestSetting(row) };
    },
  );
};
