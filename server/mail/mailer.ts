import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config';

/** One e-mail, always with a plain-text and an HTML body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (a digest's List-Unsubscribe); nodemailer writes them as given. */
  headers?: Record<string, string>;
  /** The Message-ID, when a repeat of the same mail must carry the same one; else nodemailer makes one. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The SMTP mailer of docs/decisions/0010-mail.md (`SMTP_URL`, `MAIL_FROM`), or null when no SMTP server is set:
 * each sender then decides what a local install does instead (sign-in codes go to the log).
 */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>): Mailer | null {
  if (!config.smtpUrl) return null;
  const transport: Transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    // A mail server that does not answer must not hold a sign-in request for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
    },
    close: () => transport.close(),
  };
}
