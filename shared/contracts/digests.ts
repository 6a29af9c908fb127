import { z } from 'zod';
import { successEnvelope } from './api-envelope';
import { DIGEST_FREQUENCIES } from './digest-constants';

export * from './digest-constants';

/**
 * The e-mail digest (docs/product/feed.md#digests): what is new from a premium or admin user's follows,
 * the library's top outliers and a few For you picks, daily or weekly.
 */

const frequencySchema = z
  .enum(DIGEST_FREQUENCIES, { error: `must be one of ${DIGEST_FREQUENCIES.join(', ')}` })
  .describe('`off` (the default), `daily` or `weekly`');

/** GET and PUT /api/me/digest: the caller's setting, and when their digests go out. */
export const digestSettingSchema = z
  .object({
    frequency: frequencySchema,
    next_digest_at: z
      .string()
      .nullable()
      .describe('When the next digest is due (the scheduler looks every few minutes); null when off'),
    next_digest_since: z
      .string()
      .nullable()
      .describe(
        'The next digest brings the videos that came into the library after this; null before the first, which covers the last day or week',
      ),
  })
  .meta({ id: 'DigestSetting' });
export type DigestSetting = z.infer<typeof digestSettingSchema>;

export const digestSettingResponseSchema = successEnvelope(digestSettingSchema);
export type DigestSettingResponse = z.infer<typeof digestSettingResponseSchema>;

/** PUT /api/me/digest. */
export const digestUpdateSchema = z.object({ frequency: frequencySchema });
export type DigestUpdate = z.infer<typeof digestUpdateSchema>;
