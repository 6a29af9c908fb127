import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/database';
import type { LoadRequest } from '../load';
import type { Scenario } from '../scenarios';
import { FEED_USERS, makeFeedPopulation } from './feed-population';

/** Issue 33's targets for each tab's first page, uncached. */
const ALONE_P99_MS = 25;
const LOADED_REQUESTS_PER_SECOND = 400;
/** Users who come back to For you after a library change. */
const RETURNING_USERS = 1000;
/** Users warmed before the memory reading: all of them, as a busy day would. */
const WARM_CONCURRENCY = 16;

/** What the Feed's tabs are asked for; a tab joins this list once it is built. */
const TABS = ['following', 'for-you', 'trending'] as const;

/**
 * The Feed scenarios (issue 33): each tab's first page for 10,000 premium users with 10–30 follows and
 * 20–200 saved videos each, every request a different user's (signed-in answers are never cached, and the
 * users' follows are their own), one connection alone and 32 at once. Also measures the memory the Feed
 * holds once every user's first page has been read, the time the For you lists take to be worked out ahead,
 * and For you for 1,000 users coming back to it after a library change (their lists answered at once
 * while worked out again behind them).
 */
export async function planFeedScenarios(
  database: Database,
  app: FastifyInstance,
  appUrl: string,
  log: (message: string) => void,
): Promise<Scenario[]> {
  const population = await makeFeedPopulation(database);
  log(
    `feed: ${FEED_USERS.toLocaleString('en')} users, ${population.follows.toLocaleString('en')} follows, ${population.saves.toLocaleString('en')} saved videos, made in ${population.seconds.toFixed(1)} s`,
  );
  // Every user's saves were just written: their For you lists are worked out ahead (for-you-ahead.ts), on
  // half a core, before any of them visits.
  await listsWorkedOutAhead(app, population.tokens.length, log);
  const returning = population.tokens.slice(-RETURNING_USERS);
  await measureFeedMemory(appUrl, population.tokens, log);
  log(`feed: follow sets held after every user's first page: ${JSON.stringify(app.followSets.held())}`);

  // The floor under every signed-in answer: the session and the tier alone (GET /api/me answers from the
  // access hook's viewer), with the same users; no target, it says how much of a tab's cost is its own.
  const floorRequests: LoadRequest[] = population.tokens.map((token) => ({
    method: 'GET',
    path: '/api/me',
    headers: { authorization: `Bearer ${token}` },
  }));
  const floor: Scenario = {
    key: 'feed-floor-loaded',
    title: 'feed floor: /api/me (session and tier only), a different user each request, 32 connections',
    url: `${appUrl}/api/me`,
    requests: floorRequests,
    sharedRequests: true,
    uncached: true,
    p99TargetMs: null,
    headers: floorRequests[0]?.headers,
  };
  const tabs = TABS.flatMap((tab) => {
    const requests: LoadRequest[] = population.tokens.map((token) => ({
      method: 'GET',
      path: `/api/feed?tab=${tab}`,
      headers: { authorization: `Bearer ${token}` },
    }));
    const base = {
      url: `${appUrl}/api/feed?tab=${tab}`,
      requests,
      sharedRequests: true,
      uncached: true,
    } as const;
    // A first visit reads the list worked out ahead from PostgreSQL, as after a restart or on another
    // instance: none is in memory (the warm-up and the other scenario would have put theirs there).
    const before = tab === 'for-you' ? () => app.forYou.forget() : undefined;
    return [
      {
        ...base,
        before,
        key: `feed-${tab}-alone`,
        title: `feed: ${tab}, first page, a different user each request, one connection`,
        connections: 1,
        p99TargetMs: ALONE_P99_MS,
        headers: requests[0]?.headers,
      },
      {
        ...base,
        key: `feed-${tab}-loaded`,
        title: `feed: ${tab}, first page, a different user each request, 32 connections`,
        before,
        p99TargetMs: null,
        minRequestsPerSecond: LOADED_REQUESTS_PER_SECOND,
        headers: requests[0]?.headers,
      },
    ];
  });
  const returningRequests: LoadRequest[] = returning.map((token) => ({
    method: 'GET',
    path: '/api/feed?tab=for-you',
    headers: { authorization: `Bearer ${token}` },
  }));
  const forYouReturning = [1, 32].map(
    (connections): Scenario => ({
      key: `feed-for-you-returning-${connections === 1 ? 'alone' : 'loaded'}`,
      // An import: every list is of an earlier library. Each is answered at once and worked out again
      // behind it (its user added to for_you_pending), while the load goes on. The visitors' presented
      // videos, warmed again after every change whatever the tab, are settled first: this measures For
      // you's part.
      before: async () => {
        app.libraryChanges.markChanged();
        await app.presentedWarming.settled();
      },
      title: `feed: for-you, first page of a user who had one before the library changed, ${connections === 1 ? 'one connection' : '32 connections'}`,
      url: `${appUrl}/api/feed?tab=for-you`,
      requests: returningRequests,
      sharedRequests: true,
      uncached: true,
      connections,
      p99TargetMs: connections === 1 ? ALONE_P99_MS : null,
      ...(connections === 1 ? {} : { minRequestsPerSecond: LOADED_REQUESTS_PER_SECOND }),
      headers: returningRequests[0]?.headers,
    }),
  );
  return [...tabs, ...forYouReturning, floor];
}

/** Waits for the lists of the users just made to be worked out ahead, and reports the time and memory. */
async function listsWorkedOutAhead(app: FastifyInstance, users: number, log: (message: string) => void) {
  const collect = fullCollection();
  collect();
  const before = process.memoryUsage().heapUsed;
  const started = performance.now();
  await app.forYouAhead.drained();
  const seconds = (performance.now() - started) / 1000;
  collect();
  const grew = (process.memoryUsage().heapUsed - before) / 1e6;
  const { rows } = await app.db.execute<{ mb: string }>(
    sql`select round(pg_total_relation_size('for_you_lists') / 1e6) as mb`,
  );
  log(
    `feed: For you lists of ${users.toLocaleString('en')} users worked out ahead in ${seconds.toFixed(1)} s at half a core (${((seconds * 1000) / users / 2).toFixed(1)} ms of work a user); the heap grew by ${grew.toFixed(0)} MB, for_you_lists holds ${rows[0]?.mb} MB`,
  );
}

/** Reads every user's first Following page once and reports what the app's process grew by. */
async function measureFeedMemory(appUrl: string, tokens: string[], log: (message: string) => void) {
  // Read after a full collection each time, or the figure is mostly garbage not yet collected.
  const collect = fullCollection();
  collect();
  const before = process.memoryUsage();
  // The first request after a start (or a library change) reads the sets of its follows.
  const cold = performance.now();
  await (
    await fetch(`${appUrl}/api/feed?tab=following`, { headers: { authorization: `Bearer ${tokens[0]}` } })
  ).arrayBuffer();
  log(`feed: the first Following page after a start took ${(performance.now() - cold).toFixed(0)} ms`);
  const started = performance.now();
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: WARM_CONCURRENCY }, async () => {
      while (next < tokens.length) {
        const token = tokens[next++];
        const answer = await fetch(`${appUrl}/api/feed?tab=following`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (answer.status !== 200) failed += 1;
        await answer.arrayBuffer();
      }
    }),
  );
  collect();
  const after = process.memoryUsage();
  const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
  log(
    `feed: first Following page of all ${tokens.length.toLocaleString('en')} users (read after a full collection each side) in ${((performance.now() - started) / 1000).toFixed(1)} s (${failed} failed); the process grew by ${mb(after.rss - before.rss)} MB RSS, ${mb(after.heapUsed - before.heapUsed)} MB heap`,
  );
}

/** `gc()` without --expose-gc on the command line (npm run bench starts node through tsx). */
function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}
