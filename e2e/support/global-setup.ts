import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { type MailCatcher, startMailCatcher } from '../../server/test/mail-catcher';
import { startAppProcess } from './app-process';
import { E2E_ADMINS } from './e2e-admins';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real app under test listens. */
    appUrl: string;
    /** The mail catcher's code channel: GET {mailCatcherUrl}/next-code?email= answers {code}. */
    mailCatcherUrl: string;
    /** The mail catcher's SMTP address, for a file that starts an app of its own (its codes come here too). */
    mailSmtpUrl: string;
  }
}

/** Starts the real app on a fresh DATA_DIR (see app-process.ts) with a mail catcher, and stops both after the run. */
export default async function setup(project: TestProject) {
  // Sign-in codes go out by mail, as in production (docs/decisions/0010-mail.md), to a catcher in this process.
  const mail = await startMailCatcher();
  const codes = await serveCodes(mail);
  // `npm run test:e2e` has just built the web app; the server must not rebuild it under NODE_ENV=test.
  const app = await startAppProcess({
    SMTP_URL: mail.url,
    ADMIN_EMAILS: Object.values(E2E_ADMINS).join(','),
  });
  project.provide('appUrl', app.appUrl);
  project.provide('mailCatcherUrl', codes.url);
  project.provide('mailSmtpUrl', mail.url);

  return async () => {
    await app.stop();
    await codes.close();
    await mail.close();
  };
}

/**
 * Test files run in worker processes and cannot hold the catcher object, so a loopback HTTP endpoint hands
 * them the codes: GET /next-code?email= waits for the next mail to that address and answers {code}.
 */
async function serveCodes(mail: MailCatcher): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const email = url.searchParams.get('email');
    if (url.pathname !== '/next-code' || !email) {
      response.writeHead(404).end();
      return;
    }
    mail.nextCode(email, 20_000).then(
      (code) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code })),
      (error: Error) => response.writeHead(504).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
