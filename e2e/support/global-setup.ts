import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { freeLoopbackPort, makeTempDataDir } from '../../server/db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real app under test listens. */
    appUrl: string;
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
  // `npm run test:e2e` has just built the web app; the server must not rebuild it under NODE_ENV=test.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-web-build'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const appUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(appUrl, child, output);
  project.provide('appUrl', appUrl);

  return async () => {
    await stop(child);
    await fs.rm(dataDir, { recursive: true, force: true });
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
