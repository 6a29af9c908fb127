import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort, makeTempDataDir } from '../../server/db/embedded-postgres';

const START_TIMEOUT_MS = 150_000;
const REPO_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppProcess {
  appUrl: string;
  /** Stops the app (SIGTERM, then SIGKILL after 15 s) and removes its DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * Starts the real app the way a user does (`npm start`: migrate, seed the demo library, serve) in a child
 * process on a fresh DATA_DIR and a free port, and waits until /api/health answers. The web app must be
 * built already (`--no-web-build`). Used by the browser tests and by `npm run bench:web`.
 */
export async function startAppProcess(env: Record<string, string> = {}): Promise<AppProcess> {
  const dataDir = await makeTempDataDir('hookshelf-app-');
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));

  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      });
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the app exited during start:\n${output.join('')}`);
    }
    const healthy = await fetch(`${appUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false); // not listening yet
    if (healthy) return { appUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  await stop();
  throw new Error(`the app did not become healthy in time:\n${output.join('')}`);
}
