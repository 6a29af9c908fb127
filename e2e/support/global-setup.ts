import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { freeLoopbackPort, makeTempDataDir } from '../../server/db/embedded-postgres';
import { type MailCatcher, startMailCatcher } from '../../server/test/mail-catcher';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real app under test listens. */
    appUrl: string;
    /** The mail catcher's code channel: GET {mailCatcherUrl}/next-code?email= answers {code}. */
    mailCatcherUrl: string;
  }
}

const START_TIMEOUT_MS = 150_000;

/**
 * Starts the real app the way a user does (`npm start`: build, migrate, seed the demo library, serve)
 * on a fresh DATA_DIR and a free port, and stops it after the run.
 */
export default async function setup(project: TestProject) {
  const dataDir = await makeTempDataDir('hookshelf-e2e-');
  const port = await freeLoopbackPort();
  const appUrl = `http://127.0.0.1:${port}`;
  // Sign-in codes go out by mail, as in production (DECISIONS.md 10), to a catcher in this process.
  const mail = await startMailCatcher();
  const codes = await serveCodes(mail);
  // `npm run test:e2e` has just built the web app; the server must not rebuild it under NODE_ENV=test.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-web-build'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: mail.url,
      // The address the browser uses: sign-in calls from any other origin are refused.
      PUBLIC_URL: appUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  await waitForHealth(appUrl, child, output);
  project.provide('appUrl', appUrl);
  project.provide('mailCatcherUrl', codes.url);

  return async () => {
    await stop(child);
    await codes.close();
    await mail.close();
    await fs.rm(dataDir, { recursive: true, force: true });
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

async function waitForHealth(appUrl: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited during start:\n${output.join('')}`);
    try {
      const response = await fetch(`${appUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`the app did not become healthy in time:\n${output.join('')}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}
