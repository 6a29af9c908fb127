// The welcome modal and the cookie notice remember the visitor in localStorage (docs/product/navigation-and-global.md#cookie-notice).
// e2e/support/first-visit.ts writes the same keys so browser tests can skip both.

/** localStorage key holding the local date ('YYYY-MM-DD') the welcome modal was last shown. */
export const WELCOME_LAST_SHOWN_KEY = 'hookshelf.welcome.lastShown';

/** localStorage key holding the cookie consent as JSON: `{ "value": "accepted" | "declined", "date": ISO }`. */
export const COOKIE_CONSENT_KEY = 'hookshelf.cookieConsent';

/** Reads a stored value; storage that is full, disabled or blocked reads as nothing. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value; a failure (private mode, quota) only means the visitor is asked again next time. */
export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // nothing to do: the piece simply shows again on the next visit
  }
}

/** The calendar day in the visitor's own time zone, e.g. '2025-03-09' (docs/product/video-detail.md#gated-fields: once per calendar day). */
export function localDateKey(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
