import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort, makeTempDataDir } from '../../server/db/embedded-postgres';
import { ownChild } from './owned-child';

const START_TIMEOUT_MS = 150_000;
const REPO_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppProcess {
  appUrl: string;
  /** The app's own process (node running server/main.ts): the soak samples its memory. */
  pid: number;
  /** Whether it still runs: a crash mid-run is a failure, not a quiet gap in the figures. */
  running(): boolean;
  /** Stops the app (SIGTERM, then SIGKILL after 15 s) and removes the DATA_DIR it made. */
  stop(): Promise<void>;
}

/**
 * Starts the real app the way a user does (`npm start`: migrate, seed the demo library if empty, serve)
 * in a child process on a free loopback port, and waits until /api/health answers. The web app must be
 * built already (`--no-web-build`). `env` may name a DATA_DIR and DATABASE_URL of the caller's (kept);
 * otherwise it gets a fresh DATA_DIR with its embedded server (removed on stop). Used by the browser
 * tests, `npm run bench:web` and the soak.
 */
export async function startAppProcess(env: Record<string, string> = {}): Promise<AppProcess> {
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? (await makeTempDataDir('hookshelf-app-'));
  const port = await freeLoopbackPort();
  const appUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-web-build'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The address the browser uses: sign-in calls from any other origin are refused.
      PUBLIC_URL: appUrl,
      // No encoder threads embedding in the background of browser tests, budgets and benches (they would
      // share the two cores with what is measured); a caller that needs embeddings sets EMBEDDINGS itself.
      EMBEDDINGS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept short: only what explains a failed start or a crash.
  const output: string[] = [];
  const keep = (data: unknown) => {
    output.push(String(data));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const owned = ownChild(child);
  const running = owned.running;
  const stop = async () => {
    await owned.stop();
    if (ownDataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!running() || child.pid === undefined) {
      await stop();
      throw new Error(`the app exited during start:\n${output.join('')}`);
    }
    const healthy = await fetch(`${appUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false); // not listening yet
    if (healthy) return { appUrl, pid: child.pid, running, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the app did not become healthy in time:\n${output.join('')}`);
}
