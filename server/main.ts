import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { isProcessAlive } from './db/data-dir-owner';
import { DataDirInUseError } from './db/embedded-postgres';
import { openDatabase } from './db/open-database';
import { seedDemoLibraryIfEmpty } from './demo/seed-demo';
import { loggerOptions } from './logger';
import { ensureWebBuild, WebBuildError } from './web-build';

const SHUTDOWN_GRACE_MS = 10_000;
const PARENT_CHECK_MS = 1_000;

/** `npm start`: build what is not built, open and migrate the database, seed if empty, serve. */
async function main(): Promise<void> {
  const config = loadConfig();
  const say = (message: string) => console.log(`[hookshelf] ${message}`);
  // `npm run dev` serves the web app from Vite's dev server instead.
  if (!process.argv.includes('--no-web-build')) await ensureWebBuild(say);
  const opened = await openDatabase(config, 'server', say);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await seedDemoLibraryIfEmpty(opened.database.db, config.dataDir, say);
    app = await buildApp({ config, database: opened.database, logger: loggerOptions(config) });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => {});
    await opened.shutdown();
    throw error;
  }
  const server = app;
  say(`Hookshelf is running at ${config.publicUrl}`);

  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info(`${reason}: finishing requests in flight, then stopping`);
    const force = setTimeout(() => {
      server.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await server.close();
      await opened.shutdown();
      process.exit(0);
    } catch (error) {
      server.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM received'));
  process.on('SIGINT', () => void stop('SIGINT received'));
  // Started by an npm script (`npm start`, or a test run's child): npm forwards SIGTERM/SIGINT to its
  // child, but when that child is a shell, or npm itself is killed outright, the signal never reaches us.
  // Stop with the process that started us rather than keep the port and the database server.
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    setInterval(() => {
      if (!isProcessAlive(parent)) void stop('parent process exited');
    }, PARENT_CHECK_MS).unref();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof WebBuildError) {
    console.error(`[hookshelf] ${error.message}`);
  } else {
    console.error('[hookshelf] could not start:', error);
  }
  process.exit(1);
});
