import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { type OpenPageOptions, openPage } from './browser';
import { dismissFirstVisitDialogs } from './first-visit';

export { E2E_ADMINS } from './e2e-admins';

/** The demo accounts a fresh install seeds (docs/decisions/0009-admins.md). */
export const DEMO_ACCOUNTS = {
  admin: 'admin@hookshelf.local',
  premium: 'premium@hookshelf.local',
  basic: 'basic@hookshelf.local',
} as const;

/**
 * The next sign-in code mailed to `email`, read from the SMTP catcher the global setup runs (it lives in the
 * global setup's process, so test files ask it over a loopback HTTP channel).
 */
export async function nextSignInCode(email: string): Promise<string> {
  const response = await fetch(`${inject('mailCatcherUrl')}/next-code?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`no sign-in code reached ${email}: ${await response.text()}`);
  return (await response.json()).code as string;
}

/** Signs in through /login as a user would: address, the mailed code, Verify. Ends on the redirect. */
export async function signInThroughLogin(page: Page, email: string): Promise<void> {
  await requestCode(page, email);
  await enterMailedCode(page, email);
}

/** Step 1 of /login: the address, then Send. */
export async function requestCode(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await page.getByText('Verification code sent! Please check your email.').waitFor();
}

/** Step 2 of /login: the code from the mail, then Verify; waits until the screen has moved on. */
export async function enterMailedCode(page: Page, email: string): Promise<void> {
  const code = await nextSignInCode(email);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.getByText('Successfully signed in! Redirecting...').waitFor();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** A page in a fresh context carrying a saved session (cookies), with the first-visit dialogs away. */
export async function openSignedIn(
  state: Awaited<ReturnType<BrowserContext['storageState']>>,
  options: OpenPageOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await openPage(options);
  await context.addCookies(state.cookies);
  await dismissFirstVisitDialogs(context);
  return { page, context };
}
