import { beforeAll, describe, expect, it } from 'vitest';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

/**
 * Issue 31: a search shows the videos that match and counts only those. Before the relevance cut,
 * "morning routine" found every video with either word, and the total said so.
 */

let t: TestApp;
let reader: TestUser;
let admin: TestUser;

const video = (id: number, description: string) =>
  videoRecord({
    id,
    caption: `Clip ${id}`,
    simple_description: description,
    overview: '',
    simple_outline: [],
    author_username: `creator${id}`,
    db_analysis: { topics: [{ match: 'Lifestyle' }] },
    transcript: '',
    hook_verbal_content: '',
    hook_title_content: '',
    payoff: '',
  });

const BOTH_WORDS = [1, 2, 3];
const ONE_WORD = [4, 5, 6, 7, 8, 9];

beforeAll(async () => {
  t = await createTestApp();
  reader = await createUser(t);
  admin = await createUser(t, { tier: 'admin' });
  await t.createVideos([
    video(1, 'My morning routine for deep focus'),
    video(2, 'A slow morning routine that sticks'),
    video(3, 'Morning routine of a busy nurse'),
    video(4, 'Night skincare routine for dry skin in winter'),
    video(5, 'Gym routine for complete beginners with dumbbells'),
    video(6, 'Monday morning meeting prep for new managers'),
    video(7, 'Morning light photography tips for your phone'),
    video(8, 'A cleaning routine for a small flat with pets'),
    video(9, 'Why I stopped checking email in the morning at work'),
    video(10, 'Sourdough bread basics for beginners'),
  ]);
});

type ListBody = {
  data: { id: number }[];
  pagination: { total: number; hasMore: boolean };
  related?: { id: number }[];
};

/** Every page of a search, two videos a page, as the grid's Load More reads them. */
async function allPages(path: string, headers?: Record<string, string>) {
  const pages: ListBody[] = [];
  for (let page = 1; page <= 10; page++) {
    const { status, body } = await t.get(`${path}&limit=2&page=${page}`, { headers });
    expect(status).toBe(200);
    pages.push(body as ListBody);
    if (!(body as ListBody).pagination.hasMore) break;
  }
  return {
    ids: pages.flatMap((p) => p.data.map((v) => v.id)),
    totals: pages.map((p) => p.pagination.total),
    related: pages.map((p) => (p.related ?? []).map((v) => v.id)),
  };
}

describe('the relevance cut', () => {
  it('finds only the videos that match "morning routine", for visitors and signed-in readers alike, and counts only those', async () => {
    for (const [path, headers] of [
      ['/api/videos/public?search=morning%20routine', undefined],
      ['/api/videos?search=morning%20routine', reader.auth],
      ['/api/videos/search?q=morning%20routine', reader.auth],
    ] as const) {
      const pages = await allPages(path, headers);
      expect(pages.ids.sort()).toEqual(BOTH_WORDS);
      // The total every page states is what the pages hold together.
      expect(new Set(pages.totals)).toEqual(new Set([BOTH_WORDS.length]));
      // The near misses come once, apart, with the first page: never among the matches, never counted.
      const [first, ...rest] = pages.related;
      expect(first?.length).toBeGreaterThan(0);
      expect(first?.every((id) => ONE_WORD.includes(id))).toBe(true);
      expect(rest.every((r) => r.length === 0)).toBe(true);
    }
  });

  it('keeps every video holding a quoted phrase’s words, and exact @handle and #hashtag searches whole', async () => {
    const quoted = await allPages('/api/videos/public?search=%22routine%22');
    expect(quoted.ids.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 8]);
    expect(quoted.totals[0]).toBe(6);
    expect((await allPages('/api/videos/public?search=%40creator4')).ids).toEqual([4]);
  });

  it('finds nothing when even the best candidate is weak, and the dashboard counts it as a search with no results', async () => {
    const { body } = await t.get(
      '/api/videos/public?search=routine%20giraffe%20saxophone%20volcano%20penguin%20lantern%20walrus',
    );
    expect(body.data).toEqual([]);
    expect(body.pagination.total).toBe(0);
    expect(body.search.suggestions.length).toBeGreaterThan(0);
    expect((body.related as { id: number }[]).length).toBeGreaterThan(0);
    // The browse screen records the search with the total it was shown (use-search-event.ts).
    const sent = await t.request('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        events: [
          {
            type: 'search',
            query: 'routine giraffe saxophone volcano penguin lantern walrus',
            result_count: body.pagination.total,
          },
        ],
      }),
    });
    expect(sent.status).toBe(202);
    const dashboard = await t.get('/api/analytics?days=1', { headers: admin.auth });
    expect(dashboard.body.data.zeroResultSearches).toEqual([
      { query: 'routine giraffe saxophone volcano penguin lantern walrus', count: 1 },
    ]);
  });
});
