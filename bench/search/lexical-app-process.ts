import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ownChild } from '../../e2e/support/owned-child';

const MAIN = fileURLToPath(new URL('./lexical-app-main.ts', import.meta.url));
/** Loading 100,000 videos' words takes ~20 s on the bench machine; far past that, something is wrong. */
const START_TIMEOUT_MS = 300_000;

export interface LexicalAppProcess {
  url: string;
  /** How many videos it held presented for visitors when it said it was ready. */
  presentedVideos: number;
  stop(): Promise<void>;
}

/**
 * Starts the app with embeddings off in a process of its own and resolves once its index is complete and
 * its visitors' presented videos are read in. In the bench's own process it shared the heap, the garbage
 * collector and the event loop's other work with the two apps that hold the vectors and their caches, which
 * no deployment without embeddings does.
 */
export async function startLexicalAppProcess(options: {
  databaseUrl: string;
  dataDir: string;
  videos: number;
  poolSize: number;
}): Promise<LexicalAppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      BENCH_APP_DATABASE_URL: options.databaseUrl,
      BENCH_APP_DATA_DIR: options.dataDir,
      BENCH_APP_VIDEOS: String(options.videos),
      BENCH_APP_POOL_SIZE: String(options.poolSize),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { stop } = ownChild(child);
  const output: string[] = [];
  child.stderr?.on('data', (data) => output.push(String(data)));
  try {
    const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
      let stdout = '';
      const timer = setTimeout(
        () => reject(new Error('the app with embeddings off did not start in time')),
        START_TIMEOUT_MS,
      );
      child.stdout?.on('data', (data) => {
        stdout += String(data);
        const line = /^ready (\S+) (\d+)$/m.exec(stdout);
        if (!line) return;
        clearTimeout(timer);
        resolve(line);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the app with embeddings off exited (${code}):\n${output.join('')}`));
      });
    });
    return { url: ready[1] as string, presentedVideos: Number(ready[2]), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
