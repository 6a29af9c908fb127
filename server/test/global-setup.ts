import fs from 'node:fs/promises';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateDatabase } from '../db/database';
import { type EmbeddedServer, makeTempDataDir, startEmbeddedPostgres } from '../db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL without a database name; each test file creates its own database there. */
    testServerUrl: string;
    /** A migrated, empty database each test file copies (CREATE DATABASE … TEMPLATE). */
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL server per test run: an embedded one started here, or — for `npm run test:pg` — the
 * server at TEST_DATABASE_URL, whose database becomes the migrated template every test file copies.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | null = null;
  let dataDir: string | null = null;
  let serverUrl: string;
  let template: string;
  const external = process.env.HOOKSHELF_TEST_PG === '1';
  if (external) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url)
      throw new Error(
        'npm run test:pg needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/hookshelf_test',
      );
    const parsed = new URL(url);
    template = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (!template) throw new Error('TEST_DATABASE_URL must name a database');
    parsed.pathname = '';
    serverUrl = parsed.toString().replace(/\/$/, '');
  } else {
    dataDir = await makeTempDataDir('hookshelf-test-');
    embedded = await startEmbeddedPostgres(dataDir, { role: 'server' });
    serverUrl = embedded.serverUrl;
    template = 'hookshelf_template';
    const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
  }
  const database = connectDatabase(`${serverUrl}/${template}`, { max: 1, longRunning: true });
  await migrateDatabase(database);
  await database.close();

  project.provide('testServerUrl', serverUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}
