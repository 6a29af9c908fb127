import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createEmbeddingProvider } from '../../server/embeddings/create-provider';
import { EmbeddingJobRunner } from '../../server/embeddings/embedding-job';
import { openEvalLibrary } from '../search-eval/eval-library';
import { makeEvalUsers, readVideos } from './eval-users';
import {
  AUTHOR_CAP,
  checkFollowing,
  checkForYou,
  checkTrending,
  getter,
  HIT_RATE_TARGET,
  OUTLIER_RANK_TARGET,
} from './feed-checks';
import { sweepTunings } from './tuning-sweep';

// `npm run eval:feed` (issue 33; bench/feed-eval/README.md): synthetic users over the demo library, each
// saving 5–10 videos of one or two topics with one held out, read through the app's own Feed routes.

const USAGE = 'Usage: npm run eval:feed [-- --users N] [--seed S] [--sweep]';
const ENCODER_WORKERS = 2;
/** Following is checked for this many of the users (each reads up to 200 search results as well). */
const FOLLOWING_USERS = 60;
const log = (message: string) => console.log(`[eval:feed] ${message}`);

async function main(): Promise<boolean> {
  const { values } = parseArgs({
    options: {
      users: { type: 'string', default: '300' },
      seed: { type: 'string', default: '33' },
      sweep: { type: 'boolean', default: false },
    },
  });
  const count = Number(values.users);
  const seed = Number(values.seed);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) throw new Error(USAGE);

  const library = await openEvalLibrary(log);
  const provider = createEmbeddingProvider({ mode: 'local', workers: ENCODER_WORKERS });
  if (!provider) throw new Error('the built-in encoder did not start');
  try {
    log(`embedding the demo library with ${provider.model} (the real job)…`);
    const status = await new EmbeddingJobRunner({ db: library.database.db, provider, pauseMs: 0 }).runToEnd();
    if (status.error) throw new Error(`the embedding job failed: ${status.error}`);
    const config = loadConfig({ DATA_DIR: library.bench.dataDir, EMBEDDINGS: 'local', LOG_LEVEL: 'silent' });
    const app = await buildApp({
      config,
      database: library.database,
      logger: false,
      embeddingProvider: { ...provider, close: async () => {} },
      embeddingJob: { automatic: false },
      digestJob: { automatic: false },
      searchIndexLoad: 'before-ready',
    });
    try {
      const get = getter(app);
      const videos = await readVideos(library.database);
      const users = await makeEvalUsers(library.database, videos, count, seed);
      log(`${videos.length} videos, ${users.length} users (seed ${seed})`);

      const forYou = await checkForYou(get, users, videos);
      if (values.sweep) {
        console.log(
          'For you tunings, best first (join, nearest-seed weight, MMR λ: hit-rate@10, on-topic share)',
        );
        for (const row of sweepTunings(app, users, videos))
          console.log(
            `  ${row.tuning.interestJoin}  ${row.tuning.nearestSeedWeight}  ${row.tuning.mmrLambda}: ${row.hitRate.toFixed(3)}  ${row.onTopic.toFixed(2)}`,
          );
      }
      const following = await checkFollowing(app, get, users.slice(0, FOLLOWING_USERS), videos);
      // Last: the planted video changes the library the other checks read.
      const trending = await checkTrending(app, library.database, get, users[0] as (typeof users)[0], videos);

      const forYouMet = forYou.hitRate >= HIT_RATE_TARGET && forYou.overCap === 0 && forYou.savedShown === 0;
      const trendingMet = trending.rank !== null && trending.rank <= OUTLIER_RANK_TARGET;
      const followingMet = following.unmatched === 0;
      const mark = (met: boolean) => (met ? 'met' : 'NOT MET');
      console.log('');
      console.log(`For you (${forYou.users} users, first 10 each)`);
      console.log(
        `  hit-rate@10 of the held-out save   ${forYou.hitRate.toFixed(3)}   target ≥ ${HIT_RATE_TARGET}`,
      );
      console.log(`  best a list knowing only topics    ${forYou.topicBound.toFixed(3)}`);
      console.log(
        `  most videos of one author in a 10  ${forYou.worstAuthorShare}       target ≤ ${AUTHOR_CAP} (users over: ${forYou.overCap})`,
      );
      console.log(`  saved videos recommended back      ${forYou.savedShown}       target 0`);
      console.log(`  → ${mark(forYouMet)}`);
      console.log(
        `Trending (a new video by @${trending.author} at ${trending.plantedViews} views, 50× their median)`,
      );
      console.log(`  its outlier score                  ${trending.plantedScore ?? '–'}`);
      console.log(
        `  its rank in the tab                ${trending.rank ?? 'not in the first 10'}   target ≤ ${OUTLIER_RANK_TARGET}`,
      );
      console.log(
        `  the tab's top scores               ${trending.topScores.map((score) => score.toFixed(1)).join(', ')}`,
      );
      console.log(`  → ${mark(trendingMet)}`);
      console.log(`Following (${following.users} users: their topics, a creator they saved, a search)`);
      console.log(`  videos listed                      ${following.listed}`);
      console.log(
        `  matching no follow                 ${following.unmatched}   precision ${following.precision.toFixed(3)}, target 1.0`,
      );
      console.log(`  reasons that disagree              ${following.wrongReasons}`);
      console.log(`  → ${mark(followingMet)}`);
      return forYouMet && trendingMet && followingMet;
    } finally {
      await app.close();
    }
  } finally {
    await provider.close();
    await library.close();
  }
}

main().then(
  (met) => process.exit(met ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
