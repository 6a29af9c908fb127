import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  platform: string;
  /** Share of all CPUs busy while the benchmark itself sat idle: work of other processes. */
  busyBeforeLoad: number;
}

/** Describes the machine, sampling for one second how busy it is without us. */
export async function describeMachine(): Promise<Machine> {
  const before = cpuTimes();
  await sleep(1000);
  const after = cpuTimes();
  const total = after.total - before.total;
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    busyBeforeLoad: total > 0 ? 1 - (after.idle - before.idle) / total : 0,
  };
}

function cpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}
