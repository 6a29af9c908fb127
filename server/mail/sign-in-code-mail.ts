import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '../http/escape-html';
import type { Mailer, MailMessage } from './mailer';

/** Where the e-mail's sign-in link lands (docs/product/routes.md#signed-in-pages: /verify-otp is the target of the e-mail link). */
export function signInLink(publicUrl: string, email: string, code: string): string {
  return `${publicUrl}/verify-otp?email=${encodeURIComponent(email)}&otp=${encodeURIComponent(code)}`;
}

/** The sign-in code e-mail: the code to type, and a link that signs in with one click. */
export function signInCodeMessage(
  publicUrl: string,
  email: string,
  code: string,
  minutes: number,
): MailMessage {
  const link = signInLink(publicUrl, email, code);
  const text = [
    `Your Hookshelf sign-in code is ${code}`,
    '',
    `Enter it on the sign-in page, or open this link to sign in:`,
    link,
    '',
    `The code expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #111">
<p>Your Hookshelf sign-in code is</p>
<p style="font-size: 28px; font-weight: 700; letter-spacing: 6px">${code}</p>
<p>Enter it on the sign-in page, or <a href="${escapeHtml(link)}">sign in with this link</a>.</p>
<p style="color: #555">The code expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.</p>
</body></html>`;
  return { to: email, subject: `Your Hookshelf sign-in code: ${code}`, text, html };
}

/**
 * Sends a sign-in code. docs/decisions/0010-mail.md: with no SMTP server the code goes to the log on a line of its
 * own, `sign-in code for <email>: <code>`, so a local install works without mail; with SMTP it never does.
 */
export async function deliverSignInCode(
  mailer: Mailer | null,
  log: FastifyBaseLogger,
  message: { publicUrl: string; email: string; code: string; minutes: number },
): Promise<void> {
  if (!mailer) {
    log.info(`sign-in code for ${message.email}: ${message.code}`);
    return;
  }
  await mailer.send(signInCodeMessage(message.publicUrl, message.email, message.code, message.minutes));
}
