import fs from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type BuildAppOptions, buildApp } from '../app';
import type { SignInLimits } from '../auth/sign-in-limits';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { makeTempDataDir } from '../db/embedded-postgres';
import { onCleanup } from './cleanup';
import { checkErrorCodes } from './error-code-check';
import { createVideos } from './factories';
import { createTestDatabase } from './test-database';

/** A parsed JSON answer; tests read into it freely, and a wrong path fails the assertion. */
// biome-ignore lint/suspicious/noExplicitAny: test responses are asserted field by field
type Json = any;

/** One pino line the app logged (when created with `captureLogs`). */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  baseUrl: string;
  dataDir: string;
  /** The app's PUBLIC_URL: the Origin its auth calls trust, and the base of links in its e-mails. */
  publicUrl: string;
  /** GET over real HTTP, returning status, parsed JSON body and headers. */
  get(path: string, init?: RequestInit): Promise<{ status: number; body: Json; headers: Headers }>;
  /** Any call over real HTTP; sends `Origin: <PUBLIC_URL>` as a browser on the site would, unless given one. */
  request(path: string, init?: RequestInit): Promise<{ status: number; body: Json; headers: Headers }>;
  /** Imports videos as the app's own import does: its caches hear of the change at once. */
  createVideos(records: Record<string, unknown>[]): ReturnType<typeof createVideos>;
  /** What the app logged so far (only with `captureLogs`). */
  logs: LogLine[];
}

export interface TestAppOptions {
  /** A built web app to serve (a folder with an index.html); default: none, so page routes answer 404. */
  webDistDir?: string;
  /** Keep the app's log lines (level info and above) in `logs`. */
  captureLogs?: boolean;
  signInLimits?: Partial<SignInLimits>;
  /** Videos per sitemap (default VIDEOS_PER_SITEMAP). */
  videosPerSitemap?: number;
  /** Serve from this database (another app's, or one the caller opens and closes); default: a fresh one. */
  database?: Database;
  /** A provider of the test's own (default: the one the config names; EMBEDDINGS is off unless given). */
  embeddingProvider?: BuildAppOptions['embeddingProvider'];
  embeddingJob?: BuildAppOptions['embeddingJob'];
  /** Chat parts of the test's own (a scripted model, a short time-out). */
  chat?: BuildAppOptions['chat'];
  /** Keep public answers (default true); the bench builds its app without. */
  responseCache?: boolean;
  /** The digest run's timing; scheduled runs are off unless a test turns them on (`automatic: true`). */
  digestJob?: BuildAppOptions['digestJob'];
  notificationFanout?: BuildAppOptions['notificationFanout'];
  /** For you lists worked out ahead: off unless a test turns it on (or takes the rows with drained()). */
  forYouAhead?: BuildAppOptions['forYouAhead'];
}

/** The real app on its own fresh database, listening on a loopback port, closed after the file's tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = await makeTempDataDir('hookshelf-app-');
  // Embeddings off unless a test asks: most tests need no encoder threads, nor a job embedding behind them.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', EMBEDDINGS: 'off', ...env });
  // Without a webDistDir the tests must not depend on whether `vite build` has run in this checkout.
  const webDistDir = options.webDistDir ?? path.join(dataDir, 'no-web-build');
  const logs: LogLine[] = [];
  const logger = options.captureLogs
    ? {
        level: 'info',
        stream: new Writable({
          write(chunk, _encoding, done) {
            for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
            done();
          },
        }),
      }
    : false;
  const app = await buildApp({
    config,
    database,
    logger,
    webDistDir,
    signInLimits: options.signInLimits,
    videosPerSitemap: options.videosPerSitemap,
    embeddingProvider: options.embeddingProvider,
    embeddingJob: options.embeddingJob,
    chat: options.chat,
    responseCache: options.responseCache,
    // A scheduled run would send the digests a test set up at a moment of its own choosing.
    digestJob: { automatic: false, ...options.digestJob },
    notificationFanout: options.notificationFanout,
    forYouAhead: { automatic: false, ...options.forYouAhead },
    searchIndexLoad: 'before-ready',
  });
  const errorCodeViolations = checkErrorCodes(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  onCleanup(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    if (errorCodeViolations.length > 0) {
      throw new Error(
        `Error answers outside shared/contracts/error-codes.ts:\n- ${errorCodeViolations.join('\n- ')}`,
      );
    }
  });
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', config.publicUrl);
    const response = await fetch(baseUrl + path, { ...init, headers });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body, headers: response.headers };
  };
  return {
    app,
    database,
    baseUrl,
    dataDir,
    publicUrl: config.publicUrl,
    request,
    get: (path, init) => request(path, init),
    createVideos: async (records) => {
      const report = await createVideos(database.db, records, {
        onCommitted: () => app.libraryChanges.markChanged(),
        dataDir,
      });
      // The import's own NOTIFYs echo back later; a test reading right after must not race them.
      await app.libraryChanges.caughtUp();
      return report;
    },
    logs,
  };
}
