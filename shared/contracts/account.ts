import { z } from 'zod';
import { TIERS, USER_PAGE_SIZE, USER_PAGE_SIZE_MAX } from './account-constants';
import { listEnvelope, pageQueryFields, successEnvelope } from './api-envelope';
import { textInput } from './text-input';

export * from './account-constants';

const tierSchema = z.enum(TIERS, { error: `must be one of ${TIERS.join(', ')}` });

/** A user id as the API takes it (`user_id`, `:id`): the UUID better-auth's user row carries. */
export const userIdSchema = z.uuid({ error: 'must be a user id (a UUID)' });

/** GET /api/me: the signed-in caller, with the tier in effect (docs/decisions/0009-admins.md). */
export const currentUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    tier: tierSchema,
    isAdmin: z.boolean(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;
export const currentUserResponseSchema = successEnvelope(currentUserSchema);
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** docs/product/overview.md#tiers; `tier` is the tier in effect (an ADMIN_EMAILS address is admin). */
export const userTierRecordSchema = z
  .object({
    user_id: z.string(),
    tier: tierSchema,
    subscription_status: z.string().nullable(),
    subscription_provider: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'UserTierRecord' });
export type UserTierRecord = z.infer<typeof userTierRecordSchema>;
/** GET and PUT /api/user-tier, PUT /api/admin/users/{id}/tier. */
export const userTierResponseSchema = successEnvelope(userTierRecordSchema);
export type UserTierResponse = z.infer<typeof userTierResponseSchema>;

/** `?user_id=` of GET/PUT /api/user-tier (docs/decisions/0014-client-supplied-ids.md: absent means the caller). */
export const userTierQuerySchema = z.object({ user_id: userIdSchema.optional() });

export const userIdParamsSchema = z.object({ id: userIdSchema });

/** Body of the tier changes (docs/product/admin-users.md#changing-a-tier). */
export const tierUpdateSchema = z.object({ tier: tierSchema });

/** The admin user list query (docs/product/calls.md#analytics-and-admin: page, limit, optional tier). */
export const userListQuerySchema = z.object({
  ...pageQueryFields({ maxPage: 100_000, defaultLimit: USER_PAGE_SIZE, maxLimit: USER_PAGE_SIZE_MAX }),
  tier: tierSchema.optional(),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** docs/product/admin-users.md#users-screen, plus the e-mail and name the table shows. */
export const adminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    tier: tierSchema,
    subscription_status: z.string().nullable(),
    subscription_provider: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Users per tier in effect, for the tier filter's counts (docs/product/admin-users.md#users-screen). */
export const tierCountsSchema = z.object({
  all: z.number().int(),
  admin: z.number().int(),
  premium: z.number().int(),
  basic: z.number().int(),
});
export type TierCounts = z.infer<typeof tierCountsSchema>;

/** GET /api/admin/users: one page of users, with the count per tier. */
export const userListResponseSchema = listEnvelope(adminUserSchema).extend({ counts: tierCountsSchema });
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** Body of POST /api/auth/email-otp/send-verification-otp (only sign-in codes are offered). */
export const sendCodeBodySchema = z.object({
  email: textInput(320),
  type: z.literal('sign-in', { error: "must be 'sign-in'" }).default('sign-in'),
});

/** Body of POST /api/auth/sign-in/email-otp. */
export const verifyCodeBodySchema = z.object({
  email: textInput(320),
  otp: textInput(32),
  name: textInput(200).optional(),
});
