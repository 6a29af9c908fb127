import { z } from 'zod';
import { successEnvelope } from './api-envelope';
import { COLLABORATOR_ROLES } from './swipefiles';

/**
 * The in-app sign of a new share (issue 31): swipefiles shared with the caller that they have not seen
 * yet. Only the caller's own invitations ever appear; seeing them on the Shared tab marks them seen.
 */

/** How many new shares one answer lists (and one seen call may mark); the count still says how many. */
export const NEW_SHARES_MAX = 50;

export const newShareSchema = z
  .object({
    /** The invitation (collaborator) id, which `POST /swipefiles/shared/seen` takes. */
    id: z.uuid(),
    swipefile_id: z.uuid(),
    swipefile_name: z.string(),
    role: z.enum(COLLABORATOR_ROLES),
    /** Who invited: their name, or their address when they set none; null once that account is gone. */
    invited_by: z.string().nullable(),
    invited_at: z.string(),
  })
  .meta({ id: 'NewShare' });
export type NewShare = z.infer<typeof newShareSchema>;

export const newSharesResponseSchema = successEnvelope(
  z.object({ count: z.number().int(), shares: z.array(newShareSchema) }),
);
export type NewSharesResponse = z.infer<typeof newSharesResponseSchema>;
export type NewShares = NewSharesResponse['data'];

/** `POST /swipefiles/shared/seen`: the new shares the caller was shown. */
export const markSharesSeenSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'must be invitation ids (UUIDs)' }))
    .min(1, { error: 'must name at least one invitation' })
    .max(NEW_SHARES_MAX, { error: `may name at most ${NEW_SHARES_MAX} invitations` }),
});
export type MarkSharesSeen = z.infer<typeof markSharesSeenSchema>;

export const markSharesSeenResponseSchema = successEnvelope(z.object({ count: z.number().int() }));
export type MarkSharesSeenResponse = z.infer<typeof markSharesSeenResponseSchema>;
