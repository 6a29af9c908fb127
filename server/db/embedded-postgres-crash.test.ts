import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppProcess, startAppProcess } from '../../e2e/support/app-process';
import { isProcessAlive } from './data-dir-owner';
import { makeTempDataDir, startEmbeddedPostgres } from './embedded-postgres';

// Issue 31: PostgreSQL killed outright under a running app (the OOM killer, an operator's kill -9). The
// app must stay up, start its embedded server again, and serve within 10 s; a run of the embedding job
// must go on where it was.

/** The deadline of the waits for the app to serve again. */
const RECOVERY_LIMIT_MS = 10_000;
/** A first start migrates and seeds the demo library: ~15 s alone, more beside other test files. */
const APP_TEST_TIMEOUT_MS = 240_000;
const DEMO_VIDEOS = 345;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startApp(env: Record<string, string> = {}): Promise<{ app: AppProcess; dataDir: string }> {
  const dataDir = await makeTempDataDir('hookshelf-pg-crash-');
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }));
  const app = await startAppProcess({ DATA_DIR: dataDir, ...env });
  cleanups.push(() => app.stop());
  return { app, dataDir };
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** Gone, or a zombie its parent has not reaped yet: either way its sockets are closed. */
function isDead(pid: number): boolean {
  if (!isProcessAlive(pid)) return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] === 'Z';
  } catch {
    return true;
  }
}

async function killPostmaster(dataDir: string): Promise<number> {
  const pid = postmasterPid(dataDir);
  process.kill(pid, 'SIGKILL');
  await vi.waitFor(() => expect(isDead(pid), 'the postmaster is gone').toBe(true), {
    timeout: 10_000,
    interval: 10,
  });
  return pid;
}

/** Asks until `check` passes, by `limitMs` at the latest; the app process must stay up meanwhile. */
async function whileUp(app: AppProcess, limitMs: number, check: () => Promise<void>): Promise<void> {
  await vi.waitFor(
    async () => {
      expect(app.running(), 'the app process exited').toBe(true);
      await check();
    },
    { timeout: limitMs, interval: 100 },
  );
  expect(app.running(), 'the app process exited').toBe(true);
}

const healthy = (app: AppProcess) => async () =>
  expect((await fetch(`${app.appUrl}/api/health`)).status).toBe(200);

/** Reads from the app's database as a command would: attached to the app's running embedded server. */
async function queryAppDatabase<T extends pg.QueryResultRow>(dataDir: string, text: string): Promise<T[]> {
  const attached = await startEmbeddedPostgres(dataDir, { role: 'cli' });
  const client = new pg.Client({ connectionString: attached.url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
    await attached.stop();
  }
}

/**
 * An OpenAI-compatible embeddings endpoint for the app's remote provider; the request for `holdPage`
 * (counting from 1) waits until released.
 */
async function embeddingsEndpoint(holdPage: number) {
  const inputs: string[][] = [];
  let reached!: () => void;
  let release!: () => void;
  const held = {
    reached: new Promise<void>((resolve) => {
      reached = resolve;
    }),
    released: new Promise<void>((resolve) => {
      release = resolve;
    }),
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (part) => {
      raw += part;
    });
    req.on('end', async () => {
      const { input } = JSON.parse(raw) as { input: string[] };
      inputs.push(input);
      if (inputs.length === holdPage) {
        reached();
        await held.released;
      }
      const data = input.map((text, index) => ({ index, embedding: [text.length, 1, 0, 0] }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { baseUrl, inputs, reached: held.reached, release };
}

describe('when the embedded PostgreSQL is killed (kill -9)', () => {
  it('the app stays up, starts it again and answers /api/health 200 within 10 s', {
    timeout: APP_TEST_TIMEOUT_MS,
  }, async () => {
    const { app, dataDir } = await startApp();
    const before = postmasterPid(dataDir);

    await killPostmaster(dataDir);
    await whileUp(app, RECOVERY_LIMIT_MS, healthy(app));
    expect(postmasterPid(dataDir)).not.toBe(before);
    const list = await fetch(`${app.appUrl}/api/videos/public?search=recovered`);
    expect(list.status).toBe(200);
    // And again: the restarted server is supervised as the first was.
    await killPostmaster(dataDir);
    await whileUp(app, RECOVERY_LIMIT_MS, healthy(app));
    expect(app.running()).toBe(true);
  });

  it('mid embedding job: the app stays up, serves within 10 s, and the job goes on where it was to the end', {
    timeout: APP_TEST_TIMEOUT_MS,
  }, async () => {
    // The job starts by itself once the app listens (the demo library has no vectors); its second page
    // waits at the endpoint, so the first page is written and the run is under way.
    const endpoint = await embeddingsEndpoint(2);
    const { app, dataDir } = await startApp({
      EMBEDDINGS: 'remote',
      EMBEDDINGS_BASE_URL: endpoint.baseUrl,
      EMBEDDINGS_MODEL: 'crash-test-4d',
    });
    await endpoint.reached;

    await killPostmaster(dataDir);
    // The page comes back while the server is down: its write fails, and the job must wait, not die.
    endpoint.release();
    await whileUp(app, RECOVERY_LIMIT_MS, healthy(app));

    const complete = async () => {
      const [job] = await queryAppDatabase<{ state: string; processed: number }>(
        dataDir,
        'SELECT state, processed FROM embedding_job WHERE id = 1',
      );
      expect(job?.state).toBe('complete');
    };
    await whileUp(app, 60_000, complete);
    const [counts] = await queryAppDatabase<{ embedded: number; videos: number }>(
      dataDir,
      `SELECT (SELECT count(*)::int FROM video_embeddings WHERE model = 'crash-test-4d') AS embedded,
              (SELECT count(*)::int FROM videos) AS videos`,
    );
    expect(counts).toEqual({ embedded: DEMO_VIDEOS, videos: DEMO_VIDEOS });
    // Where it was: the first page is not sent again, the page cut off by the crash is sent once more.
    const sent = endpoint.inputs.map((input) => input.join('\n'));
    expect(sent.filter((page) => page === sent[0])).toHaveLength(1);
    expect(sent.filter((page) => page === sent[1])).toHaveLength(2);
    expect(app.running()).toBe(true);
  });
});
