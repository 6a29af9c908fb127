import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { benchVideo } from '../../bench/library/bench-video';
import { loadConfig } from '../config';
import { isProcessAlive } from '../db/data-dir-owner';
import { makeTempDataDir, startEmbeddedPostgres } from '../db/embedded-postgres';
import { openDatabase } from '../db/open-database';
import { libraryState } from '../test/library-state';
import { IMPORT_BATCH_SIZE } from './import-videos';

const CLI = path.join(import.meta.dirname, '..', 'cli', 'main.ts');
const RECORDS = 10_000;
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) {
    const pid = Number(
      (await fs.readFile(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0],
    );
    if (pid && isProcessAlive(pid)) process.kill(pid, 'SIGINT');
    while (pid && isProcessAlive(pid)) await sleep(100);
    await fs.rm(dir, { recursive: true, force: true });
  }
});

/** `npm run cli -- import FILE` on DATA_DIR's embedded server, as its own process (no npm in between to kill). */
function importWithCli(dataDir: string, file: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'import', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const exited = new Promise<{ code: number | null; signal: string | null; output: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, output })),
  );
  return { child, exited };
}

async function sleep(ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** The video count, and every taxonomy entry whose usage_count differs from the videos that carry it. */
/** Opens DATA_DIR the way `npm start` does (an orphaned PostgreSQL is stopped and started afresh), reads, closes. */
async function startAndRead(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const opened = await openDatabase(config, 'server', () => {});
  try {
    return await libraryState(opened.database.db);
  } finally {
    await opened.shutdown();
  }
}

describe('a command-line import killed halfway (kill -9)', () => {
  it('leaves whole batches with true filter counts, the next start comes up, and importing again finishes the job', async () => {
    const dataDir = await makeTempDataDir('hookshelf-import-crash-');
    dirs.push(dataDir);
    const file = path.join(dataDir, 'videos.ndjson');
    const lines = Array.from({ length: RECORDS }, (_, i) => JSON.stringify(benchVideo(i + 1, RECORDS)));
    await fs.writeFile(file, `${lines.join('\n')}\n`);

    const first = importWithCli(dataDir, file);
    // Watch it from outside: attach to the embedded server once the command owns it.
    let watcher: pg.Client | null = null;
    while (!watcher) {
      const owner = await fs.readFile(path.join(dataDir, 'hookshelf-owner.json'), 'utf8').catch(() => '');
      if (owner.includes(`"pid":${first.child.pid}`)) {
        const attached = await startEmbeddedPostgres(dataDir, { role: 'cli' });
        expect(attached.attached).toBe(true);
        // The command makes the app's database just after it takes the server: try until it is there.
        const client = new pg.Client({ connectionString: attached.url });
        watcher = await client.connect().then(
          () => client,
          () => null,
        );
        if (!watcher) await sleep(50);
      } else {
        expect(first.child.exitCode).toBeNull();
        await sleep(50);
      }
    }
    // Half the file is in, and the command is inside a batch's transaction: kill it there.
    let committed = 0;
    for (;;) {
      const { rows } = await watcher
        .query<{ committed: number | null; writing: boolean }>(`
        SELECT (SELECT count(*)::int FROM videos) AS committed,
               EXISTS (SELECT 1 FROM pg_stat_activity WHERE application_name = 'hookshelf'
                         AND xact_start IS NOT NULL AND pid <> pg_backend_pid()) AS writing`)
        .catch(() => ({
          rows: [{ committed: 0, writing: false }],
        }));
      committed = rows[0]?.committed ?? 0;
      if (committed >= RECORDS / 2 && rows[0]?.writing) break;
      expect(committed, 'the import finished before it could be killed').toBeLessThan(RECORDS);
      await sleep(10);
    }
    first.child.kill('SIGKILL');
    const killed = await first.exited;
    expect(killed.signal).toBe('SIGKILL');
    await watcher.end().catch(() => {});

    // The next start comes up on the same DATA_DIR; the library holds whole batches, counted truly.
    const afterCrash = await startAndRead(dataDir);
    expect(afterCrash.count).toBeGreaterThanOrEqual(committed);
    expect(afterCrash.count).toBeLessThan(RECORDS);
    expect(afterCrash.count % IMPORT_BATCH_SIZE).toBe(0);
    expect(afterCrash.mismatches).toEqual([]);

    // Importing the same file again finishes the job: the committed batches are unchanged, the rest inserted.
    const second = importWithCli(dataDir, file);
    const done = await second.exited;
    expect(done.code, done.output).toBe(0);
    expect(done.output).toContain(
      `inserted: ${RECORDS - afterCrash.count}, updated: 0, unchanged: ${afterCrash.count}, rejected: 0`,
    );
    const finished = await startAndRead(dataDir);
    expect(finished).toEqual({ count: RECORDS, mismatches: [] });
  }, 90_000);
});
