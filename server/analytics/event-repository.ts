import type { AnalyticsEvent } from '../../shared/contracts/analytics-event';
import type { Db } from '../db/database';
import { type EventInsert, events } from '../db/schema';

/**
 * Stores one batch of events in a single insert; the database stamps each with the current time.
 * `userId` is the signed-in sender from the session, never a value from the client; `visitorId` the browser's
 * anonymous id, kept only for a sender who is not signed in.
 */
export async function insertEvents(
  db: Db,
  batch: AnalyticsEvent[],
  userId: string | null,
  visitorId: string | null = null,
): Promise<number> {
  const rows: EventInsert[] = batch.map((event) => ({
    type: event.type,
    videoId: event.video_id ?? null,
    swipefileId: event.swipefile_id ?? null,
    source: event.source ?? null,
    query: event.query ?? null,
    resultCount: event.result_count ?? null,
    path: event.path ?? null,
    userId,
    // A signed-in sender is counted by user; keeping the visitor id too would tie anonymous history to them.
    visitorId: userId ? null : visitorId,
  }));
  await db.insert(events).values(rows);
  return rows.length;
}
