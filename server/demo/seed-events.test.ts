import { beforeAll, describe, expect, it } from 'vitest';
import { readDemoEventsThrough } from '../analytics/analytics-repository';
import type { Database } from '../db/database';
import { events } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { buildDemoEvents, DEMO_EVENT_WEEKS, seedDemoEventsIfEmpty } from './seed-events';

const NOW = new Date('2026-11-24T15:00:00Z');
const VIDEO_IDS = Array.from({ length: 200 }, (_, i) => 1000 + i);
const rows = buildDemoEvents(VIDEO_IDS, ['11111111-1111-4111-8111-111111111111'], NOW);
const dayOf = (date: Date | undefined) => (date as Date).toISOString().slice(0, 10);

describe('the demo events', () => {
  it('are the same on every machine for the same seed time', () => {
    expect(buildDemoEvents(VIDEO_IDS, ['11111111-1111-4111-8111-111111111111'], NOW)).toEqual(rows);
  });

  it(`cover ${DEMO_EVENT_WEEKS} weeks up to the seed time, with quieter weekends`, () => {
    const days = new Map<string, number>();
    for (const row of rows) days.set(dayOf(row.createdAt), (days.get(dayOf(row.createdAt)) ?? 0) + 1);
    expect(days.size).toBe(DEMO_EVENT_WEEKS * 7 + 1);
    expect(rows.every((row) => (row.createdAt as Date) <= NOW)).toBe(true);
    // 2026-11-17 is a Tuesday, 2026-11-22 a Sunday.
    expect(days.get('2026-11-22') ?? 0).toBeLessThan((days.get('2026-11-17') ?? 0) * 0.7);
  });

  it('hold searches that found nothing, views concentrated on some videos, visitors and users', () => {
    const searches = rows.filter((row) => row.type === 'search');
    expect(searches.some((row) => row.resultCount === 0)).toBe(true);
    expect(searches.some((row) => (row.resultCount ?? 0) > 0)).toBe(true);
    const views = new Map<number, number>();
    for (const row of rows)
      if (row.type === 'view') views.set(row.videoId as number, (views.get(row.videoId as number) ?? 0) + 1);
    const counts = [...views.values()].sort((a, b) => b - a);
    expect(counts[0]).toBeGreaterThan((counts[counts.length - 1] ?? 0) * 10);
    const visitors = new Set(rows.map((row) => row.visitorId).filter(Boolean));
    expect(visitors.size).toBeGreaterThan(200);
    expect(rows.some((row) => row.userId === '11111111-1111-4111-8111-111111111111')).toBe(true);
    expect(rows.every((row) => !(row.userId && row.visitorId))).toBe(true);
  });
});

describe('seedDemoEventsIfEmpty', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });

  it('writes the events once, and never into a table that has events', async () => {
    const written = await seedDemoEventsIfEmpty(database.db, NOW);
    expect(written).toBeGreaterThan(1000);
    expect(await database.db.$count(events)).toBe(written);
    expect(await seedDemoEventsIfEmpty(database.db, NOW)).toBe(0);
    expect(await database.db.$count(events)).toBe(written);
  });

  it('marks the seeded events as demo data, through the seed time, for the dashboard', async () => {
    expect(await readDemoEventsThrough(database.db)).toEqual(NOW);
  });
});
