import type { BrowserContext, Page } from 'playwright-core';
import {
  COOKIE_CONSENT_KEY,
  WELCOME_LAST_SHOWN_KEY,
} from '../../web/src/features/layout/first-visit-storage';
import { type OpenPageOptions, openPage } from './browser';

/**
 * Makes the welcome modal and the cookie notice stay away, for tests about other screens: before any page
 * script runs, marks the welcome modal as shown today and the cookies as accepted (unless a choice is stored).
 * Call it on the page or its context before `page.goto`; it applies to every later navigation and reload.
 * `keepCookieNotice` skips only the welcome modal, for tests of the cookie notice itself; `keepWelcome`
 * only the cookie notice, for tests of the modal (which, on a first visit, waits for the notice's answer).
 */
export async function dismissFirstVisitDialogs(
  target: Page | BrowserContext,
  {
    keepCookieNotice = false,
    keepWelcome = false,
  }: { keepCookieNotice?: boolean; keepWelcome?: boolean } = {},
): Promise<void> {
  await target.addInitScript(
    ({ welcomeKey, consentKey, keepCookieNotice, keepWelcome }) => {
      try {
        const now = new Date();
        const month = String(now.getMonth() + 1).padStart(2, '0');
        const day = String(now.getDate()).padStart(2, '0');
        if (!keepWelcome) window.localStorage.setItem(welcomeKey, `${now.getFullYear()}-${month}-${day}`);
        if (!keepCookieNotice && !window.localStorage.getItem(consentKey)) {
          window.localStorage.setItem(
            consentKey,
            JSON.stringify({ value: 'accepted', date: now.toISOString() }),
          );
        }
      } catch {
        // about:blank and other opaque origins have no localStorage
      }
    },
    { welcomeKey: WELCOME_LAST_SHOWN_KEY, consentKey: COOKIE_CONSENT_KEY, keepCookieNotice, keepWelcome },
  );
}

/** A signed-out visitor's page in a fresh context, the first-visit dialogs away. */
export async function openVisitor(options: OpenPageOptions = {}) {
  const opened = await openPage(options);
  await dismissFirstVisitDialogs(opened.context);
  return opened;
}

/**
 * Collects the errors a page logs from now on (a failed render, a hydration mismatch); a 404 document's
 * own "Failed to load resource" is left out.
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
