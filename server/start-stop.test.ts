import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { isProcessAlive } from './db/data-dir-owner';
import { freeLoopbackPort, makeTempDataDir } from './db/embedded-postgres';
import { collectOutput, processTree, untilHealthy } from './test/npm-start';

// Issue 14: a signal to the process `npm start` started (what a process manager or `docker stop` sends)
// must stop the server and its embedded PostgreSQL, not just npm.

const REPO_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// A first start creates the database and seeds the demo library: ~15 s on a quiet machine, but CI runs
// other test files beside this one on its two cores.
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 10_000;

const started: { child: ChildProcess; pids: Set<number>; dataDir: string }[] = [];

afterAll(async () => {
  for (const run of started) {
    if (run.child.pid) run.pids.add(run.child.pid);
    for (const pid of run.pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    // A killed server may still be writing a derived image as the folder goes: retry what it re-adds.
    await fs.rm(run.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
});

/** Alive and not a zombie (a reparented child is only reaped when its new parent gets round to it). */
function isRunning(pid: number): boolean {
  if (!isProcessAlive(pid)) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function startNpm() {
  const dataDir = await makeTempDataDir('hookshelf-start-stop-');
  const port = await freeLoopbackPort();
  // Exactly what a user runs. --no-web-build: whether dist/web exists must not matter here.
  const child = spawn('npm', ['start', '--', '--no-web-build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = { child, pids: new Set<number>(), dataDir };
  started.push(run);
  const output = collectOutput(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await untilHealthy(child, port, output, START_TIMEOUT_MS);
  const npmPid = child.pid as number;
  // Everything npm started: the shell (if any), node, esbuild, and the embedded PostgreSQL.
  for (const pid of processTree(npmPid)) run.pids.add(pid);
  const postmaster = Number(
    (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0],
  );
  run.pids.add(postmaster);
  return { child, npmPid, port, postmaster, pids: [...run.pids], exited, output };
}

describe('npm start', () => {
  // SIGKILL: npm cannot pass anything on; the server notices its parent is gone.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGKILL'] as const) {
    it(`stops the server and the embedded PostgreSQL on ${signal} to npm`, {
      timeout: START_TIMEOUT_MS + 30_000,
    }, async () => {
      const app = await startNpm();
      expect(isRunning(app.postmaster)).toBe(true);
      expect(app.pids.length).toBeGreaterThan(2); // npm, the server, PostgreSQL at least

      process.kill(app.npmPid, signal);
      // Until every process is gone, or STOP_TIMEOUT_MS has passed: the assertion below says which are left.
      await vi
        .waitFor(() => expect(app.pids.filter(isRunning)).toEqual([]), {
          timeout: STOP_TIMEOUT_MS,
          interval: 200,
        })
        .catch(() => {});
      const left = app.pids.filter(isRunning);
      const describeLeft =
        left.length > 0
          ? execFileSync('ps', ['-o', 'pid,ppid,args', '-p', left.join(',')], { encoding: 'utf8' })
          : '';
      expect(left, `still running after ${signal}:\n${describeLeft}\n${app.output.join('')}`).toEqual([]);
      await app.exited;
      expect(app.child.exitCode !== null || app.child.signalCode !== null).toBe(true);
      expect(await accepts(app.port)).toBe(false);
    });
  }
});
