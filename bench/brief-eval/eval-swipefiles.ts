import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/database';
import { createRng } from '../../server/demo/prng';

/** Swipefile sizes the eval covers (issue 34: "3–20 videos"); 20 is also the most a draft reads. */
export const SIZE_MIN = 3;
export const SIZE_MAX = 20;

/** One swipefile of the eval: a niche (a primary topic) and the videos saved into it, oldest save first. */
export interface EvalSwipefile {
  id: string;
  name: string;
  niche: string;
  videoIds: number[];
}

/** A premium user made straight in the database, with a session the app reads as `Bearer {token}`. */
export interface EvalUser {
  id: string;
  token: string;
}

/** Demo videos by primary topic (what a video is about; its other topics are side notes), read from the database. */
export async function videosByNiche(database: Database): Promise<Map<string, number[]>> {
  const { rows } = await database.pool.query<{ id: number; niche: string }>(
    `select id, primary_topic as niche from videos where primary_topic is not null order by id`,
  );
  const byNiche = new Map<string, number[]>();
  for (const row of rows) byNiche.set(row.niche, [...(byNiche.get(row.niche) ?? []), Number(row.id)]);
  return byNiche;
}

/**
 * Plans `count` swipefiles, seeded: every size of 3..20 once (then sizes drawn at random), each from the
 * niche with enough videos that has the fewest swipefiles so far, so the niches spread and the larger
 * ones get two or more (the eval compares hooks across briefs of one niche).
 */
export function planSwipefiles(
  byNiche: ReadonlyMap<string, readonly number[]>,
  count: number,
  seed: number,
): Omit<EvalSwipefile, 'id'>[] {
  const rng = createRng(seed);
  const sizes = rng.shuffle(Array.from({ length: SIZE_MAX - SIZE_MIN + 1 }, (_, i) => SIZE_MIN + i));
  while (sizes.length < count) sizes.push(rng.int(SIZE_MIN, SIZE_MAX));
  const used = new Map<string, number>();
  // Niches in a seeded order, so ties between equally used niches fall the same way on every run.
  const niches = rng.shuffle([...byNiche.keys()].sort());
  return sizes.slice(0, count).map((wanted, index) => {
    const fitting = niches.filter((niche) => (byNiche.get(niche)?.length ?? 0) >= wanted);
    // A size larger than every niche falls back to the largest niche, whole.
    const candidates = fitting.length > 0 ? fitting : [largest(byNiche)];
    const niche = candidates.reduce((best, n) => ((used.get(n) ?? 0) < (used.get(best) ?? 0) ? n : best));
    used.set(niche, (used.get(niche) ?? 0) + 1);
    const pool = byNiche.get(niche) ?? [];
    const videoIds = rng.shuffle(pool).slice(0, Math.min(wanted, pool.length));
    return { name: `${niche} swipefile ${index + 1}`, niche, videoIds };
  });
}

function largest(byNiche: ReadonlyMap<string, readonly number[]>): string {
  return [...byNiche].sort((a, b) => b[1].length - a[1].length)[0]?.[0] ?? '';
}

/** A premium user with a live session, written straight in the database: the drafts are the test, not sign-up. */
export async function makePremiumUser(database: Database, seed: number): Promise<EvalUser> {
  const { pool } = database;
  const token = randomBytes(24).toString('base64url');
  const { rows } = await pool.query<{ id: string }>(
    `insert into "user" (name, email, email_verified) values ('Brief eval', $1, true) returning id`,
    [`brief-eval-${seed}-${Date.now()}@example.com`],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('the eval user was not written');
  await pool.query(`insert into user_tiers (user_id, tier) values ($1, 'premium')`, [id]);
  await pool.query(
    `insert into session (user_id, token, expires_at) values ($1, $2, now() + interval '1 day')`,
    [id, token],
  );
  return { id, token };
}

/** Creates each planned swipefile and saves its videos through the app's own routes, as the user would. */
export async function createSwipefiles(
  app: FastifyInstance,
  user: EvalUser,
  plans: Omit<EvalSwipefile, 'id'>[],
): Promise<EvalSwipefile[]> {
  const headers = { authorization: `Bearer ${user.token}` };
  const created: EvalSwipefile[] = [];
  for (const plan of plans) {
    const made = await app.inject({
      method: 'POST',
      url: '/api/swipefiles',
      headers,
      payload: { name: plan.name },
    });
    if (made.statusCode !== 201) throw new Error(`POST /api/swipefiles: ${made.statusCode} ${made.body}`);
    const id = (made.json() as { data: { id: string } }).data.id;
    for (const videoId of plan.videoIds) {
      const saved = await app.inject({
        method: 'POST',
        url: '/api/saved-videos',
        headers,
        payload: { video_id: videoId, swipefile_id: id },
      });
      if (saved.statusCode !== 201)
        throw new Error(`POST /api/saved-videos: ${saved.statusCode} ${saved.body}`);
    }
    created.push({ ...plan, id });
  }
  return created;
}
