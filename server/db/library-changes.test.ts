import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './database';
import { LibraryChanges, NOTIFY_LIBRARY_CHANGED } from './library-changes';

let database: Database;
let changes: LibraryChanges;

beforeAll(async () => {
  database = await createTestDatabase();
  changes = new LibraryChanges(database.url);
  await changes.listen();
});
afterAll(() => changes.close());

describe('library changes', () => {
  it('has heard every change committed before caughtUp is called, and the marker itself changes nothing', async () => {
    const before = changes.generation;
    // Another process's writes: heard only through NOTIFY, after their commits.
    for (let i = 0; i < 3; i++) await database.pool.query(NOTIFY_LIBRARY_CHANGED);
    await changes.caughtUp();
    expect(changes.generation).toBe(before + 3);
    await changes.caughtUp();
    expect(changes.generation).toBe(before + 3);
  });

  it("does not take another instance's marker for a change", async () => {
    const other = new LibraryChanges(database.url);
    await other.listen();
    try {
      const before = changes.generation;
      await other.caughtUp();
      // This instance has heard the other's marker by the time its own comes back.
      await changes.caughtUp();
      expect(changes.generation).toBe(before);
    } finally {
      await other.close();
    }
  });
});
