import { randomBytes } from 'node:crypto';
import { slugify } from '../../shared/domain/slug';

/** 24 random bytes: 192 bits, well past the 128 issue 15 asks for, as 32 URL-safe characters. */
const TOKEN_BYTES = 24;
/** The random part of a public slug: 16 bytes (128 bits) so a public address cannot be guessed either. */
const SLUG_RANDOM_BYTES = 16;
/** The readable part of a public slug is cut to this many characters. */
const SLUG_PREFIX_MAX = 40;

/** A new token for `/shared/swipefiles/{token}` (docs/decisions/0018-shared-links.md: a new one each time the link is turned on). */
export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * A new address for `/public/swipefiles/{slug}`: a readable prefix from the name (docs/product/taxonomies.md#slug-rule)
 * and a random part, e.g. `hooks-that-work-3q2v…`. The random part is lower-case base32-like hex so the
 * whole slug stays within the slug rule's alphabet.
 */
export function newPublicSlug(name: string): string {
  const prefix = slugify(name).slice(0, SLUG_PREFIX_MAX).replace(/-+$/, '');
  const random = randomBytes(SLUG_RANDOM_BYTES).toString('hex');
  return prefix ? `${prefix}-${random}` : random;
}

/**
 * Tokens are base64url and slugs lower-case words and hex: anything else is no address, and never reaches
 * the database (a NUL byte would be a PostgreSQL error, not a dead link).
 */
export const isShareAddress = (value: string) => /^[A-Za-z0-9_-]{1,200}$/.test(value);
