import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../db/database';
import { onCleanup } from './cleanup';

/**
 * A fresh, migrated database for the calling test file, copied from the run's template and dropped
 * when the file's tests are done — files run in parallel and leave nothing behind.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = inject('testServerUrl');
  const template = inject('templateDatabase');
  const name = `${template}_t${randomBytes(5).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const database = connectDatabase(`${serverUrl}/${name}`, { max: 5 });
  onCleanup(async () => {
    await database.close();
    await admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });
  return database;
}

async function admin(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    // Copying a template fails while another copy of it is being made; retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await work(client);
        return;
      } catch (error) {
        const busy = /is being accessed by other users/.test(String(error));
        if (!busy || attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await client.end();
  }
}
