import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTempDataDir } from '../db/embedded-postgres';
import { onCleanup } from '../test/cleanup';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { createUser } from '../test/users';
import { listTables } from './backup-catalog';

const REPO_ROOT = path.join(import.meta.dirname, '../..');
let source: TestApp;
let dir: string;

/** `npm run cli -- …` against the database at `url`, as an operator runs it. */
function cli(args: string[], url: string): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += String(d);
  });
  child.stderr.on('data', (d) => {
    output += String(d);
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code: code ?? -1, output })));
}

/** Every table's rows, generated columns included, in a fixed order. */
async function snapshot(url: string): Promise<Record<string, unknown[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await listTables(client);
    const result: Record<string, unknown[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query(`SELECT * FROM public."${name}" ORDER BY 1, 2`);
      result[name] = rows;
    }
    return result;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dir = await makeTempDataDir('hookshelf-backup-');
  onCleanup(() => fs.rm(dir, { recursive: true, force: true }));
  source = await createTestApp();
  await source.createVideos([
    videoRecord({ id: 1, transcript: 'Line one\nline two\twith a tab and a back\\slash' }),
    videoRecord({ id: 2, caption: 'Émoji 🎬 and "quotes"', simple_outline: [] }),
    videoRecord({ id: 3, db_analysis: null }),
  ]);
  const user = await createUser(source, { tier: 'premium' });
  await source.request('/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...user.auth },
    body: JSON.stringify({ events: [{ type: 'search', query: 'budget', result_count: 3 }] }),
  });
});

describe('backup and restore', () => {
  it('round-trips every table through the command line, and ids go on after the restored ones', async () => {
    const file = path.join(dir, 'library.backup');
    const backup = await cli(['backup', file], source.database.url);
    expect(backup.output).toMatch(/backed up \d+ rows in \d+ tables \(videos: 3, users: 1\)/);
    expect(backup.code).toBe(0);

    const target = await createTestDatabase();
    const restore = await cli(['restore', file], target.url);
    expect(restore.output).toMatch(/restored \d+ rows in \d+ tables/);
    expect(restore.code).toBe(0);

    const before = await snapshot(source.database.url);
    const after = await snapshot(target.url);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(before.videos).toHaveLength(3);
    expect(before.events).toHaveLength(1);

    // The event id sequence continues past the restored rows.
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const { rows } = await client.query("INSERT INTO events (type) VALUES ('page_view') RETURNING id");
    await client.end();
    const restoredEvent = before.events?.[0] as { id: number } | undefined;
    expect(Number(rows[0]?.id)).toBeGreaterThan(Number(restoredEvent?.id ?? Number.POSITIVE_INFINITY));
  }, 120_000);

  it('refuses a database that holds data, and a cut-off file, writing nothing', async () => {
    const file = path.join(dir, 'second.backup');
    expect((await cli(['backup', file], source.database.url)).code).toBe(0);

    const occupied = await cli(['restore', file], source.database.url);
    expect(occupied.code).toBe(2);
    expect(occupied.output).toContain('restore needs an empty database');

    const whole = await fs.readFile(file);
    const cut = path.join(dir, 'cut.backup');
    await fs.writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const target = await createTestDatabase();
    const refused = await cli(['restore', cut], target.url);
    expect(refused.code).not.toBe(0);
    const counts = await snapshot(target.url);
    for (const [table, rows] of Object.entries(counts)) expect(rows, table).toEqual([]);
  }, 120_000);
});
