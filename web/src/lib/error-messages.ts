import { type ErrorCode, isErrorCode } from '../../../shared/contracts/error-codes';
import { LINK_INACTIVE_TITLE } from '../../../shared/domain/link-inactive';
import { ApiRequestError, hasServerMessage } from './api-client';

/** Texts for codes, where the product record (docs/product/errors.md) words what the user reads. */
export type ErrorTexts = Partial<Record<ErrorCode, string>>;

/**
 * The spec's words for codes wherever they appear. Codes not listed here show the server's message, which
 * names what is wrong (the resend timer's seconds, the field that failed validation, …).
 */
const ERROR_TEXTS: ErrorTexts = {
  // docs/decisions/0008-sign-up-mode.md: invite-only sign-in refuses an unknown address with these words.
  no_account: 'No account exists for this e-mail address',
  // docs/product/sign-in.md#sign-in-in-two-steps: a failed verification.
  invalid_code: 'Invalid verification code. Please try again.',
  // docs/product/swipefiles.md#swipefile-detail: a swipefile that is not there (or not the caller's to see).
  swipefile_not_found: 'Swipefile not found.',
  // Issue 34: a brief that is not there (or not the caller's to see), and a save over someone else's.
  brief_not_found: 'Brief not found.',
  brief_conflict: 'Someone else saved this brief after you opened it.',
  // Issue 15: a shared or public link whose token or slug is dead or unknown.
  share_link_inactive: `${LINK_INACTIVE_TITLE}.`,
};

/** The catalogued code of a failed API call, or null (a network failure, a time-out, a proxy's page). */
export function errorCode(error: unknown): ErrorCode | null {
  return error instanceof ApiRequestError && isErrorCode(error.code) ? error.code : null;
}

/**
 * What the user reads when a call fails: the screen's text for the error's code (`texts`), else the
 * spec's text for it, else the server's message, else the screen's `fallback` (docs/product/saving.md#messages, docs/product/admin-users.md#messages).
 */
export function errorMessage(error: unknown, fallback: string, texts: ErrorTexts = {}): string {
  const code = errorCode(error);
  const text = code ? (texts[code] ?? ERROR_TEXTS[code]) : undefined;
  if (text) return text;
  return hasServerMessage(error) ? error.message : fallback;
}
