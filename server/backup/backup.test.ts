import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { makeTempDataDir } from '../db/embedded-postgres';
import { onCleanup } from '../test/cleanup';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { createUser, type TestUser } from '../test/users';
import { listTables } from './backup-catalog';

const REPO_ROOT = path.join(import.meta.dirname, '../..');
let source: TestApp;
let sourceInstall: Install;
let user: TestUser;
let dir: string;

/** Where a command works: a database and the DATA_DIR beside it. */
interface Install {
  url: string;
  dataDir: string;
}

/** `npm run cli -- …` against an install, as an operator runs it. */
function cli(args: string[], { url, dataDir }: Install): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
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

/** A new place to restore into: an empty, migrated database and an empty DATA_DIR. */
async function newInstall(): Promise<Install & { database: Database }> {
  const dataDir = await makeTempDataDir('hookshelf-restored-');
  onCleanup(() => fs.rm(dataDir, { recursive: true, force: true }));
  const database = await createTestDatabase();
  return { url: database.url, dataDir, database };
}

/** A backup's lines, ungzipped. */
async function backupLines(file: string): Promise<string[]> {
  return zlib
    .gunzipSync(await fs.readFile(file))
    .toString('utf8')
    .split('\n')
    .slice(0, -1);
}
/** Lines written as a backup file (a test's hand-altered backup). */
async function writeBackupLines(file: string, lines: string[]): Promise<void> {
  await fs.writeFile(file, zlib.gzipSync(`${lines.join('\n')}\n`));
}

beforeAll(async () => {
  dir = await makeTempDataDir('hookshelf-backup-');
  onCleanup(() => fs.rm(dir, { recursive: true, force: true }));
  source = await createTestApp();
  sourceInstall = { url: source.database.url, dataDir: source.dataDir };
  const art = await sharp({ create: { width: 540, height: 960, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
  await fs.writeFile(path.join(source.dataDir, 'images', 'analyzer', 'art-1.png'), art);
  await source.createVideos([
    videoRecord({
      id: 1,
      thumbnail: 'art-1.png',
      transcript: 'Line one\nline two\twith a tab and a back\\slash',
    }),
    videoRecord({ id: 2, caption: 'Émoji 🎬 and "quotes"', simple_outline: [] }),
    videoRecord({ id: 3, db_analysis: null }),
  ]);
  user = await createUser(source, { tier: 'premium' });
  await source.request('/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...user.auth },
    body: JSON.stringify({ events: [{ type: 'search', query: 'budget', result_count: 3 }] }),
  });
});

describe('backup and restore', () => {
  it('round-trips every table through the command line, and ids go on after the restored ones', async () => {
    const file = path.join(dir, 'library.backup');
    const backup = await cli(['backup', file], sourceInstall);
    expect(backup.output).toMatch(/backed up \d+ rows in \d+ tables \(videos: 3, users: 1\)/);
    expect(backup.code).toBe(0);

    const target = await newInstall();
    const restore = await cli(['restore', file], target);
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
    expect((await cli(['backup', file], sourceInstall)).code).toBe(0);

    const occupied = await cli(['restore', file], sourceInstall);
    expect(occupied.code).toBe(2);
    expect(occupied.output).toContain('restore needs an empty database');

    const whole = await fs.readFile(file);
    const cut = path.join(dir, 'cut.backup');
    await fs.writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const target = await newInstall();
    const refused = await cli(['restore', cut], target);
    expect(refused.code).not.toBe(0);
    const counts = await snapshot(target.url);
    for (const [table, rows] of Object.entries(counts)) expect(rows, table).toEqual([]);
    // Nor a file: no image, no key, no staging folder left behind.
    expect(await fs.readdir(target.dataDir)).toEqual([]);
  }, 120_000);

  it('moves an install: in a new DATA_DIR the same thumbnail URLs answer and a session made before goes on', async () => {
    const file = path.join(dir, 'move.backup');
    const backup = await cli(['backup', file], sourceInstall);
    expect(backup.code).toBe(0);
    // It holds the sessions and the key that signs them: the owner's only.
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);

    const video = (await source.get('/api/videos/public/1')).body.data;
    const urls = [
      '/images/analyzer/art-1.png',
      ...(video.thumbnail_srcset as string).split(', ').map((entry) => entry.split(' ')[0]),
    ];
    expect(urls).toHaveLength(5);
    expect((await source.get('/api/me', { headers: { cookie: user.cookie } })).status).toBe(200);

    const target = await newInstall();
    const restore = await cli(['restore', file], target);
    expect(restore.code).toBe(0);

    const moved = await createTestApp({ DATA_DIR: target.dataDir }, { database: target.database });
    expect((await moved.get('/api/videos/public/1')).body.data.thumbnail_srcset).toBe(video.thumbnail_srcset);
    for (const url of urls) {
      const [before, after] = await Promise.all([fetch(source.baseUrl + url), fetch(moved.baseUrl + url)]);
      expect(after.status, url).toBe(200);
      expect(Buffer.from(await after.arrayBuffer())).toEqual(Buffer.from(await before.arrayBuffer()));
    }
    const me = await moved.get('/api/me', { headers: { cookie: user.cookie } });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(user.email);

    expect(backup.output).toContain('5 images and the auth secret');
    expect(restore.output).toContain('5 images and the auth secret');
    expect(restore.output).not.toContain('note:');
    expect((await fs.stat(path.join(target.dataDir, 'auth-secret'))).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('restores a backup made before backups carried files, and says what the new install lacks', async () => {
    const file = path.join(dir, 'tables-only.backup');
    expect((await cli(['backup', file], sourceInstall)).code).toBe(0);
    // Version 1: the same header and tables, then the trailer; no files section.
    const lines = await backupLines(file);
    const header = JSON.parse(lines[0] as string);
    let tableEnds = 0;
    const filesStart = lines.findIndex((line) => line === '\\.' && ++tableEnds === header.tables.length) + 1;
    const filesEnd = lines.indexOf('\\.', filesStart);
    expect(filesEnd).toBe(lines.length - 2);
    const trailer = JSON.parse(lines.at(-1) as string);
    await writeBackupLines(file, [
      JSON.stringify({ ...header, version: 1 }),
      ...lines.slice(1, filesStart),
      JSON.stringify({ rows: trailer.rows }),
    ]);

    const target = await newInstall();
    const restore = await cli(['restore', file], target);
    expect(restore.code).toBe(0);
    expect(restore.output).toMatch(/restored \d+ rows in \d+ tables \(videos: 3, users: 1\) and 0 images/);
    expect(restore.output).toContain('made before backups carried the thumbnails: copy DATA_DIR/images');
    expect(restore.output).toContain('carries no auth secret: copy DATA_DIR/auth-secret');
    expect((await snapshot(target.url)).videos).toHaveLength(3);
  }, 120_000);

  it('refuses a backup naming a file outside the image folders, writing nothing', async () => {
    const file = path.join(dir, 'escaping.backup');
    expect((await cli(['backup', file], sourceInstall)).code).toBe(0);
    const lines = await backupLines(file);
    const entry = lines.findIndex((line) => line.startsWith('{"file":"images/analyzer/art-1.png"'));
    lines[entry] = (lines[entry] as string).replace(
      'images/analyzer/art-1.png',
      'images/analyzer/../../escaped',
    );
    await writeBackupLines(file, lines);

    const target = await newInstall();
    const refused = await cli(['restore', file], target);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('names a file a backup does not hold');
    expect(await fs.readdir(target.dataDir)).toEqual([]);
    for (const rows of Object.values(await snapshot(target.url))) expect(rows).toEqual([]);
  }, 120_000);
});
