import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { importRecords } from '../../server/library-import/import-videos';
import { videoRecord } from '../../server/test/factories';
import { createTestDatabase } from '../../server/test/test-database';
import { benchVideo } from './bench-video';
import { seedBenchLibrary } from './generate-library';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

describe('the bench library', () => {
  it('makes the same record for the same id, and records the importer accepts', async () => {
    expect(benchVideo(42, 300)).toEqual(benchVideo(42, 300));
    expect(benchVideo(42, 300)).not.toEqual(benchVideo(43, 300));

    const first = await seedBenchLibrary(database.db, 300);
    expect(first).toMatchObject({ inserted: 300, updated: 0, unchanged: 0, rejected: [] });
    // Seeding again writes nothing: video N is the same on every run.
    const again = await seedBenchLibrary(database.db, 300);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 300, rejected: [] });
  });

  it('refuses a library holding videos it did not write', async () => {
    await importRecords(database.db, [{ position: 'line 1', value: videoRecord({ id: 9_000_001 }) }]);
    await expect(seedBenchLibrary(database.db, 10)).rejects.toThrow(/seed-bench did not write/);
  });
});
