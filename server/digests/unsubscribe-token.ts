import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link of a digest (docs/product/feed.md#digests): who it is for and an HMAC of that with
 * the auth secret, so it works without signing in, cannot be made for another user, and a changed
 * character makes it worthless. It does not expire: a digest read months later must still turn them off.
 * `<user id as 22 base64url characters>.<43 of HMAC-SHA256>`.
 */
const TOKEN_SHAPE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`digest-unsubscribe:${userId}`).digest('base64url');

/** The path of a user's unsubscribe link, under the site's public URL. */
export const unsubscribePath = (token: string) => `/digest/unsubscribe/${token}`;

/** The token of a user's unsubscribe link. */
export function unsubscribeToken(secret: string, userId: string): string {
  const id = Buffer.from(userId.replaceAll('-', ''), 'hex').toString('base64url');
  return `${id}.${mac(secret, userId)}`;
}

/** The user a token was made for, or null when it was not made with this secret (cut short, changed, forged). */
export function userOfUnsubscribeToken(secret: string, token: string): string | null {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const bytes = Buffer.from(match[1] as string, 'base64url');
  // The 22nd character carries 2 bits nobody reads: only the one spelling of the id is the token.
  if (bytes.length !== 16 || bytes.toString('base64url') !== match[1]) return null;
  const hex = bytes.toString('hex');
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const given = Buffer.from(match[2] as string);
  const wanted = Buffer.from(mac(secret, userId));
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? userId : null;
}
