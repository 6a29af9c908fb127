import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { APPLICATION_NAME } from '../db/database';
import { makeTempDataDir, startEmbeddedPostgres } from '../db/embedded-postgres';
import { LIBRARY_WRITE_LOCK } from '../db/library-changes';
import { onCleanup } from '../test/cleanup';
import { videoRecord } from '../test/factories';

const REPO_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('npm run cli -- import', () => {
  it('ends with a message and exit code 1, not an unhandled error, when the database goes away mid-import', {
    timeout: 120_000,
  }, async () => {
    const pgDataDir = await makeTempDataDir('hookshelf-cli-outage-pg-');
    const cliDataDir = await makeTempDataDir('hookshelf-cli-outage-');
    const server = await startEmbeddedPostgres(pgDataDir, { role: 'server' });
    onCleanup(async () => {
      await server.stop();
      await fs.rm(pgDataDir, { recursive: true, force: true });
      await fs.rm(cliDataDir, { recursive: true, force: true });
    });
    const file = path.join(cliDataDir, 'videos.ndjson');
    await fs.writeFile(file, Array.from({ length: 20 }, () => JSON.stringify(videoRecord())).join('\n'));

    // A taxonomy change holds the library-write lock: the import's first batch waits for it inside its
    // transaction, which is where the database is then lost.
    const admin = new pg.Client({ connectionString: `${server.serverUrl}/hookshelf` });
    admin.on('error', () => {}); // its connection dies with the server too
    await admin.connect();
    await admin.query('SELECT pg_advisory_lock($1)', [LIBRARY_WRITE_LOCK]);

    const cli = spawn(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', 'import', file], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: server.url, DATA_DIR: cliDataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    cli.stdout.on('data', (d) => {
      output += String(d);
    });
    cli.stderr.on('data', (d) => {
      output += String(d);
    });
    const exited = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)));
    onCleanup(async () => {
      cli.kill('SIGKILL');
    });

    await vi.waitFor(
      async () => {
        expect(cli.exitCode, `the import ended early:\n${output}`).toBeNull();
        const waiting = await admin.query(
          "SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'",
          [APPLICATION_NAME],
        );
        expect(waiting.rowCount, 'the import waits for the lock inside its first batch').toBe(1);
      },
      { timeout: 60_000, interval: 100 },
    );
    const postmaster = Number(
      readFileSync(path.join(pgDataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');

    const code = await exited;
    console.info(`the import said: ${output.trim().split('\n').slice(-3).join('\n')}`);
    expect(output).not.toMatch(/Unhandled 'error' event|uncaught/i);
    expect(output).toMatch(/\[hookshelf\] the database went away \(.+\)\. What was committed before stays/);
    expect(code).toBe(1);
  });
});
