import { randomBytes } from 'node:crypto';
import type { Database } from '../../server/db/database';
import { createRng } from '../../server/demo/prng';

/**
 * Issue 33's synthetic users: each saves 5–10 videos of one or two topics, and one of them is held out. A
 * video is of a topic when it is its primary topic (most demo videos carry a few topics; the first is
 * what the video is about).
 */
const SAVES = { min: 5, max: 10 };
/** A topic the users draw from is the primary topic of at least this many videos. */
const TOPIC_MIN_VIDEOS = 15;
const TWO_TOPICS = 0.4;

/** One synthetic user, signed in, with what they saved and the one saved video For you must find. */
export interface EvalUser {
  id: string;
  token: string;
  topics: string[];
  saved: number[];
  heldOut: number;
  /** A creator of one of their saved videos: the Following check follows them. */
  creator: string | null;
}

/** A demo video as the eval reads it straight from the database (not through the API under test). */
export interface EvalVideo {
  id: number;
  primaryTopic: string | null;
  topics: string[];
  author: string | null;
}

export async function readVideos(database: Database): Promise<EvalVideo[]> {
  const { rows } = await database.pool.query<EvalVideo>(
    `select id, primary_topic as "primaryTopic", topics, author_username as author from videos order by id`,
  );
  return rows;
}

/**
 * Makes `count` premium users straight in the database, seeded: a user, a premium tier and a session each,
 * and one swipefile of their saves without the held-out video. The saves are the test, not the sign-up.
 */
export async function makeEvalUsers(
  database: Database,
  videos: readonly EvalVideo[],
  count: number,
  seed: number,
): Promise<EvalUser[]> {
  const rng = createRng(seed);
  const byTopic = new Map<string, number[]>();
  for (const video of videos)
    if (video.primaryTopic)
      byTopic.set(video.primaryTopic, [...(byTopic.get(video.primaryTopic) ?? []), video.id]);
  const topics = [...byTopic].filter(([, ids]) => ids.length >= TOPIC_MIN_VIDEOS).map(([name]) => name);
  const authorOf = new Map(videos.map((video) => [video.id, video.author]));

  const users: EvalUser[] = [];
  for (let i = 0; i < count; i++) {
    const chosen = [rng.pick(topics)];
    if (rng.chance(TWO_TOPICS)) {
      const second = rng.pick(topics);
      if (second !== chosen[0]) chosen.push(second);
    }
    const wanted = rng.int(SAVES.min, SAVES.max);
    const picked = new Set<number>();
    while (picked.size < wanted) {
      const pool = byTopic.get(chosen[picked.size % chosen.length] as string) as number[];
      picked.add(rng.pick(pool));
    }
    const all = [...picked];
    const heldOut = all[rng.int(0, all.length - 1)] as number;
    const saved = all.filter((id) => id !== heldOut);
    const creator = authorOf.get(saved[0] as number) ?? null;
    users.push({
      id: '',
      token: randomBytes(24).toString('base64url'),
      topics: chosen,
      saved,
      heldOut,
      creator,
    });
  }

  const { pool } = database;
  const emails = users.map((_, i) => `feed-eval-${seed}-${i}@example.com`);
  const { rows } = await pool.query<{ id: string; email: string }>(
    `insert into "user" (name, email, email_verified) select 'Feed eval ' || e, e, true from unnest($1::text[]) e
     returning id, email`,
    [emails],
  );
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  users.forEach((user, i) => {
    user.id = idOf.get(emails[i] as string) as string;
  });
  const ids = users.map((user) => user.id);
  await pool.query(`insert into user_tiers (user_id, tier) select u, 'premium' from unnest($1::uuid[]) u`, [
    ids,
  ]);
  await pool.query(
    `insert into session (user_id, token, expires_at) select u, t, now() + interval '1 day'
     from unnest($1::uuid[], $2::text[]) as s(u, t)`,
    [ids, users.map((user) => user.token)],
  );
  const { rows: files } = await pool.query<{ id: string; user_id: string }>(
    `insert into swipefiles (user_id, name, is_default) select u, 'Saved', true from unnest($1::uuid[]) u
     returning id, user_id`,
    [ids],
  );
  const fileOf = new Map(files.map((file) => [file.user_id, file.id]));
  const saves = users.flatMap((user) => user.saved.map((video) => ({ user: user.id, video })));
  await pool.query(
    `insert into saved_videos (swipefile_id, video_id, user_id)
     select f, v, u from unnest($1::uuid[], $2::int[], $3::uuid[]) as s(f, v, u)`,
    [
      saves.map((save) => fileOf.get(save.user)),
      saves.map((save) => save.video),
      saves.map((save) => save.user),
    ],
  );
  return users;
}
