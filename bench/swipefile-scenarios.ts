import { buildApp } from '../server/app';
import type { AppConfig } from '../server/config';
import type { Database } from '../server/db/database';
import { SWIPEFILE_LIMITS } from '../shared/contracts/swipefiles';
import { TOPICS } from './library/vocabulary';
import type { LoadRequest } from './load';
import type { Scenario } from './scenarios';

/** Issue 15's targets. */
const PAGE_P99_MS = 50;
const STATUS_P99_MS = 20;
const SAVE_P99_MS = 20;
/** The swipefile the reads walk holds the most a swipefile may hold. */
const FULL_SWIPEFILE = SWIPEFILE_LIMITS.videosPerSwipefile;
/** Saves spread over this many swipefiles, so none of them nears its limit during the run. */
const SAVE_SWIPEFILES = 50;
/** Distinct saves prepared: more than a 12-second run sends, so every save writes a new row. */
const SAVES = 30_000;
/** Different id sets for the status call and different words for the search, so no request repeats. */
const ROUNDS = 40;
const STATUS_BATCH = 50;

/**
 * The swipefile scenarios of issue 15, signed in as a bench user (Authorization: Bearer): the first page of
 * a swipefile of 5,000 saved videos, a search inside it (a different word per request), the batch save
 * status of 50 cards (a different page of ids per request), and saving a video (a new video each time).
 * Nothing of this is cached by the app (signed-in answers never are), so each request pays in full.
 */
export async function planSwipefileScenarios(
  config: AppConfig,
  database: Database,
  appUrl: string,
): Promise<Scenario[]> {
  const token = await signInBenchUser(config, database);
  const headers = { authorization: `Bearer ${token}` };
  const { full, targets, videoIds } = await fillSwipefiles(database, token);

  const words = TOPICS.flatMap((topic) => topic.words.slice(0, 2)).slice(0, ROUNDS);
  const searchPaths = words.map(
    (word) => `/api/saved-videos?${new URLSearchParams({ swipefile_id: full, search: word })}`,
  );
  const statusPaths = Array.from({ length: ROUNDS }, (_, round) => {
    // Half the ids of each batch are in the full swipefile, half are not: a browse page mixes both.
    const half = STATUS_BATCH / 2;
    const saved = videoIds.slice(round * 100, round * 100 + half);
    const unsaved = videoIds.slice(FULL_SWIPEFILE + round * 100, FULL_SWIPEFILE + round * 100 + half);
    const ids = [...saved, ...unsaved];
    return `/api/video-save-status?video_ids=${ids.join(',')}`;
  });
  const saves: LoadRequest[] = Array.from({ length: SAVES }, (_, i) => ({
    method: 'POST',
    path: '/api/saved-videos',
    body: JSON.stringify({
      video_id: videoIds[FULL_SWIPEFILE + (i % (videoIds.length - FULL_SWIPEFILE))],
      swipefile_id: targets[i % targets.length],
    }),
  }));
  const base = { uncached: true, headers } as const;
  const loaded: Scenario[] = [
    {
      ...base,
      key: 'swipefile-page',
      title: `swipefile of ${FULL_SWIPEFILE.toLocaleString('en')}: first page`,
      url: `${appUrl}/api/saved-videos?swipefile_id=${full}`,
      p99TargetMs: PAGE_P99_MS,
    },
    {
      ...base,
      key: 'swipefile-search',
      title: `swipefile of ${FULL_SWIPEFILE.toLocaleString('en')}: search inside (${ROUNDS} words)`,
      url: `${appUrl}${searchPaths[0]}`,
      paths: searchPaths,
      p99TargetMs: PAGE_P99_MS,
    },
    {
      ...base,
      key: 'save-status-batch',
      title: `save status of ${STATUS_BATCH} cards (${ROUNDS} pages of ids)`,
      url: `${appUrl}${statusPaths[0]}`,
      paths: statusPaths,
      p99TargetMs: STATUS_P99_MS,
    },
    {
      ...base,
      key: 'save-video',
      title: `save a video (a new one each time, into ${SAVE_SWIPEFILES} swipefiles)`,
      url: `${appUrl}/api/saved-videos`,
      requests: saves,
      sharedRequests: true,
      p99TargetMs: SAVE_P99_MS,
    },
  ];
  // Alone as well, as the sort scenarios are: on two shared cores, 32 connections measure the queue for the
  // CPUs as much as the request; one connection shows what each request costs.
  const alone = loaded.map((scenario) => ({
    ...scenario,
    key: `${scenario.key}-alone`,
    title: `${scenario.title} (1 connection)`,
    connections: 1,
    // The saves alone continue where the loaded run stopped, so they too write new rows.
    ...(scenario.requests ? { requests: scenario.requests.slice(SAVES / 2) } : {}),
  }));
  return [...loaded, ...alone];
}

/** A bench user with a live session, signed in through the app's own better-auth API. */
async function signInBenchUser(config: AppConfig, database: Database): Promise<string> {
  const app = await buildApp({ config, database, logger: false });
  try {
    const email = `swipefile-bench-${Date.now()}@example.com`;
    const otp = await app.auth.api.createVerificationOTP({ body: { email, type: 'sign-in' } });
    const { token } = await app.auth.api.signInEmailOTP({ body: { email, otp } });
    return token;
  } finally {
    await app.close();
  }
}

/**
 * Gives the bench user a swipefile of 5,000 saved videos (written in one statement: the bench measures
 * reading it, not filling it) and the empty swipefiles the saves go into, and returns the library's ids.
 */
async function fillSwipefiles(database: Database, token: string) {
  const { pool } = database;
  const { rows: users } = await pool.query<{ user_id: string }>(
    'select user_id from session where token = $1',
    [token],
  );
  const userId = users[0]?.user_id;
  if (!userId) throw new Error('the bench user has no session');
  const { rows: ids } = await pool.query<{ id: number }>('select id from videos order by id');
  const videoIds = ids.map((row) => row.id);
  if (videoIds.length < FULL_SWIPEFILE * 2) {
    throw new Error(`the swipefile bench needs at least ${FULL_SWIPEFILE * 2} videos`);
  }
  const { rows: created } = await pool.query<{ id: string }>(
    `insert into swipefiles (user_id, name, description)
     select $1, 'Bench swipefile ' || n, 'Made by npm run bench' from generate_series(0, $2) n
     returning id`,
    [userId, SAVE_SWIPEFILES],
  );
  const [full, ...targets] = created.map((row) => row.id) as [string, ...string[]];
  await pool.query(
    `insert into saved_videos (swipefile_id, video_id, user_id, notes, saved_at)
     select $1, v.id, $2, case when v.id % 3 = 0 then 'Note on video ' || v.id || ': try this hook' else '' end,
            now() - (v.id || ' seconds')::interval
     from unnest($3::bigint[]) as v(id)`,
    [full, userId, videoIds.slice(0, FULL_SWIPEFILE)],
  );
  await pool.query('VACUUM (ANALYZE) swipefiles, saved_videos');
  return { full, targets, videoIds };
}
