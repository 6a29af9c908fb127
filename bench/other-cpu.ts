import fs from 'node:fs';
import os from 'node:os';

/**
 * How much of the machine other programs took while a scenario ran: all busy CPU time minus this
 * process's and its descendants' (the embedded PostgreSQL and its backends). On a shared machine a
 * scenario's figures say little when this is high, so the report shows it beside them. A server of
 * BENCH_DATABASE_URL on this machine counts as another program. Linux only (/proc); elsewhere null.
 */
export function startOtherCpuMeter(): () => CpuUse | null {
  const before = sample();
  const started = performance.now();
  return () => {
    const after = sample();
    if (!before || !after) return null;
    const elapsedMs = performance.now() - started;
    const oursMs = after.oursMs - before.oursMs;
    const othersMs = after.busyMs - before.busyMs - oursMs;
    return { othersShare: Math.max(0, othersMs / (elapsedMs * os.cpus().length)), oursMs };
  };
}

export interface CpuUse {
  /** Share of all CPUs other programs used. */
  othersShare: number;
  /**
   * CPU time of the bench's own process tree: the app, PostgreSQL and the load generator. Per request it
   * is what a request costs whoever else competes, so it shows what a quiet machine could serve.
   */
  oursMs: number;
}

/** USER_HZ: /proc counts CPU time in clock ticks, 100 a second on every Linux Node runs on. */
const TICK_MS = 10;

function sample(): { busyMs: number; oursMs: number } | null {
  try {
    // /proc/stat's first line: cpu user nice system idle iowait irq softirq steal …
    const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
    const ticks = fields.map(Number);
    const busy = [0, 1, 2, 5, 6, 7].reduce((sum, i) => sum + (ticks[i] ?? 0), 0);
    return { busyMs: busy * TICK_MS, oursMs: treeTicks(process.pid) * TICK_MS };
  } catch {
    return null;
  }
}

/** CPU ticks of a process and every descendant still running (with what their reaped children used). */
function treeTicks(root: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // The command name may hold spaces and brackets: the fields start after its last ')'.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const parent = Number(rest[1]);
    // utime, stime, cutime, cstime are fields 14–17 of the line, 12–15 after the name.
    ticks.set(
      pid,
      [11, 12, 13, 14].reduce((sum, i) => sum + Number(rest[i] ?? 0), 0),
    );
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    total += ticks.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}
