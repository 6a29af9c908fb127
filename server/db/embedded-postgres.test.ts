import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive } from './data-dir-owner';
import { DataDirInUseError, makeTempDataDir, startEmbeddedPostgres } from './embedded-postgres';

const FIXTURE = path.join(import.meta.dirname, 'test-fixtures', 'hold-data-dir.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];

/** Starts an "app" in another process that owns DATA_DIR's embedded server. */
function holdDataDir(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (d) => {
      output += String(d);
      if (output.includes('ready')) resolve(child);
    });
    child.stderr?.on('data', (d) => {
      output += String(d);
    });
    child.on('exit', (code) => reject(new Error(`fixture exited with ${code}: ${output}`)));
  });
}

async function postmasterPid(dataDir: string): Promise<number> {
  const text = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[0]);
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) {
    const pid = await postmasterPid(dir).catch(() => 0);
    if (pid && isProcessAlive(pid)) process.kill(pid, 'SIGINT');
  }
});

describe('the embedded PostgreSQL server', () => {
  it('refuses a second app on a DATA_DIR in use, lets a command attach, and comes back after a crash', async () => {
    const dataDir = await makeTempDataDir('hookshelf-crash-');
    dirs.push(dataDir);
    const app = await holdDataDir(dataDir);

    // A second server on the same DATA_DIR gets a clear message naming the folder and the owner.
    const second = startEmbeddedPostgres(dataDir, { role: 'server' });
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `DATA_DIR ${dataDir} is in use by a running Hookshelf server (pid ${app.pid})`,
    );

    // A command attaches to the running server and leaves it running when done.
    const cli = await startEmbeddedPostgres(dataDir, { role: 'cli' });
    expect(cli.attached).toBe(true);
    const client = new pg.Client({ connectionString: cli.url });
    await client.connect();
    await client.query("CREATE TABLE survivor (note text); INSERT INTO survivor VALUES ('still here')");
    await client.end();
    await cli.stop();
    const pgPid = await postmasterPid(dataDir);
    expect(isProcessAlive(pgPid)).toBe(true);

    // The app is killed outright: its PostgreSQL is left running, orphaned.
    app.kill('SIGKILL');
    await new Promise((resolve) => app.once('exit', resolve));
    expect(isProcessAlive(pgPid)).toBe(true);

    // The next start stops the orphan, starts afresh, and the data is intact.
    const restarted = await startEmbeddedPostgres(dataDir, { role: 'server' });
    try {
      expect(isProcessAlive(pgPid)).toBe(false);
      const after = new pg.Client({ connectionString: restarted.url });
      await after.connect();
      const { rows } = await after.query('SELECT note FROM survivor');
      await after.end();
      expect(rows).toEqual([{ note: 'still here' }]);
    } finally {
      await restarted.stop();
    }
    expect(await fs.readdir(dataDir)).not.toContain('hookshelf-owner.json');
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 120_000);
});
