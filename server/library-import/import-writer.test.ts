import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../audit/audit-log';
import type { Database } from '../db/database';
import { topics, videos } from '../db/schema';
import { mergeTaxonomyEntries } from '../taxonomies/taxonomy-changes';
import { videoRecord } from '../test/factories';
import { libraryState } from '../test/library-state';
import { createTestDatabase } from '../test/test-database';
import { importStream } from './import-stream';
import { importRecords } from './import-videos';

/**
 * Import batches are written two at a time, and imports side by side (ImportWriter, the shared library
 * lock): whatever interleaves, each video ends as one record wrote it and every usage count stays true.
 */

let database: Database;

beforeEach(async () => {
  database = await createTestDatabase();
});

function record(id: number, topic: string, note: string) {
  return videoRecord({
    id,
    simple_description: `${note} ${id}`,
    db_analysis: {
      topics: [{ match: topic }],
      concepts: [{ match: `Concept ${id % 3}` }],
      elements: [{ match: 'Text Hook' }],
      accountTypes: [{ match: 'Personal Brand / Creator' }],
      format: { match: 'Tutorial / How-To' },
    },
  });
}

const asRecords = (values: Record<string, unknown>[]) =>
  values.map((value, i) => ({ position: `line ${i + 1}`, value }));

async function topicsOf(ids: number[]) {
  const rows = await database.db
    .select({ id: videos.id, topics: videos.topics, description: videos.simpleDescription })
    .from(videos)
    .where(inArray(videos.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

describe('concurrent import batches', () => {
  it('two imports of the same new videos at once leave each video as one of them wrote it, counts true', async () => {
    const ids = Array.from({ length: 240 }, (_, i) => i + 1);
    const first = asRecords(ids.map((id) => record(id, `Alpha ${id % 4}`, 'first')));
    const second = asRecords(ids.map((id) => record(id, `Beta ${id % 5}`, 'second')));
    const [a, b] = await Promise.all([
      importRecords(database.db, first, { batchSize: 40 }),
      importRecords(database.db, second, { batchSize: 40 }),
    ]);

    expect(a.inserted + a.updated + a.unchanged).toBe(240);
    expect(b.inserted + b.updated + b.unchanged).toBe(240);
    // Each video was inserted once, by whichever import reached it first.
    expect(a.inserted + b.inserted).toBe(240);
    expect(await libraryState(database.db)).toEqual({ count: 240, mismatches: [] });
    for (const [id, row] of await topicsOf(ids)) {
      const wroteIt = row.description?.startsWith('first') ? `Alpha ${id % 4}` : `Beta ${id % 5}`;
      expect(row.topics).toEqual([wroteIt]);
    }
  });

  it('a video repeated in a later batch of an upload ends as the later record', async () => {
    const lines = [
      record(1, 'Early', 'one'),
      record(2, 'Early', 'two'),
      record(3, 'Early', 'three'),
      record(1, 'Late', 'again'),
      record(4, 'Early', 'four'),
    ].map((r) => JSON.stringify(r));
    const report = await importStream(database.db, Readable.from([lines.join('\n')]), { batchSize: 2 });

    expect(report).toMatchObject({ inserted: 4, updated: 1, unchanged: 0, rejected: [] });
    expect((await topicsOf([1])).get(1)).toMatchObject({ topics: ['Late'], description: 'again 1' });
    expect(await libraryState(database.db)).toEqual({ count: 4, mismatches: [] });
  });

  it('a merge while an import runs leaves no video on the merged name and every count true', async () => {
    await importRecords(
      database.db,
      asRecords(Array.from({ length: 20 }, (_, i) => record(i + 1, i % 2 ? 'Old Name' : 'Keeper', 'seed'))),
    );
    const [old] = await database.db.select().from(topics).where(eq(topics.name, 'Old Name'));
    const [keeper] = await database.db.select().from(topics).where(eq(topics.name, 'Keeper'));
    if (!old || !keeper) throw new Error('the seed import made no topics');

    const upload = asRecords(Array.from({ length: 300 }, (_, i) => record(100 + i, 'Old Name', 'upload')));
    // The merge asks for the lock once the import's first batch is in, with nine more to come.
    let firstBatchIn!: () => void;
    const firstBatch = new Promise<void>((resolve) => {
      firstBatchIn = resolve;
    });
    const [report] = await Promise.all([
      importRecords(database.db, upload, { batchSize: 30, onCommitted: () => firstBatchIn() }),
      firstBatch.then(() => mergeTaxonomyEntries(database.db, 'topics', old.id, keeper.id, SYSTEM_ACTOR)),
    ]);

    expect(report.inserted).toBe(300);
    const left = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM videos WHERE 'Old Name' = ANY(topics)`,
    );
    expect(left.rows[0]?.n).toBe(0);
    expect(await libraryState(database.db)).toEqual({ count: 320, mismatches: [] });
    const [after] = await database.db.select().from(topics).where(eq(topics.id, keeper.id));
    expect(after?.usageCount).toBe(320);
  });
});
