import { type AppError, errors } from '../errors';

/**
 * better-auth's error codes on the calls the web app makes, as the API's own errors (docs/product/errors.md#what-the-screens-say uses
 * these for the login form).
 */
const TRANSLATIONS: Record<string, () => AppError> = {
  INVALID_OTP: errors.invalidCode,
  OTP_EXPIRED: errors.codeExpired,
  TOO_MANY_ATTEMPTS: errors.tooManyAttempts,
  INVALID_EMAIL: errors.invalidEmail,
  USER_NOT_FOUND: errors.noAccount,
  INVALID_ORIGIN: errors.invalidOrigin,
  MISSING_OR_NULL_ORIGIN: errors.invalidOrigin,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: errors.invalidOrigin,
  FAILED_TO_GET_SESSION: () => errors.unauthorized(),
  SESSION_EXPIRED: () => errors.unauthorized('Your session has ended. Sign in again.'),
};

/**
 * Turns a better-auth error answer into an AppError. A code we do not know becomes a catalogued one by its
 * status (401, 403 and 404 keep their meaning; any other 4xx is `auth_error` with better-auth's message),
 * so the set of codes stays closed; a 5xx becomes the API's 500 (the error handler logs it and hides the
 * details).
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
  const known = Object.hasOwn(TRANSLATIONS, code) ? TRANSLATIONS[code] : undefined;
  if (known) return known();
  if (status === 401) return errors.unauthorized();
  if (status === 403) return errors.forbidden(message || 'Access denied');
  if (status === 404) return errors.notFound();
  return errors.authError(message || undefined);
}
