import { keepVisitorId } from '../../lib/visitor-id';
import { COOKIE_CONSENT_KEY, readStored, writeStored } from './first-visit-storage';

/** docs/product/limits.md: the cookie banner appears 1 s after load. */
export const COOKIE_NOTICE_DELAY_MS = 1_000;

export type CookieConsentValue = 'accepted' | 'declined';

/** What the visitor chose and when (docs/product/navigation-and-global.md#cookie-notice: consent is stored with a date). */
export interface CookieConsent {
  value: CookieConsentValue;
  date: string;
}

/** The stored consent, or null when the visitor has not chosen yet (or the stored text is unreadable). */
export function readCookieConsent(): CookieConsent | null {
  const raw = readStored(COOKIE_CONSENT_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CookieConsent>;
    if ((parsed.value === 'accepted' || parsed.value === 'declined') && typeof parsed.date === 'string') {
      return { value: parsed.value, date: parsed.date };
    }
  } catch {
    // unreadable: ask again
  }
  return null;
}

const answeredListeners = new Set<() => void>();

/**
 * Calls `listener` once the visitor answers the cookie notice in this tab; returns the unsubscribe.
 * The welcome modal waits for this on a first visit, so the two never stack (welcome-gate.tsx).
 */
export function onCookieNoticeAnswered(listener: () => void): () => void {
  answeredListeners.add(listener);
  return () => answeredListeners.delete(listener);
}

/** Stores the visitor's choice with the current date and time, and tells whoever waits for it. */
export function storeCookieConsent(value: CookieConsentValue, now: Date = new Date()): CookieConsent {
  const consent = { value, date: now.toISOString() };
  writeStored(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  // The analytics visitor id is kept on the device only with consent (lib/visitor-id.ts).
  keepVisitorId(value === 'accepted');
  for (const listener of [...answeredListeners]) listener();
  return consent;
}
