import { z } from 'zod';

const NUL = '\u0000';

/**
 * Text a client sends (a query parameter, a body field): at most `max` characters and no NUL byte.
 * PostgreSQL cannot store or compare 0x00 in text, so a NUL that reached a query would be a 500;
 * here it is a 400 naming the field.
 */
export const textInput = (max: number) =>
  z
    .string()
    .max(max, { error: `must be at most ${max} characters` })
    .refine((value) => !value.includes(NUL), { error: 'must not contain a NUL character' });

/** PostgreSQL's `integer`: a whole number a count column can hold. */
export const INT32_MAX = 2_147_483_647;
