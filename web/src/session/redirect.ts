import { paths } from '../../../shared/domain/paths';

/**
 * The `redirect` query value if it is a path on this site, else null. Only a path that starts with one '/'
 * passes: '//host' and '/\host' are other sites to a browser, and absolute URLs or control characters are
 * refused, so a crafted sign-in link cannot send someone away after they sign in.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  // Sending someone back to a sign-in screen after signing in would loop.
  const path = value.split(/[?#]/, 1)[0];
  if (path === paths.login || path === paths.verifyOtp) return null;
  return value;
}

/** docs/product/analytics.md#analytics-dashboard Login: the redirect value if present, else /admin/dashboard for admins, else /videos. */
export function destinationAfterSignIn(redirect: string | null | undefined, isAdmin: boolean): string {
  return safeRedirect(redirect) ?? (isAdmin ? paths.adminDashboard : paths.videos);
}

/** /login with the page to come back to (docs/product/sign-in.md#route-guard: the original path as the redirect value). */
export function loginWithRedirect(from: string): string {
  const back = safeRedirect(from);
  return back ? `${paths.login}?redirect=${encodeURIComponent(back)}` : paths.login;
}
