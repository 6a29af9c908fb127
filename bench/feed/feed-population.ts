import { randomBytes } from 'node:crypto';
import type { Database } from '../../server/db/database';
import { createRng } from '../../server/demo/prng';
import { CONCEPTS, FORMATS, TOPICS } from '../library/vocabulary';

/** Issue 33's population: 10,000 premium users, each following 10–30 things and having saved 20–200 videos. */
export const FEED_USERS = 10_000;
const FOLLOWS = { min: 10, max: 30 };
const SAVES = { min: 20, max: 200 };
const USERS_PER_STATEMENT = 500;

export interface FeedPopulation {
  /** One bearer token per user, in the order they were made. */
  tokens: string[];
  follows: number;
  saves: number;
  seconds: number;
}

/**
 * Makes the Feed's bench users straight in the database (the bench measures reading the Feed, not
 * signing up): users with a premium tier and a session each, their follows — topics, a format or concept,
 * creators the library has, and a saved search or two, as a user building a Feed would — and a swipefile
 * of saved videos from their topics. Seeded, so two runs make the same population.
 */
export async function makeFeedPopulation(database: Database, users = FEED_USERS): Promise<FeedPopulation> {
  const started = performance.now();
  const { pool } = database;
  const rng = createRng(33);
  const { rows: authorRows } = await pool.query<{ handle: string }>(
    'select author_username as handle from videos where author_username is not null group by 1 order by count(*) desc limit 2000',
  );
  const handles = authorRows.map((row) => row.handle);
  const { rows: viewRows } = await pool.query<{ slug: string }>('select slug from views limit 50');
  const slugs = viewRows.map((row) => row.slug);

  const tokens: string[] = [];
  let follows = 0;
  let saves = 0;
  for (let first = 0; first < users; first += USERS_PER_STATEMENT) {
    const batch = Math.min(USERS_PER_STATEMENT, users - first);
    const emails = Array.from({ length: batch }, (_, i) => `feed-bench-${first + i}@example.com`);
    const batchTokens = emails.map(() => randomBytes(24).toString('base64url'));
    const { rows: made } = await pool.query<{ id: string; email: string }>(
      `insert into "user" (name, email, email_verified) select 'Feed bench ' || e, e, true from unnest($1::text[]) e
       on conflict (email) do update set updated_at = now() returning id, email`,
      [emails],
    );
    const ids = emails.map((email) => made.find((row) => row.email === email)?.id as string);
    await pool.query(
      `insert into user_tiers (user_id, tier) select u, 'premium' from unnest($1::uuid[]) u
       on conflict (user_id) do update set tier = 'premium'`,
      [ids],
    );
    await pool.query(
      `insert into session (user_id, token, expires_at) select u, t, now() + interval '7 days'
       from unnest($1::uuid[], $2::text[]) as s(u, t)`,
      [ids, batchTokens],
    );
    tokens.push(...batchTokens);

    const followRows: { user: string; kind: string; value: string; filters: string }[] = [];
    const userTopics: string[][] = [];
    for (const user of ids) {
      const wanted = rng.int(FOLLOWS.min, FOLLOWS.max);
      const topics = [...new Set(Array.from({ length: rng.int(1, 3) }, () => rng.pick(TOPICS)))];
      userTopics.push(topics.map((topic) => topic.name));
      const chosen = new Map<string, { kind: string; value: string; filters?: object }>();
      const add = (kind: string, value: string, filters?: object) =>
        chosen.set(`${kind}:${value.toLowerCase()}:${JSON.stringify(filters ?? {})}`, {
          kind,
          value,
          filters,
        });
      for (const topic of topics) add('topic', topic.name);
      add('format', rng.pick(FORMATS));
      add('concept', rng.pick(CONCEPTS));
      if (slugs.length > 0 && rng.chance(0.3)) add('view', rng.pick(slugs));
      for (let i = 0; i < rng.int(1, 2); i++) {
        const topic = rng.pick(topics);
        add('search', `${rng.pick(topic.words.slice(0, 20))} ${rng.pick(topic.words.slice(0, 20))}`);
      }
      while (chosen.size < wanted) add('creator', rng.pick(handles).toLowerCase());
      for (const follow of chosen.values())
        followRows.push({
          user,
          kind: follow.kind,
          value: follow.value,
          filters: JSON.stringify(follow.filters ?? {}),
        });
    }
    await pool.query(
      `insert into follows (user_id, kind, value, filters)
       select u, k, v, f::jsonb from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as f(u, k, v, f)
       on conflict do nothing`,
      [
        followRows.map((row) => row.user),
        followRows.map((row) => row.kind),
        followRows.map((row) => row.value),
        followRows.map((row) => row.filters),
      ],
    );
    follows += followRows.length;

    // A swipefile each, holding 20–200 videos of the user's topics.
    const counts = ids.map(() => rng.int(SAVES.min, SAVES.max));
    const { rowCount } = await pool.query(
      `with files as (
         insert into swipefiles (user_id, name, is_default)
         select u, 'Saved', true from unnest($1::uuid[]) u returning id, user_id
       ), wanted as (
         select u, t, n from unnest($1::uuid[], $2::text[], $3::int[]) as w(u, t, n)
       )
       insert into saved_videos (swipefile_id, video_id, user_id)
       select files.id, picked.id, files.user_id
       from files join wanted on wanted.u = files.user_id
       cross join lateral (
         select v.id from videos v tablesample system (2)
         where v.topics @> array[wanted.t] limit wanted.n
       ) picked
       on conflict do nothing`,
      [ids, userTopics.map((topics) => topics[0] as string), counts],
    );
    saves += rowCount ?? 0;
  }
  return { tokens, follows, saves, seconds: (performance.now() - started) / 1000 };
}
