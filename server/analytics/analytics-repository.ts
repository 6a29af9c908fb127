import { inArray, sql } from 'drizzle-orm';
import { ANALYTICS_TAXONOMY_LIMIT, type Analytics } from '../../shared/contracts/analytics';
import { ANALYTICS_EVENT_TYPES } from '../../shared/contracts/analytics-event-types';
import { videoTitle } from '../../shared/domain/video-title';
import type { Db } from '../db/database';
import { demoEventSeed, videos } from '../db/schema';
import { publicVideoColumns } from '../videos/video-columns';
import { presentThumbnail } from '../videos/video-presenter';
import { ensureRolledUp, rollupRows } from './event-rollups';
import { type Row, rolledPart, topOf } from './rolled-figures';

/** An inclusive range of UTC days, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

type LibraryFigures = Pick<
  Analytics,
  'total' | 'platforms' | 'topics' | 'formats' | 'concepts' | 'elements' | 'accountTypes'
>;
type EventFigures = Pick<
  Analytics,
  'daily' | 'topSearches' | 'zeroResultSearches' | 'mostViewed' | 'mostSaved'
>;

const TAXONOMY_TABLES = {
  topics: 'topics',
  formats: 'formats',
  concepts: 'concepts',
  elements: 'elements',
  accountTypes: 'account_types',
} as const;

/** docs/product/video-data.md#the-video-record: total videos, platform → count, and the top entries of each taxonomy by usage. */
export async function readLibraryFigures(db: Db): Promise<LibraryFigures> {
  const result = await db.execute<{ list: string; name: string; count: number }>(sql`
    SELECT 'total' AS list, '' AS name, count(*)::int AS count FROM videos
    UNION ALL
    (SELECT 'platforms', platform, count(*)::int FROM videos GROUP BY platform ORDER BY 3 DESC, 2)
    ${sql.join(
      Object.entries(TAXONOMY_TABLES).map(
        ([list, table]) => sql`UNION ALL
    (SELECT ${list}, name, usage_count FROM ${sql.identifier(table)} WHERE usage_count > 0
      ORDER BY usage_count DESC, name LIMIT ${ANALYTICS_TAXONOMY_LIMIT})`,
      ),
      sql` `,
    )}`);
  const figures: LibraryFigures = {
    total: 0,
    platforms: {},
    topics: {},
    formats: {},
    concepts: {},
    elements: {},
    accountTypes: {},
  };
  for (const row of result.rows) {
    if (row.list === 'total') figures.total = row.count;
    else figures[row.list as Exclude<keyof LibraryFigures, 'total'>][row.name] = row.count;
  }
  return figures;
}

/**
 * The event figures over `range`: completed days from event_daily_counts, the rest (today, or any day the
 * rollups have not reached) live from `events` through the same rollupRows definition — so both parts count
 * alike and the answer equals a count over the raw rows. Top lists break ties by key, as the tests do.
 */
export async function readEventFigures(db: Db, range: DayRange): Promise<EventFigures> {
  await ensureRolledUp(db);
  // One marker for both parts: a day is read from the rollups or live, never both nor neither.
  const marker = await db.execute<{ day: string; version: string }>(
    sql`SELECT rolled_through::text AS day, xmin::text AS version FROM event_rollup_state WHERE id = 1`,
  );
  const through = marker.rows[0]?.day ?? '0001-01-01';
  const version = marker.rows[0]?.version ?? 'none';
  const rolledTo = through < range.to ? through : range.to;
  const liveFrom = through >= range.from ? nextDay(through) : range.from;
  const live = sql`created_at >= (${liveFrom}::date::timestamp AT TIME ZONE 'UTC')
    AND created_at < ((${range.to}::date + 1)::timestamp AT TIME ZONE 'UTC')`;
  const [rolled, today] = await Promise.all([
    rolledPart(db, range.from, rolledTo, version),
    liveFrom <= range.to
      ? db
          .execute<Row>(
            sql`SELECT day::text AS day, metric, key, count, zero_count FROM (${rollupRows(live)}) AS today`,
          )
          .then((r) => r.rows)
      : Promise.resolve([]),
  ]);
  const liveTotals = (metric: string) =>
    new Map(
      today
        .filter((row) => row.metric === metric)
        .map((row) => [row.key, { count: row.count, zero: row.zero_count }]),
    );
  const asRows = (metric: string, entries: ReturnType<typeof topOf>): Row[] =>
    entries.map((e) => ({ day: '', metric, key: e.key, count: e.count, zero_count: e.zero }));
  const searches = liveTotals('search');
  const rows: Row[] = [
    ...rolled.daily,
    ...today.filter((row) => ['type', 'visitors', 'users'].includes(row.metric)),
    ...asRows('search:count', topOf(rolled.search, searches, 'count')),
    ...asRows('search:zero_count', topOf(rolled.search, searches, 'zero')),
    ...asRows('view:count', topOf(rolled.view, liveTotals('view'), 'count')),
    ...asRows('save:count', topOf(rolled.save, liveTotals('save'), 'count')),
  ];
  return assemble(db, range, rows);
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function assemble(db: Db, range: DayRange, rows: Row[]): Promise<EventFigures> {
  const daily = everyDay(range).map((date) => ({
    date,
    ...Object.fromEntries(ANALYTICS_EVENT_TYPES.map((type) => [type, 0])),
    visitors: 0,
    users: 0,
  })) as EventFigures['daily'];
  const byDate = new Map(daily.map((point) => [point.date, point as Record<string, number | string>]));
  const lists: Record<string, Row[]> = {};
  for (const row of rows) {
    if (row.metric === 'type' || row.metric === 'visitors' || row.metric === 'users') {
      const point = byDate.get(row.day);
      const field = row.metric === 'type' ? row.key : row.metric;
      // A day's figures may come in parts (several rows of one type never do; rolled and live days differ).
      if (point && field in point) point[field] = (point[field] as number) + row.count;
    } else {
      lists[row.metric] ??= [];
      lists[row.metric]?.push(row);
    }
  }
  const sortTop = (list: Row[] | undefined, by: 'count' | 'zero_count') =>
    [...(list ?? [])].sort((a, b) => b[by] - a[by] || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const videoIds = [...(lists['view:count'] ?? []), ...(lists['save:count'] ?? [])].map((row) =>
    Number(row.key),
  );
  const cards = await readVideoCards(db, videoIds);
  const toVideo = (row: Row) => {
    const id = Number(row.key);
    const video = cards.get(id);
    return {
      id,
      title: videoTitle(video ?? { id }),
      thumbnail: video?.thumbnail ?? null,
      platform: video?.platform ?? null,
      count: row.count,
    };
  };
  return {
    daily,
    topSearches: sortTop(lists['search:count'], 'count').map((row) => ({
      query: row.key,
      count: row.count,
      zeroResults: row.zero_count,
    })),
    zeroResultSearches: sortTop(lists['search:zero_count'], 'zero_count').map((row) => ({
      query: row.key,
      count: row.zero_count,
    })),
    mostViewed: sortTop(lists['view:count'], 'count').map(toVideo),
    mostSaved: sortTop(lists['save:count'], 'count').map(toVideo),
  };
}

/** The public fields of the top videos: what the title rule and a card need, nothing gated. */
async function readVideoCards(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, never>();
  const rows = await db
    .select({
      id: videos.id,
      simple_description: videos.simpleDescription,
      author_username: videos.authorUsername,
      overview: videos.overview,
      platform: videos.platform,
      thumbnailVariants: publicVideoColumns.thumbnailVariants,
    })
    .from(videos)
    .where(inArray(videos.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [row.id, { ...row, thumbnail: presentThumbnail(row.thumbnailVariants).thumbnail }]),
  );
}

/** Every UTC day from `from` to `to`, inclusive. */
export function everyDay({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** Until when the events are the demo's invented usage (server/demo/seed-events.ts), or null if none were seeded. */
export async function readDemoEventsThrough(db: Db): Promise<Date | null> {
  const [row] = await db.select({ through: demoEventSeed.seededThrough }).from(demoEventSeed);
  return row?.through ?? null;
}
