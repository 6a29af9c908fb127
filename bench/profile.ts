import fs from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/**
 * A CPU profile of this thread (where the apps under bench run) over one measured scenario, written to
 * `.bench/<key>.cpuprofile` for Chrome DevTools or speedscope. Set BENCH_PROFILE=1 (bench/run.ts).
 */
export async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async writeTo(key: string): Promise<string> {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      const file = path.resolve('.bench', `${key}.cpuprofile`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, JSON.stringify(profile));
      return file;
    },
  };
}
