import type { FastifyBaseLogger } from 'fastify';
import { COMMENT_LIMITS } from '../../shared/contracts/comment-limits';
import type { Db } from '../db/database';
import { escapeHtml } from '../http/escape-html';
import type { Mailer } from '../mail/mailer';
import { hitCounter, readCounter } from '../rate-limits/counter-repository';

const HOUR_SECONDS = 3600;
const EXCERPT_MAX = 280;
const MENTION = /(?:^|[^\w.@])@([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** The addresses a comment's body mentions as `@name@example.com`, lower-cased, each once, in order. */
export function mentionedAddresses(body: string): string[] {
  const found = [...body.matchAll(MENTION)].map((match) =>
    (match[1] ?? '').toLowerCase().replace(/\.+$/, ''),
  );
  return [...new Set(found)];
}

/** Of the people who may be mentioned (owner and accepted collaborators), those the body mentions. */
export function mentionedPeople<P extends { email: string }>(body: string, people: P[]): P[] {
  const byEmail = new Map(people.map((person) => [person.email.toLowerCase(), person]));
  return mentionedAddresses(body).flatMap((email) => byEmail.get(email) ?? []);
}

export interface MentionMail {
  publicUrl: string;
  author: string;
  /** "the brief "Spring launch"", "the swipefile "Hooks"". */
  where: string;
  /** The page the comment is on, from the site's root. */
  path: string;
  body: string;
}

/**
 * Mails each mentioned collaborator (not the author) that they were mentioned, with the comment and a link
 * to it. As with invitations, with no SMTP server the line goes to the log. A lost mail is logged, never
 * undoes the comment; an author past their hourly budget of mention mails sends no more this hour.
 */
export async function sendMentionMails(
  context: { db: Db; mailer: Mailer | null; log: FastifyBaseLogger },
  authorId: string,
  recipients: { email: string }[],
  mail: MentionMail,
): Promise<void> {
  const key = `comment-mentions:${authorId}`;
  const link = `${mail.publicUrl}${mail.path}`;
  const excerpt = mail.body.length > EXCERPT_MAX ? `${mail.body.slice(0, EXCERPT_MAX - 1)}…` : mail.body;
  for (const recipient of recipients.slice(0, COMMENT_LIMITS.mentionsPerComment)) {
    const state = await readCounter(context.db, key);
    if (state && state.count >= COMMENT_LIMITS.mentionMailsPerHour) {
      context.log.warn(
        { authorId },
        'mention mail not sent: the author sent the hour’s mention mails already',
      );
      return;
    }
    await hitCounter(context.db, key, HOUR_SECONDS);
    if (!context.mailer) {
      context.log.info(`mention of ${recipient.email} by ${mail.author} on ${mail.where}: ${link}`);
      continue;
    }
    try {
      await context.mailer.send({
        to: recipient.email,
        subject: `${mail.author} mentioned you on ${mail.where}`,
        text: [
          `${mail.author} mentioned you on ${mail.where} on Hookshelf:`,
          '',
          excerpt,
          '',
          `Open it: ${link}`,
        ].join('\n'),
        html: `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #111">
<p>${escapeHtml(mail.author)} mentioned you on ${escapeHtml(mail.where)} on Hookshelf:</p>
<blockquote style="border-left: 3px solid #ddd; margin: 0; padding-left: 12px; color: #333">${escapeHtml(excerpt)}</blockquote>
<p><a href="${escapeHtml(link)}">Open it</a></p>
</body></html>`,
      });
    } catch (error) {
      context.log.error({ err: error }, 'mention e-mail could not be sent');
    }
  }
}
