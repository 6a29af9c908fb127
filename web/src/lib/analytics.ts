import type { AnalyticsEvent } from '../../../shared/contracts/analytics-event';
import {
  ANALYTICS_BATCH_MAX,
  type AnalyticsEventType,
} from '../../../shared/contracts/analytics-event-types';
import { visitorId } from './visitor-id';

/** Queued events go out together at most this long after the first of them (docs/decisions/0021-analytics-events.md). */
export const ANALYTICS_FLUSH_INTERVAL_MS = 5_000;
const EVENTS_URL = '/api/events';

export type { AnalyticsEvent, AnalyticsEventType };

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/**
 * Records a usage event (docs/product/analytics.md#events). Events are batched and posted to /api/events
 * every few seconds, when 50 are waiting, and — through sendBeacon — when the page is left.
 */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  queue.push({ path: window.location.pathname, ...event });
  listenForPageExit();
  if (queue.length >= ANALYTICS_BATCH_MAX) flushAnalytics();
  else timer ??= setTimeout(() => flushAnalytics(), ANALYTICS_FLUSH_INTERVAL_MS);
}

/** Sends every queued event now; 'beacon' survives the page being unloaded. */
export function flushAnalytics(transport: 'fetch' | 'beacon' = 'fetch'): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) send(queue.splice(0, ANALYTICS_BATCH_MAX), transport);
}

function send(events: AnalyticsEvent[], transport: 'fetch' | 'beacon'): void {
  const body = JSON.stringify({ visitor_id: visitorId(), events });
  if (transport === 'beacon' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(EVENTS_URL, new Blob([body], { type: 'application/json' }))) return;
  }
  fetch(EVENTS_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => {
    // Analytics never disturbs the reader: a batch that cannot be sent is dropped.
  });
}

function listenForPageExit(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', () => flushAnalytics('beacon'));
  // Mobile browsers may never fire pagehide for a tab that is switched away from and discarded.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics('beacon');
  });
}
