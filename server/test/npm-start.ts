import { type ChildProcess, execFileSync } from 'node:child_process';
import { expect, vi } from 'vitest';

/** What the tests that run `npm start` for real share: its output, its health, and its processes. */

/** Everything `child` writes to stdout and stderr, as it comes; joined, it is what a failure reports. */
export function collectOutput(child: ChildProcess): string[] {
  const output: string[] = [];
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  return output;
}

/**
 * Waits until the server `npm start` started (`child`) answers /api/health on `port`. Throws, with
 * `output`, when npm exits first or `timeoutMs` passes.
 */
export async function untilHealthy(
  child: ChildProcess,
  port: number,
  output: string[],
  timeoutMs: number,
): Promise<void> {
  await vi
    .waitFor(
      async () => {
        if (child.exitCode !== null) return; // no use asking any more: reported below
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
      },
      { timeout: timeoutMs, interval: 300 },
    )
    .catch((error: unknown) => {
      throw new Error(`npm start did not become healthy in time:\n${output.join('')}`, { cause: error });
    });
  if (child.exitCode !== null) throw new Error(`npm start exited during start:\n${output.join('')}`);
}

/** The pids of `root` and everything below it (Linux, via ps). */
export function processTree(root: number): number[] {
  const lines = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n');
  const children = new Map<number, number[]>();
  for (const line of lines) {
    const [pid = 0, ppid = 0] = line.trim().split(/\s+/).map(Number);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}
