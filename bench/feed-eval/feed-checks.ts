import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/database';
import { createVideos, videoRecord } from '../../server/test/factories';
import type { EvalUser, EvalVideo } from './eval-users';

/** Issue 33's targets (bench/feed-eval/README.md). */
export const HIT_RATE_TARGET = 0.6;
export const AUTHOR_CAP = 3;
export const OUTLIER_RANK_TARGET = 3;
const PLANTED_TIMES = 50;
const SEARCH_CAP = 200;
const PAGE = 50;

type Get = (path: string, user?: EvalUser) => Promise<{ status: number; data: FeedVideo[]; total: number }>;

interface FeedVideo {
  id: number;
  author_username: string | null;
  topics: string[];
  reasons: { kind: string; label: string }[];
  outlier_score: number | null;
}

/** GET through the app's own routes (app.inject), as the user's bearer token. */
export function getter(app: FastifyInstance): Get {
  return async (path, user) => {
    const answer = await app.inject({
      method: 'GET',
      url: path,
      headers: user ? { authorization: `Bearer ${user.token}` } : {},
    });
    if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.statusCode} ${answer.body}`);
    const body = answer.json() as { data: FeedVideo[]; pagination: { total: number } };
    return { status: answer.statusCode, data: body.data, total: body.pagination.total };
  };
}

export interface ForYouFigures {
  users: number;
  hitRate: number;
  /**
   * The best hit-rate any list could have that knows only each user's topics: the held-out video is one
   * of their topics' unsaved videos, so 10 of them hold it at best 10 in (that many) times.
   */
  topicBound: number;
  /** Users whose first 10 hold more than AUTHOR_CAP videos of one author (target 0). */
  overCap: number;
  worstAuthorShare: number;
  /** Saved videos recommended back (target 0). */
  savedShown: number;
}

/** For you's first 10 for each user: is the held-out saved video among them, and how many per author. */
export async function checkForYou(
  get: Get,
  users: readonly EvalUser[],
  videos: readonly EvalVideo[],
): Promise<ForYouFigures> {
  let hits = 0;
  let bound = 0;
  let overCap = 0;
  let worst = 0;
  let savedShown = 0;
  for (const user of users) {
    const { data } = await get('/api/feed?tab=for-you&limit=10', user);
    if (data.some((video) => video.id === user.heldOut)) hits += 1;
    const saved = new Set(user.saved);
    const unsaved = videos.filter(
      (video) =>
        !saved.has(video.id) && video.primaryTopic !== null && user.topics.includes(video.primaryTopic),
    ).length;
    bound += Math.min(1, 10 / unsaved);
    savedShown += data.filter((video) => saved.has(video.id)).length;
    const perAuthor = new Map<string, number>();
    for (const video of data) {
      const author = (video.author_username ?? '').toLowerCase();
      perAuthor.set(author, (perAuthor.get(author) ?? 0) + 1);
    }
    const most = Math.max(0, ...perAuthor.values());
    worst = Math.max(worst, most);
    if (most > AUTHOR_CAP) overCap += 1;
  }
  return {
    users: users.length,
    hitRate: hits / users.length,
    topicBound: bound / users.length,
    overCap,
    worstAuthorShare: worst,
    savedShown,
  };
}

export interface TrendingFigures {
  author: string;
  authorMedianViews: number;
  plantedViews: number;
  plantedScore: number | null;
  /** 1-based; null when not in the tab's first page. */
  rank: number | null;
  topScores: number[];
}

/**
 * Plants an outlier: a new video, through the import, by the demo author with the most other videos, at
 * 50 times the median views of those; then reads where the Trending tab ranks it.
 */
export async function checkTrending(
  app: FastifyInstance,
  database: Database,
  get: Get,
  user: EvalUser,
  videos: readonly EvalVideo[],
): Promise<TrendingFigures> {
  const perAuthor = new Map<string, number>();
  for (const video of videos)
    if (video.author) perAuthor.set(video.author, (perAuthor.get(video.author) ?? 0) + 1);
  const [author] = [...perAuthor].sort((a, b) => b[1] - a[1])[0] as [string, number];
  const { rows } = await database.pool.query<{ median: number; topic: string }>(
    `select percentile_cont(0.5) within group (order by views) as median, mode() within group (order by topics[1]) as topic
     from videos where author_username = $1 and views is not null`,
    [author],
  );
  const median = Number(rows[0]?.median ?? 0);
  const plantedViews = Math.round(median * PLANTED_TIMES);
  const id = videos.reduce((max, video) => Math.max(max, video.id), 0) + 1;
  const report = await createVideos(
    app.db,
    [
      videoRecord({
        id,
        author_username: author,
        views: plantedViews,
        simple_description: 'The planted outlier',
        created_at: new Date().toISOString(),
        db_analysis: {
          topics: [{ match: rows[0]?.topic ?? 'Cooking' }],
          concepts: [{ match: 'Transformation' }],
          elements: [{ match: 'Text Hook' }],
          accountTypes: [{ match: 'Personal Brand / Creator' }],
          format: { match: 'Tutorial / How-To' },
        },
      }),
    ],
    { dataDir: app.config.dataDir, onCommitted: () => app.libraryChanges.markChanged() },
  );
  if (report.rejected.length > 0)
    throw new Error(`the planted video was refused: ${JSON.stringify(report.rejected)}`);
  await app.libraryChanges.caughtUp();
  const { data } = await get('/api/feed?tab=trending&limit=10', user);
  const at = data.findIndex((video) => video.id === id);
  return {
    author,
    authorMedianViews: median,
    plantedViews,
    plantedScore: data[at]?.outlier_score ?? null,
    rank: at === -1 ? null : at + 1,
    topScores: data.slice(0, 5).map((video) => video.outlier_score ?? 0),
  };
}

export interface FollowingFigures {
  users: number;
  listed: number;
  /** Listed videos that match none of the user's follows by an independent reading (target 0). */
  unmatched: number;
  /** Listed videos whose `reasons` disagree with that reading. */
  wrongReasons: number;
  precision: number;
}

/**
 * Each user follows their topics, a creator of a video they saved, and a search; every video of their
 * Following tab is then checked against the demo library read straight from the database, and the search
 * against the browse list's own first 200 for its words.
 */
export async function checkFollowing(
  app: FastifyInstance,
  get: Get,
  users: readonly EvalUser[],
  videos: readonly EvalVideo[],
): Promise<FollowingFigures> {
  const byId = new Map(videos.map((video) => [video.id, video]));
  let listed = 0;
  let unmatched = 0;
  let wrongReasons = 0;
  for (const user of users) {
    const words = (user.topics[0] as string).split(/\s+/)[0]?.toLowerCase() ?? '';
    const follows = [
      ...user.topics.map((value) => ({ kind: 'topic', value })),
      ...(user.creator ? [{ kind: 'creator', value: user.creator }] : []),
      { kind: 'search', value: words },
    ];
    for (const body of follows) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/follows',
        headers: { authorization: `Bearer ${user.token}`, origin: app.config.publicUrl },
        payload: body,
      });
      if (answer.statusCode >= 300) throw new Error(`follow ${JSON.stringify(body)}: ${answer.body}`);
    }
    const searched = new Set<number>();
    for (let page = 1; searched.size < SEARCH_CAP; page++) {
      const found = await get(
        `/api/videos?search=${encodeURIComponent(words)}&limit=${PAGE}&page=${page}`,
        user,
      );
      for (const video of found.data.slice(0, SEARCH_CAP - searched.size)) searched.add(video.id);
      if (found.data.length < PAGE) break;
    }
    const topics = new Set(user.topics);
    const creator = user.creator?.toLowerCase();
    for (let page = 1; ; page++) {
      const { data } = await get(`/api/feed?tab=following&limit=${PAGE}&page=${page}`, user);
      for (const item of data) {
        listed += 1;
        const video = byId.get(item.id);
        const expected = new Set<string>();
        if (video?.topics.some((topic) => topics.has(topic))) expected.add('topic');
        if (creator && video?.author?.toLowerCase() === creator) expected.add('creator');
        if (searched.has(item.id)) expected.add('search');
        if (expected.size === 0) unmatched += 1;
        const said = new Set(item.reasons.map((reason) => reason.kind));
        if (said.size !== expected.size || [...said].some((kind) => !expected.has(kind))) wrongReasons += 1;
      }
      if (data.length < PAGE) break;
    }
  }
  return {
    users: users.length,
    listed,
    unmatched,
    wrongReasons,
    precision: listed ? 1 - unmatched / listed : 1,
  };
}
