import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One e-mail the catcher received, decoded enough to read. */
export interface CaughtMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
  /** The header fields, names lower-cased, folded lines joined (List-Unsubscribe, Message-ID). */
  headers: Record<string, string>;
  raw: string;
}

/**
 * A local SMTP server for tests (API and browser): start it, set the app's `SMTP_URL` to `url`, and read
 * what the app sent.
 *
 * ```ts
 * const mail = await startMailCatcher();
 * const t = await createTestApp({ SMTP_URL: mail.url });
 * // … ask for a sign-in code for ada@example.com …
 * const code = await mail.nextCode('ada@example.com');
 * await mail.close();
 * ```
 */
export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`: plain SMTP on loopback, no TLS, no authentication. */
  url: string;
  /** Every mail received, oldest first. */
  messages: CaughtMail[];
  /** The oldest unread mail to `email`, waiting for one to arrive (default up to 10 s); marks it read. */
  nextMail(email: string, timeoutMs?: number): Promise<CaughtMail>;
  /**
   * The 6-digit sign-in code of the oldest unread sign-in mail to `email` (see nextMail). Other mail to the
   * address (a swipefile invitation) is left unread: an invitee gets the invitation before their code.
   */
  nextCode(email: string, timeoutMs?: number): Promise<string>;
  /**
   * Holds the `nth` mail to arrive from now on (1: the next) unanswered, as a mail server that hangs —
   * and, with `andLater`, every mail after it too: its data is read, but it is not delivered (not in
   * `messages`) and its sender waits until `accept()` delivers it, or forever if the sender dies first.
   */
  holdArrival(nth: number, options?: { andLater?: boolean }): HeldMail;
  close(): Promise<void>;
}

/** Mail the catcher holds unanswered (MailCatcher.holdArrival). */
export interface HeldMail {
  /** Resolves when the first held mail has come. */
  arrived: Promise<void>;
  /** Says each held mail was accepted, delivers it, and holds no more. */
  accept(): void;
  /** Holds no more mail; what is held stays unanswered (its sender is gone). */
  stopHolding(): void;
}

/** The subject of a sign-in code mail (server/mail/sign-in-code-mail.ts): it carries the code. */
const SIGN_IN_SUBJECT = /sign-in code/i;

/** Starts a mail catcher on a free loopback port. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const unread: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let arrivals = 0;
  let hold: { at: number; andLater: boolean; held: (deliver: () => void) => void } | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    hideSTARTTLS: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const deliver = () => {
          const mail = { to, raw, ...parseMail(raw) };
          messages.push(mail);
          unread.push(mail);
          for (const wake of [...waiters]) wake();
          callback();
        };
        arrivals += 1;
        if (hold && (arrivals === hold.at || (hold.andLater && arrivals > hold.at))) {
          hold.held(deliver);
          if (!hold.andLater) hold = null;
          return;
        }
        deliver();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const nextMail = (email: string, timeoutMs = 10_000, wanted: (mail: CaughtMail) => boolean = () => true) =>
    new Promise<CaughtMail>((resolve, reject) => {
      const address = email.toLowerCase();
      const take = () => {
        const index = unread.findIndex((mail) => mail.to.includes(address) && wanted(mail));
        if (index === -1) return false;
        const [mail] = unread.splice(index, 1);
        waiters.delete(check);
        clearTimeout(timer);
        resolve(mail as CaughtMail);
        return true;
      };
      const check = () => void take();
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no mail to ${email} within ${timeoutMs} ms`));
      }, timeoutMs);
      if (!take()) waiters.add(check);
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    nextMail: (email, timeoutMs) => nextMail(email, timeoutMs),
    async nextCode(email, timeoutMs) {
      const mail = await nextMail(email, timeoutMs, (candidate) => SIGN_IN_SUBJECT.test(candidate.subject));
      const code = /\b(\d{6})\b/.exec(mail.text || mail.subject)?.[1];
      if (!code) throw new Error(`the mail to ${email} holds no 6-digit code:\n${mail.text}`);
      return code;
    },
    holdArrival(nth, { andLater = false } = {}) {
      const waiting: (() => void)[] = [];
      let accepted = false;
      let arrived = () => {};
      const first = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const mine = {
        at: arrivals + nth,
        andLater,
        held: (deliver: () => void) => {
          if (accepted) deliver();
          else waiting.push(deliver);
          arrived();
        },
      };
      hold = mine;
      const stopHolding = () => {
        if (hold === mine) hold = null;
      };
      return {
        arrived: first,
        accept: () => {
          accepted = true;
          stopHolding();
          for (const deliver of waiting.splice(0)) deliver();
        },
        stopHolding,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads the subject and the text and HTML parts of a MIME message (what nodemailer sends, no more). */
function parseMail(raw: string): Pick<CaughtMail, 'subject' | 'text' | 'html' | 'headers'> {
  const { headers, body } = splitHeaders(raw);
  const parts = leafParts(headers, body);
  return {
    headers,
    subject: decodeHeader(headers.subject ?? ''),
    text: parts.find((part) => part.type === 'text/plain')?.body ?? '',
    html: parts.find((part) => part.type === 'text/html')?.body ?? '',
  };
}

function splitHeaders(entity: string): { headers: Record<string, string>; body: string } {
  const end = entity.search(/\r?\n\r?\n/);
  const head = end === -1 ? entity : entity.slice(0, end);
  const body = end === -1 ? '' : entity.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function leafParts(headers: Record<string, string>, body: string): { type: string; body: string }[] {
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => {
        const inner = splitHeaders(part.replace(/^\r?\n/, ''));
        return leafParts(inner.headers, inner.body);
      });
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  return [{ type, body: decodeBody(body, encoding) }];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi,
    (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replaceAll('_', ' '), 'quoted-printable'),
  );
}
