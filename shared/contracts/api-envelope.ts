import { z } from 'zod';

/** Every error the API sends: a stable code for programs, a message naming what is wrong for people. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** `{success, data}` — the envelope spec 000 §7 uses for single items and lists. */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;
