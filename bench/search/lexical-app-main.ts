import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connectDatabase } from '../../server/db/database';
import { settledPresented, waitForSearchIndex } from './app-figures';

/**
 * The app with embeddings off, as a process of its own (lexical-app-process.ts starts it): what a
 * deployment without embeddings runs. It prints `ready <url> <videos>` once its search index holds the library,
 * with how many videos it holds presented for visitors, and stops on SIGTERM.
 */
const databaseUrl = process.env.BENCH_APP_DATABASE_URL ?? '';
const videos = Number(process.env.BENCH_APP_VIDEOS);
const poolSize = Number(process.env.BENCH_APP_POOL_SIZE);
const database = connectDatabase(databaseUrl, { max: poolSize });
const app = await buildApp({
  config: loadConfig({
    DATA_DIR: process.env.BENCH_APP_DATA_DIR,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    EMBEDDINGS: 'off',
  }),
  database,
  logger: false,
  // As the other uncached scenarios: every request reaches the search.
  responseCache: false,
  embeddingProvider: null,
  embeddingJob: { automatic: false },
});
await app.listen({ port: 0, host: '127.0.0.1' });
await waitForSearchIndex(app, videos, performance.now(), (message) => console.error(message));
const presented = await settledPresented(app, performance.now());
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
process.stdout.write(`ready ${url} ${presented?.videos ?? 0}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
