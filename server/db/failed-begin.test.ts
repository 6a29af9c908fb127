import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { connectDatabase } from './database';

describe('a transaction whose BEGIN fails', () => {
  it('gives its connection back: the next transaction on a one-connection pool is served, and the pool closes', async () => {
    const { url } = await createTestDatabase();
    const database = connectDatabase(url, { max: 1 });
    // The connection closes as it is handed out, as when the server restarts or ends it at that moment.
    database.pool.once('acquire', (client) => void client.end());
    await expect(database.db.transaction((tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow(/begin/);

    // Left checked out, the only connection would make this wait out the pool's 5 s and fail.
    const answer = await database.db.transaction((tx) => tx.execute(sql`SELECT 1 AS one`));
    expect(answer.rows).toEqual([{ one: 1 }]);
    expect(database.pool.totalCount).toBe(1);
    await database.close();
  });

  it('leaves a client whose first statement is not a BEGIN, and a failed query outside a transaction, alone', async () => {
    const { url } = await createTestDatabase();
    const database = connectDatabase(url, { max: 1 });
    const client = await database.pool.connect();
    await expect(client.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    expect((await client.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    client.release();
    await expect(database.db.execute(sql`SELECT * FROM no_such_table`)).rejects.toThrow(/no_such_table/);
    expect((await database.db.execute(sql`SELECT 3 AS three`)).rows).toEqual([{ three: 3 }]);
    await database.close();
  });
});
