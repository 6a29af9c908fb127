import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { demoEventSeed, type EventInsert, events, users, videos } from '../db/schema';
import { createRng, type Rng } from './prng';

/** Weeks of demo usage before the seed time, so a fresh dashboard shows trends, not a single dot. */
export const DEMO_EVENT_WEEKS = 6;
const DAY_MS = 86_400_000;
const VISITORS = 320;
const EXTRA_USERS = 24;
const EVENTS_PER_WEEKDAY = 190;
// Monday … Sunday (getUTCDay order is Sunday first): quieter weekends, a Tuesday–Wednesday peak.
const WEEKDAY_FACTOR = [0.55, 1.0, 1.15, 1.12, 0.98, 0.85, 0.6];
const TYPE_MIX: readonly [EventInsert['type'], number][] = [
  ['page_view', 44],
  ['view', 30],
  ['search', 12],
  ['save', 6],
  ['share', 5],
  ['unsave', 3],
];
const FOUND_SEARCHES = [
  'morning routine',
  'Morning Routine',
  'hooks',
  'cooking',
  'meal prep',
  'fitness',
  'before and after',
  'storytelling',
  'tutorial',
  'day in the life',
  'product review',
  'skincare',
  'travel',
  'budget tips',
  'text hook',
  'transformation',
  'behind the scenes',
  'podcast clip',
  ' Cooking ',
  'pov',
];
// The library's gaps: searches that found nothing.
const EMPTY_SEARCHES = [
  'asmr unboxing',
  'b2b saas demo',
  'drone shots',
  'Drone Shots',
  'pottery',
  'crypto explainer',
];

/** A deterministic UUID from the generator (v4 layout), so a fresh install looks the same everywhere. */
function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng.next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[rng.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** Cumulative weights for fast repeated weighted picks. */
function picker<T>(rng: Rng, items: readonly T[], weight: (index: number) => number): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < items.length; i++) {
    total += weight(i);
    cumulative.push(total);
  }
  return () => {
    const target = rng.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] as number) <= target) low = mid + 1;
      else high = mid;
    }
    return items[low] as T;
  };
}

/**
 * Plausible usage for the demo (issue 16): DEMO_EVENT_WEEKS of events up to `now` with a weekly rhythm and
 * slow growth, views and saves concentrated on a few videos, searches with some that found nothing, a few
 * hundred anonymous visitors (some returning daily) and some signed-in users. Deterministic for `now`'s day.
 */
export function buildDemoEvents(
  videoIds: readonly number[],
  userIds: readonly string[],
  now: Date,
): EventInsert[] {
  const rng = createRng(16_2026);
  const visitors = Array.from({ length: VISITORS }, () => uuidFrom(rng));
  const actors = [...userIds, ...Array.from({ length: EXTRA_USERS }, () => uuidFrom(rng))];
  const pickVisitor = picker(rng, visitors, (i) => 1 / (1 + i / 12));
  const pickUser = picker(rng, actors, (i) => 1 / (1 + i / 4));
  const pickVideo = picker(rng, videoIds, (i) => 1 / (1 + i) ** 1.1);
  const pickType = picker(rng, TYPE_MIX, (i) => (TYPE_MIX[i] as [string, number])[1]);
  const rows: EventInsert[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = DEMO_EVENT_WEEKS * 7;
  for (let back = days; back >= 0; back--) {
    const dayStart = today - back * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    const growth = 0.75 + 0.25 * ((days - back) / days);
    const share = back === 0 ? (now.getTime() - dayStart) / DAY_MS : 1;
    const count = Math.round(EVENTS_PER_WEEKDAY * (WEEKDAY_FACTOR[(weekday + 6) % 7] ?? 1) * growth * share);
    for (let i = 0; i < count; i++) {
      const [type] = pickType();
      const signedIn = rng.chance(0.16);
      const row: EventInsert = {
        type,
        userId: signedIn ? pickUser() : null,
        visitorId: signedIn ? null : pickVisitor(),
        createdAt: new Date(dayStart + Math.floor(rng.next() * DAY_MS * share)),
      };
      if (type === 'search') {
        const empty = rng.chance(0.14);
        row.query = empty ? rng.pick(EMPTY_SEARCHES) : rng.pick(FOUND_SEARCHES);
        row.resultCount = empty ? 0 : rng.int(3, 140);
        row.path = '/';
      } else if (type === 'page_view') {
        row.path = rng.chance(0.5) ? '/' : `/v/${pickVideo()}`;
      } else if (videoIds.length > 0) {
        row.videoId = pickVideo();
        row.source = rng.pick(['video_list', 'video_modal', 'video_page']);
      }
      rows.push(row);
    }
  }
  return rows;
}

/**
 * Seeds the demo events when no event exists yet (a fresh install); returns how many were written. The
 * events and the demo_event_seed marker the dashboard reads are written in one transaction, so a start
 * that dies mid-seed leaves no partial history that the next start would take for real usage.
 */
export async function seedDemoEventsIfEmpty(db: Db, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(events);
  if ((row?.n ?? 0) > 0) return 0;
  const videoIds = (await db.select({ id: videos.id }).from(videos).orderBy(asc(videos.id))).map((v) => v.id);
  // A fixed shuffle, so the most viewed are not simply the lowest ids.
  const ordered = createRng(2_1).shuffle(videoIds);
  const userIds = (await db.select({ id: users.id }).from(users).orderBy(asc(users.email))).map((u) => u.id);
  const rows = buildDemoEvents(ordered, userIds, now);
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(events).values(rows.slice(i, i + 1000));
    await tx
      .insert(demoEventSeed)
      .values({ id: 1, seededThrough: now })
      .onConflictDoUpdate({ target: demoEventSeed.id, set: { seededThrough: now } });
  });
  return rows.length;
}
