import type { ChildProcess } from 'node:child_process';

const STOP_GRACE_MS = 15_000;

export interface OwnedChild {
  /** Whether it still runs: a crash mid-run is a failure, not a quiet gap in the figures. */
  running(): boolean;
  /** SIGTERM, then SIGKILL after 15 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * A child process this one owns: if the caller exits without stopping it (an error, Ctrl-C), it is
 * killed rather than left running. Used for the app started by the browser tests, the soak and the bench.
 */
export function ownChild(child: ChildProcess): OwnedChild {
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
      });
    }
    process.off('exit', killOnExit);
  };
  return { running, stop };
}
