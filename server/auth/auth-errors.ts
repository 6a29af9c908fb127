import { AppError } from '../errors';

interface Translation {
  status: number;
  code: string;
  message: string;
}

const TOO_MANY_ATTEMPTS: Translation = {
  status: 403,
  code: 'too_many_attempts',
  message: 'Too many wrong codes. Request a new code.',
};
const INVALID_EMAIL: Translation = {
  status: 400,
  code: 'invalid_email',
  message: 'Enter a valid e-mail address.',
};
const INVALID_ORIGIN: Translation = {
  status: 403,
  code: 'invalid_origin',
  message: 'This request did not come from the Hookshelf site. Reload the page and try again.',
};

/**
 * better-auth's error codes on the calls the web app makes, as the API's own errors: a stable snake_case
 * code and a sentence for people (spec 001 §8 uses these for the login form).
 */
const TRANSLATIONS: Record<string, Translation> = {
  INVALID_OTP: { status: 400, code: 'invalid_code', message: 'Invalid verification code. Please try again.' },
  OTP_EXPIRED: { status: 400, code: 'code_expired', message: 'This code has expired. Request a new one.' },
  TOO_MANY_ATTEMPTS,
  INVALID_EMAIL,
  USER_NOT_FOUND: { status: 404, code: 'no_account', message: 'No account exists for this e-mail address' },
  INVALID_ORIGIN,
  MISSING_OR_NULL_ORIGIN: INVALID_ORIGIN,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: INVALID_ORIGIN,
  FAILED_TO_GET_SESSION: { status: 401, code: 'unauthorized', message: 'Sign in to continue' },
  SESSION_EXPIRED: { status: 401, code: 'unauthorized', message: 'Your session has ended. Sign in again.' },
};

const toAppError = (t: Translation) => new AppError(t.status, t.code, t.message);

/** The error for a killed code: the fifth wrong try already says so, not only the sixth. */
export const tooManyAttempts = () => toAppError(TOO_MANY_ATTEMPTS);
export const invalidEmail = () => toAppError(INVALID_EMAIL);
export const invalidOrigin = () => toAppError(INVALID_ORIGIN);

/**
 * Turns a better-auth error answer into an AppError. Unknown 4xx keep their status with the code in
 * snake_case; a 5xx becomes the API's 500 (the error handler logs it and hides the details).
 */
export function translateAuthError(status: number, body: string): AppError | Error {
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = JSON.parse(body) ?? {};
  } catch {
    // not JSON: keep the status
  }
  const code = typeof parsed.code === 'string' ? parsed.code : '';
  const message = typeof parsed.message === 'string' ? parsed.message : '';
  if (status >= 500)
    return new Error(`better-auth answered ${status}: ${code || message || body.slice(0, 200)}`);
  const known = TRANSLATIONS[code];
  if (known) return toAppError(known);
  if (status === 404) return new AppError(404, 'not_found', 'Not found');
  return new AppError(
    Math.max(status, 400),
    code ? code.toLowerCase() : 'auth_error',
    message || 'Sign-in failed. Please try again.',
  );
}
