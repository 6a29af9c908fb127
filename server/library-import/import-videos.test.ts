import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { libraryArrivals, topics, videos } from '../db/schema';
import { videoRecord } from '../test/factories';
import { createTestDatabase } from '../test/test-database';
import { importRecords } from './import-videos';
import { readRecords } from './read-records';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

/** An NDJSON file mixing every allowed shape with bad records and one unparseable analysis. */
function mixedFile(): string {
  const lines = [
    // 1: lists as arrays, analysis as objects
    videoRecord({ id: 11 }),
    // 2: lists as JSON text, analysis as JSON text, engagement as a percent, counts as text
    videoRecord({
      id: 12,
      db_analysis: JSON.stringify({ topics: [{ match: 'Fitness' }], format: { match: 'Talking Head' } }),
      simple_outline: '["Hook", "Demo", "Call to action"]',
      themes: '["Fitness", "Sleep"]',
      techniques: '["Jump cut", "Zoom"]',
      text_overlays: JSON.stringify([
        { type: 'Title', timeAppearance: '0:00-0:03', text: 'Stop doing this' },
      ]),
      narrative_framework_data: JSON.stringify({
        frameworkType: 'Listicle',
        hook: 'Top-level hook',
        beats: [{ name: 'One', function: 'Proof' }],
        payoff: 'Done',
      }),
      engagement: 5.2,
      views: '1,234',
      hook_title_present: 'true',
      post_date: '2025-06-01',
    }),
    // 3: lists as comma-separated text, no db_analysis (fallback fields), newline outline
    videoRecord({
      id: 13,
      db_analysis: undefined,
      themes: 'Travel, Photography',
      concepts: 'Insider Secret, Curiosity Gap',
      elements: 'Captions',
      account_types: 'Agency',
      video_format: 'Voiceover B-roll',
      simple_outline: '1. Arrive\n2. Explore\n\n3. Reflect',
      emotions: 'Awe, Calm',
    }),
    // 4: unparseable analysis JSON: ignored, the video still imports
    videoRecord({
      id: 14,
      db_analysis: '{"topics": [',
      narrative_framework_data: '{nope',
      themes: 'Cooking',
    }),
    // 5-8: rejected records
    videoRecord({ id: -4 }),
    videoRecord({ id: 16, platform: undefined }),
    videoRecord({ id: 17, url: '' }),
    videoRecord({ id: 18, platform: 'myspace' }),
  ].map((r) => JSON.stringify(r));
  lines.push('{this is not json');
  lines.push('"a string, not an object"');
  return lines.join('\n');
}

describe('importRecords', () => {
  it('imports valid records in every shape, reports each rejection with its line and reason', async () => {
    const { records, unreadable } = readRecords(mixedFile());
    const report = await importRecords(database.db, records);
    const rejected = [...unreadable, ...report.rejected];
    expect(report.inserted).toBe(4);
    expect(report.updated).toBe(0);
    expect(rejected).toEqual(
      expect.arrayContaining([
        { position: 'line 5', reason: 'id must be a positive whole number' },
        { position: 'line 6', reason: 'platform is required' },
        { position: 'line 7', reason: 'url is required' },
        { position: 'line 8', reason: expect.stringContaining("platform 'myspace'") },
        { position: 'line 9', reason: 'not valid JSON' },
        { position: 'line 10', reason: 'a record must be a JSON object' },
      ]),
    );
    expect(rejected).toHaveLength(6);

    const rows = await database.db.select().from(videos).orderBy(videos.id);
    expect(rows.map((r) => r.id)).toEqual([11, 12, 13, 14]);
    const [a, b, c, d] = rows;
    expect(a).toMatchObject({
      topics: ['Cooking'],
      videoFormat: 'Tutorial / How-To',
      hookTitlePresent: true,
    });
    expect(b).toMatchObject({
      topics: ['Fitness'],
      videoFormat: 'Talking Head',
      simpleOutline: ['Hook', 'Demo', 'Call to action'],
      themes: ['Fitness', 'Sleep'],
      techniques: ['Jump cut', 'Zoom'],
      engagement: 5.2,
      views: 1234,
      hookTitlePresent: true,
      textOverlays: [{ type: 'Title', timeAppearance: '0:00-0:03', text: 'Stop doing this' }],
    });
    expect(b?.narrativeFrameworkData).toMatchObject({
      frameworkType: 'Listicle',
      structuralBreakdown: {
        hook: 'Top-level hook',
        beats: [{ name: 'One', function: 'Proof' }],
        payoff: 'Done',
      },
    });
    expect(b?.postDate?.toISOString()).toBe('2025-06-01T00:00:00.000Z');
    expect(c).toMatchObject({
      topics: ['Travel', 'Photography'],
      concepts: ['Insider Secret', 'Curiosity Gap'],
      elements: ['Captions'],
      accountTypes: ['Agency'],
      videoFormat: 'Voiceover B-roll',
      simpleOutline: ['Arrive', 'Explore', 'Reflect'],
      emotions: ['Awe', 'Calm'],
    });
    expect(d).toMatchObject({ dbAnalysis: null, narrativeFrameworkData: null, topics: ['Cooking'] });
  });

  it('creates taxonomy entries for new names with slugs and counts', async () => {
    const [travel] = await database.db.select().from(topics).where(eq(topics.name, 'Travel'));
    expect(travel).toMatchObject({ slug: 'travel', usageCount: 1 });
    const [cooking] = await database.db.select().from(topics).where(eq(topics.name, 'Cooking'));
    expect(cooking?.usageCount).toBe(2);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await database.db.select().from(videos).orderBy(videos.id);
    const counts = await database.db
      .select({ name: topics.name, n: topics.usageCount })
      .from(topics)
      .orderBy(topics.name);
    const { records } = readRecords(mixedFile());
    const report = await importRecords(database.db, records);
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 4 });
    expect(await database.db.select().from(videos).orderBy(videos.id)).toEqual(before);
    expect(
      await database.db.select({ name: topics.name, n: topics.usageCount }).from(topics).orderBy(topics.name),
    ).toEqual(counts);
  });

  it('updates a re-imported id, keeping its library date when the record has none', async () => {
    const [before] = await database.db.select().from(videos).where(eq(videos.id, 13));
    const report = await importRecords(database.db, [
      {
        position: 'index 0',
        value: videoRecord({
          id: 13,
          created_at: undefined,
          simple_description: 'Renamed',
          themes: 'Travel',
          db_analysis: undefined,
        }),
      },
    ]);
    expect(report).toMatchObject({ inserted: 0, updated: 1 });
    const [after] = await database.db.select().from(videos).where(eq(videos.id, 13));
    expect(after?.simpleDescription).toBe('Renamed');
    expect(after?.createdAt).toEqual(before?.createdAt);
    const [photo] = await database.db.select().from(topics).where(eq(topics.name, 'Photography'));
    expect(photo?.usageCount).toBe(0);
  });

  it('files a name under the older entry with the same slug and reports the collision', async () => {
    const report = await importRecords(database.db, [
      {
        position: 'index 0',
        value: videoRecord({ id: 30, db_analysis: undefined, themes: 'TRAVEL!, cooking' }),
      },
    ]);
    expect(report.collisions).toEqual(
      expect.arrayContaining([
        { kind: 'topics', name: 'TRAVEL!', resolvedTo: 'Travel' },
        { kind: 'topics', name: 'cooking', resolvedTo: 'Cooking' },
      ]),
    );
    const [row] = await database.db.select().from(videos).where(eq(videos.id, 30));
    expect(row?.topics).toEqual(['Travel', 'Cooking']);
  });

  it('uses the later record when an id appears twice in one file, and says so', async () => {
    const report = await importRecords(database.db, [
      { position: 'line 1', value: videoRecord({ id: 40, simple_description: 'first' }) },
      { position: 'line 2', value: videoRecord({ id: 40, simple_description: 'second' }) },
    ]);
    expect(report.inserted).toBe(1);
    expect(report.rejected).toEqual([
      { position: 'line 1', reason: 'id 40 appears again at line 2; the later record is used' },
    ]);
    const [row] = await database.db.select().from(videos).where(eq(videos.id, 40));
    expect(row?.simpleDescription).toBe('second');
  });

  it('reads a JSON array file, addressing records by index', async () => {
    const text = JSON.stringify([videoRecord({ id: 50 }), { id: 'x' }]);
    const { records } = readRecords(text);
    const report = await importRecords(database.db, records);
    expect(report.inserted).toBe(1);
    expect(report.rejected).toEqual([{ position: 'index 1', reason: 'id must be a positive whole number' }]);
  });

  it('rolls back a whole batch when the database refuses it, leaving nothing half-written', async () => {
    const [{ n: before } = { n: 0 }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(videos);
    // A trigger standing in for a crash in the middle of a batch.
    await database.db.execute(sql`CREATE FUNCTION fail_on_666() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.id = 666 THEN RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END $$`);
    await database.db.execute(
      sql`CREATE TRIGGER fail_666 BEFORE INSERT ON videos FOR EACH ROW EXECUTE FUNCTION fail_on_666()`,
    );
    try {
      await expect(
        importRecords(database.db, [
          {
            position: 'index 0',
            value: videoRecord({ id: 665, db_analysis: undefined, themes: 'Brand New Topic' }),
          },
          { position: 'index 1', value: videoRecord({ id: 666 }) },
        ]),
      ).rejects.toThrow();
    } finally {
      await database.db.execute(sql`DROP TRIGGER fail_666 ON videos`);
    }
    const [{ n: after } = { n: 0 }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(videos);
    expect(after).toBe(before);
    expect(await database.db.select().from(topics).where(eq(topics.name, 'Brand New Topic'))).toEqual([]);
    // Nor the arrival the notifications would have read.
    const arrived = await database.db.select().from(libraryArrivals);
    expect(arrived.flatMap((arrival) => arrival.videoIds)).not.toContain(665);
  });

  it('records the new videos of every batch as arrivals of one import, and no updated video', async () => {
    const records = (ids: number[], views = 1) =>
      ids.map((id, i) => ({ position: `index ${i}`, value: videoRecord({ id, views }) }));
    await importRecords(database.db, records([901, 902]));
    await database.db.delete(libraryArrivals);
    await importRecords(database.db, records([901, 903, 904, 905, 906], 2), { batchSize: 2 });
    const arrived = await database.db.select().from(libraryArrivals).orderBy(libraryArrivals.id);
    expect(arrived.flatMap((arrival) => arrival.videoIds).sort()).toEqual([903, 904, 905, 906]);
    expect(new Set(arrived.map((arrival) => arrival.changeId)).size).toBe(1);
    expect(arrived.map((arrival) => arrival.source)).toEqual(arrived.map(() => 'import'));
  });
});
