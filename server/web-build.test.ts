import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { isProcessAlive } from './db/data-dir-owner';
import { freeLoopbackPort, makeTempDataDir } from './db/embedded-postgres';
import { collectOutput, processTree, untilHealthy } from './test/npm-start';

// Issue 31: the start that built the web app (a fresh clone, no dist/) served every page as an empty
// shell: the in-process build set NODE_ENV=production after React's development build had loaded, so
// the server renderer came up as the other build ("dispatcher.getOwner is not a function").

const REPO_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What a clone does not hold: installed packages, build output, data, and local scratch. */
const NOT_IN_A_CLONE = new Set([
  'node_modules',
  'dist',
  'data',
  '.git',
  '.test-artifacts',
  '.bench',
  '.scratch',
]);
// Building the web app, creating the database and seeding the demo library: about a minute on a quiet
// machine, more with other test files beside it on CI's two cores.
const START_TIMEOUT_MS = 300_000;

let clone = '';
let dataDir = '';
let child: ChildProcess | undefined;
const pids = new Set<number>();

afterAll(async () => {
  if (child?.pid) pids.add(child.pid);
  // npm passes SIGTERM on; the server stops its embedded PostgreSQL. Whatever is left is killed.
  const npm = child;
  if (npm && npm.exitCode === null && npm.signalCode === null) {
    npm.kill('SIGTERM');
    // Until npm has exited, or 15 s have passed; then whatever is left is killed below.
    await vi
      .waitFor(() => expect(npm.exitCode !== null || npm.signalCode !== null).toBe(true), {
        timeout: 15_000,
        interval: 100,
      })
      .catch(() => {});
  }
  for (const pid of pids) {
    if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  if (clone) await fs.rm(clone, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}, 60_000);

/** The repository's files as a fresh clone has them (no dist/), with the installed packages linked in. */
async function freshClone(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hookshelf-clone-'));
  for (const entry of await fs.readdir(REPO_ROOT)) {
    if (NOT_IN_A_CLONE.has(entry)) continue;
    await fs.cp(path.join(REPO_ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  await fs.symlink(await fs.realpath(path.join(REPO_ROOT, 'node_modules')), path.join(dir, 'node_modules'));
  return dir;
}

/** What the server drew into #root (empty when it sent the shell). */
function drawnApp(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="initial-data">');
  return start < 0 || end < start ? '' : html.slice(start + '<div id="root">'.length, end);
}

describe('npm start in a fresh clone', () => {
  it('builds the web app and serves server-drawn pages from its first request', {
    timeout: START_TIMEOUT_MS + 30_000,
  }, async () => {
    clone = await freshClone();
    dataDir = await makeTempDataDir('hookshelf-first-start-');
    const port = await freeLoopbackPort();
    // A user's shell has no NODE_ENV (vitest sets it to test); its absence is what the build changes.
    const { NODE_ENV: _, ...env } = process.env;
    child = spawn('npm', ['start'], {
      cwd: clone,
      env: {
        ...env,
        DATA_DIR: dataDir,
        PORT: String(port),
        DATABASE_URL: '',
        EMBEDDINGS: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collectOutput(child);
    await untilHealthy(child, port, output, START_TIMEOUT_MS);
    const base = `http://127.0.0.1:${port}`;
    for (const pid of processTree(child.pid as number)) pids.add(pid);
    await expect(fs.stat(path.join(clone, 'dist/web/index.html'))).resolves.toBeTruthy();

    const landing = drawnApp(await (await fetch(`${base}/`)).text());
    expect(landing).toContain('data-app-frame');
    expect(landing).toContain('<h1');

    const { data } = (await (await fetch(`${base}/api/videos/public?limit=1`)).json()) as {
      data: { id: number; thumbnail: string }[];
    };
    const video = data[0];
    expect(video).toBeDefined();
    const page = await fetch(`${base}/v/${video?.id}`);
    expect(page.status).toBe(200);
    const drawn = drawnApp(await page.text());
    expect(drawn).toContain('data-app-frame');
    expect(drawn).toContain(video?.thumbnail);

    expect(output.join('')).not.toContain('server render failed');
  });
});
