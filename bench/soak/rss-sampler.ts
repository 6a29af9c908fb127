import fs from 'node:fs/promises';

export interface RssSample {
  /** Seconds since the load started. */
  second: number;
  mb: number;
}

export interface RssSampler {
  samples: RssSample[];
  stop(): void;
}

/** Reads another process's resident set size, in MB (Linux: /proc/<pid>/status, VmRSS in kB). */
export async function readRssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/** Samples the process's RSS now and then every second, timed from `startedAt` (performance.now()). */
export function sampleRss(pid: number, startedAt: number): RssSampler {
  const samples: RssSample[] = [];
  const take = () =>
    void readRssMb(pid)
      .then((mb) => samples.push({ second: (performance.now() - startedAt) / 1000, mb }))
      // The process has gone; the soak notices that itself and fails.
      .catch(() => {});
  take();
  const timer = setInterval(take, 1000);
  return { samples, stop: () => clearInterval(timer) };
}
