import { z } from 'zod';

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text a client sends (a query parameter, a body field): at most `max` characters, no NUL byte and no lone
 * surrogate.
 * PostgreSQL cannot store or compare 0x00 in text, so a NUL that reached a query would be a 500;
 * here it is a 400 naming the field.
 */
export const textInput = (max: number) =>
  z
    .string()
    .max(max, { error: `must be at most ${max} characters` })
    .refine((value) => !value.includes(NUL), { error: 'must not contain a NUL character' })
    // A lone UTF-16 surrogate has no UTF-8 form: PostgreSQL refuses it inside JSON, so it is a 400 here.
    .refine((value) => !LONE_SURROGATE.test(value), { error: 'must be valid Unicode text' });

/** PostgreSQL's `integer`: a whole number a count column can hold. */
export const INT32_MAX = 2_147_483_647;
