// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Analytics = typeof import('./analytics');

let analytics: Analytics;
let fetchMock: ReturnType<typeof vi.fn>;
let beaconMock: ReturnType<typeof vi.fn>;

const sentBatches = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)).events as unknown[]);

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 202 }));
  beaconMock = vi.fn().mockReturnValue(true);
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'sendBeacon', { value: beaconMock, configurable: true });
  window.history.replaceState(null, '', '/public-beta');
  analytics = await import('./analytics');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the anonymous visitor id', () => {
  it('goes with every batch, the same id for the whole page load', () => {
    analytics.track({ type: 'page_view' });
    analytics.flushAnalytics();
    analytics.track({ type: 'page_view' });
    analytics.flushAnalytics();
    const ids = fetchMock.mock.calls.map(
      ([, init]) => JSON.parse(String((init as RequestInit).body)).visitor_id,
    );
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[1]).toBe(ids[0]);
  });

  it('is stored on the device only once cookies are accepted, and forgotten when declined', async () => {
    window.localStorage.clear();
    const { keepVisitorId, visitorId, VISITOR_ID_KEY } = await import('./visitor-id');
    const id = visitorId();
    expect(window.localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
    keepVisitorId(true);
    expect(window.localStorage.getItem(VISITOR_ID_KEY)).toBe(id);
    keepVisitorId(false);
    expect(window.localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
  });
});

describe('track', () => {
  it('batches events and posts them to /api/events after the flush interval', () => {
    analytics.track({ type: 'view', video_id: 1001, source: 'video_list' });
    analytics.track({ type: 'search', query: 'hooks', result_count: 3 });
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(analytics.ANALYTICS_FLUSH_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(sentBatches()[0]).toEqual([
      { type: 'view', video_id: 1001, source: 'video_list', path: '/public-beta' },
      { type: 'search', query: 'hooks', result_count: 3, path: '/public-beta' },
    ]);
  });

  it('sends at once when 50 events wait, never more than 50 in one batch', () => {
    for (let i = 0; i < 50; i++) analytics.track({ type: 'page_view' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBatches()[0]).toHaveLength(50);
    analytics.track({ type: 'page_view' });
    vi.advanceTimersByTime(analytics.ANALYTICS_FLUSH_INTERVAL_MS);
    expect(sentBatches().map((b) => b.length)).toEqual([50, 1]);
  });

  it('hands what is queued to sendBeacon when the page is hidden', async () => {
    analytics.track({ type: 'share', video_id: 5, source: 'video_page' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beaconMock).toHaveBeenCalledTimes(1);
    const [url, blob] = beaconMock.mock.calls[0] as [string, Blob];
    expect(url).toBe('/api/events');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({
      visitor_id: expect.any(String),
      events: [{ type: 'share', video_id: 5, source: 'video_page', path: '/public-beta' }],
    });
    vi.advanceTimersByTime(analytics.ANALYTICS_FLUSH_INTERVAL_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    beaconMock.mockReturnValue(false);
    analytics.track({ type: 'view', video_id: 9 });
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never throws when sending fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    analytics.track({ type: 'view', video_id: 9 });
    expect(() => analytics.flushAnalytics()).not.toThrow();
    await vi.runAllTimersAsync();
  });
});
