import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from '../../server/db/embedded-postgres';

const START_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 15_000;
const REPO_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SoakApp {
  appUrl: string;
  /** The app's own process (node running server/main.ts), whose memory the soak samples. */
  pid: number;
  /** Whether it is still running: a crash mid-soak is a failure, not a quiet gap in the figures. */
  running(): boolean;
  /** SIGTERM (the app finishes requests in flight), then SIGKILL after 15 s. */
  stop(): Promise<void>;
}

/**
 * Starts the real app as `npm start` does (server/main.ts, without the web build, which the soak does
 * not load) in a child process of its own, on the given database, listening on a free loopback port.
 * Like e2e/support/app-process.ts, but it keeps the caller's DATA_DIR and database and exposes the pid.
 */
export async function startSoakApp(env: Record<string, string>): Promise<SoakApp> {
  const port = await freeLoopbackPort();
  const appUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-web-build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: appUrl, ...env },
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
  // If the bench exits without stopping it (an error, Ctrl-C), the app must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    await stopChild(child);
    process.off('exit', killOnExit);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.pid === undefined) {
      await stop();
      throw new Error(`the app exited during start:\n${output.join('')}`);
    }
    const healthy = await fetch(`${appUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false); // not listening yet
    if (healthy) {
      const pid = child.pid;
      return { appUrl, pid, running: () => child.exitCode === null && child.signalCode === null, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the app did not become healthy in time:\n${output.join('')}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
  });
}
