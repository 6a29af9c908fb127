import { z } from 'zod';
import { textInput } from './text-input';

/** The kinds of change the audit log records (issue 16); issue 18 adds the bot's prompts and config. */
export const AUDIT_ACTIONS = [
  'taxonomy.update',
  'taxonomy.merge',
  'taxonomy.delete',
  'view.create',
  'view.update',
  'view.delete',
  'user.tier',
  'bot.prompts',
  'bot.config',
  'bot.reset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One recorded change: who made it, what it changed, the values before and after, and when. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.string(),
  target_id: z.string(),
  target_label: z.string().nullable(),
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_MAX = 100;

/** GET /api/admin/audit: newest first; narrowed to one target or action; keyset-paged by `before_id`. */
export const auditQuerySchema = z.object({
  target_type: textInput(40).trim().min(1).optional(),
  target_id: textInput(100).trim().min(1).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: `must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
  before_id: z.coerce
    .number({ error: 'must be a positive whole number' })
    .int({ error: 'must be a positive whole number' })
    .positive({ error: 'must be a positive whole number' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' })
    .optional(),
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(AUDIT_PAGE_MAX, { error: `must be at most ${AUDIT_PAGE_MAX}` })
    .default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEntrySchema),
  /** The `before_id` of the next page, or null on the last. */
  next_before_id: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
