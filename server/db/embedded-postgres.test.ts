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

  it('connects the app as a role that owns its database and holds no superuser rights, also on an older install', async () => {
    const dataDir = await makeTempDataDir('hookshelf-role-');
    dirs.push(dataDir);
    // An install from before the app role: its tables belong to the superuser, its credentials lack the role.
    const first = await startEmbeddedPostgres(dataDir, { role: 'server' });
    const old = new pg.Client({ connectionString: `${first.serverUrl}/hookshelf` });
    await old.connect();
    await old.query(
      "CREATE TABLE legacy (id serial PRIMARY KEY, note text); INSERT INTO legacy (note) VALUES ('kept')",
    );
    await old.end();
    await first.stop();
    const credentialsFile = path.join(dataDir, 'pg-credentials.json');
    const { password } = JSON.parse(await fs.readFile(credentialsFile, 'utf8'));
    await fs.writeFile(credentialsFile, JSON.stringify({ password }));

    const server = await startEmbeddedPostgres(dataDir, { role: 'server' });
    const app = new pg.Client({ connectionString: server.url });
    await app.connect();
    try {
      const { rows } = await app.query(
        'SELECT current_user AS name, rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = current_user',
      );
      expect(rows).toEqual([
        { name: 'hookshelf', rolsuper: false, rolcreatedb: false, rolcreaterole: false },
      ]);
      // It owns what it works with, the older tables included.
      await app.query("INSERT INTO legacy (note) VALUES ('new'); ALTER TABLE legacy ADD COLUMN extra text");
      expect((await app.query('SELECT count(*)::int AS n FROM legacy')).rows).toEqual([{ n: 2 }]);
      // And nothing beyond it.
      await expect(app.query('CREATE DATABASE elsewhere')).rejects.toThrow(/permission denied/);
      await expect(app.query('SELECT * FROM pg_authid')).rejects.toThrow(/permission denied/);
      await expect(app.query("COPY legacy TO PROGRAM 'true'")).rejects.toThrow(
        /permission denied|must be superuser|privileges/i,
      );
    } finally {
      await app.end();
      await server.stop();
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 120_000);
});
