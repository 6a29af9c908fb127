// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeHandler, type FakeRequest, fakeApi, json } from '../../test/fake-api';
import { AdminDashboardPage } from './admin-dashboard-page';
import type { Analytics } from './api/analytics-api';

// The chart itself is recharts drawing SVG; jsdom has no layout, and the table carries the same figures.
vi.mock('./daily-chart', () => ({ default: () => <div data-testid="chart" /> }));

const day = (date: string, view: number) => ({
  date,
  view,
  search: 2,
  share: 0,
  save: 1,
  unsave: 0,
  page_view: 10,
  visitors: 4,
  users: 1,
});

function analytics(days: number): Analytics {
  return {
    total: 200,
    platforms: { instagram: 150, tiktok: 50 },
    topics: { Cooking: 90, Fitness: 60, Travel: 30, Beauty: 20, Money: 10, Pets: 5, Cars: 1 },
    formats: { Tutorial: 12 },
    concepts: {},
    elements: { 'Text Hook': 7 },
    accountTypes: { Creator: 3 },
    range: { from: '2026-11-01', to: '2026-11-03', days },
    daily: Array.from({ length: days }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, '0')}`, i * 3)),
    topSearches: [
      { query: 'pasta', count: 12, zeroResults: 0 },
      { query: 'drone shots', count: 4, zeroResults: 4 },
    ],
    zeroResultSearches: [{ query: 'drone shots', count: 4 }],
    mostViewed: [
      { id: 42, title: 'Pasta in one pan from cook', thumbnail: null, platform: 'tiktok', count: 31 },
    ],
    mostSaved: [],
    demoDataThrough: null,
  };
}

let reply: FakeHandler | null;
let requests: FakeRequest[];

beforeEach(() => {
  reply = null;
  requests = fakeApi({
    'GET /api/analytics': (request) =>
      reply
        ? reply(request)
        : json(200, { success: true, data: analytics(Number(request.query.get('days') ?? 3)) }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(url = '/admin/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AdminDashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('AdminDashboardPage', () => {
  it('shows a skeleton, then the distributions: platforms against the total, the top 5 of each taxonomy', async () => {
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading analytics');
    const platforms = await screen.findByRole('list', { name: 'Videos per platform' });
    expect(
      within(platforms)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Instagram15075%', 'TikTok5025%']);
    const topics = within(section('Top topics')).getAllByRole('listitem');
    expect(topics.map((li) => li.textContent)).toEqual([
      'Cooking90',
      'Fitness60',
      'Travel30',
      'Beauty20',
      'Money10',
    ]);
    expect(within(section('Top concepts')).getByText('No concepts in use yet.')).toBeTruthy();
    // Bars: the first topic is the full width, the others relative to it.
    const bars = section('Top topics').querySelectorAll<HTMLElement>('[aria-hidden] > div');
    expect(bars[0]?.style.width).toBe('100%');
    expect(bars[2]?.style.width).toBe(`${(30 / 90) * 100}%`);
  });

  it("labels the demo's invented usage while the range reaches back into it, and only then", async () => {
    reply = () =>
      json(200, { success: true, data: { ...analytics(3), demoDataThrough: '2026-11-02T09:30:00Z' } });
    renderPage();
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain(
      'Demo data. Usage up to Mon, Nov 2, 2026 was generated with the demo library',
    );
    cleanup();
    reply = () =>
      json(200, {
        success: true,
        data: {
          ...analytics(3),
          range: { from: '2026-11-03', to: '2026-11-05', days: 3 },
          demoDataThrough: '2026-11-02T09:30:00Z',
        },
      });
    renderPage();
    await screen.findByRole('region', { name: 'Events per day' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('lists the searches, the gaps and the most viewed videos linking to their pages', async () => {
    renderPage();
    const top = await screen.findByRole('region', { name: 'Top searches' });
    expect(within(top).getByText('pasta')).toBeTruthy();
    expect(within(top).getByText('4 found nothing')).toBeTruthy();
    expect(within(section('Searches that found nothing')).getByText('drone shots')).toBeTruthy();
    const link = within(section('Most viewed videos')).getByRole('link', {
      name: /Pasta in one pan from cook/,
    });
    expect(link.getAttribute('href')).toBe('/v/42');
    expect(link.textContent).toContain('31 views');
    expect(within(section('Most saved videos')).getByText('No video was saved in this range.')).toBeTruthy();
  });

  it('puts a table of the daily figures behind the chart, and changes with the range', async () => {
    const user = userEvent.setup();
    renderPage('/admin/dashboard?days=30');
    const events = await screen.findByRole('region', { name: 'Events per day' });
    expect(requests.at(-1)?.query.get('days')).toBe('30');
    await user.click(within(events).getByText('Show table'));
    const table = within(events).getByRole('table', { name: 'Events per day by type' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);

    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    expect(requests.at(-1)?.query.get('days')).toBe('7');
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks for a custom range of dates', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Events per day' });
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.clear(to);
    await user.type(to, '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(requests.at(-1)?.query.get('from')).toBe('2026-01-01'));
    expect(requests.at(-1)?.query.get('to')).toBe('2026-01-31');
  });

  it("says 'Failed to load analytics' and tries again", async () => {
    const user = userEvent.setup();
    reply = () => apiError(500, 'boom');
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load analytics');
    reply = null;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Videos per platform' })).toBeTruthy();
  });

  it('downloads the figures as analytics-YYYY-MM-DD.json (today, local) and the daily series as CSV', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderPage();
    await screen.findByRole('list', { name: 'Videos per platform' });
    await user.click(screen.getByRole('button', { name: 'Download JSON' }));
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(names[0]).toBe(`analytics-${today}.json`);
    expect(JSON.parse(await (blobs[0] as Blob).text())).toMatchObject({
      total: 200,
      platforms: { tiktok: 50 },
    });
    await user.click(screen.getByRole('button', { name: 'Daily CSV' }));
    expect(names[1]).toBe(`analytics-daily-${today}.csv`);
    const csv = await (blobs[1] as Blob).text();
    expect(csv.split('\r\n')[0]).toBe('date,view,search,share,save,unsave,page_view,visitors,users');
    expect(csv.split('\r\n')[1]).toBe('2026-11-01,0,2,0,1,0,10,4,1');
  });
});
