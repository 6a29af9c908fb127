import type { FastifyInstance } from 'fastify';
import { FOR_YOU_TUNING, type ForYouTuning, rankForYou } from '../../server/feed/for-you-ranking';
import type { EvalUser, EvalVideo } from './eval-users';

/** The grid `--sweep` ranks every user's list over (the shipped tuning is one of its points). */
const GRID: Partial<ForYouTuning>[] = [0.5, 0.6, 0.7].flatMap((interestJoin) =>
  [0, 0.25, 0.5, 0.75, 1].flatMap((nearestSeedWeight) =>
    [0.75, 0.9, 1].map((mmrLambda) => ({ interestJoin, nearestSeedWeight, mmrLambda })),
  ),
);

export interface SweepRow {
  tuning: ForYouTuning;
  hitRate: number;
  /** Share of the first 10 whose primary topic is one of the user's. */
  onTopic: number;
}

/**
 * For you's ranking (for-you-ranking.ts) run straight on the app's vectors for each tuning of the grid,
 * seeded with each user's saves as the tab seeds them: the held-out video's hit-rate@10 and how much of
 * the 10 is on the user's topics, best first.
 */
export function sweepTunings(
  app: FastifyInstance,
  users: readonly EvalUser[],
  videos: readonly EvalVideo[],
): SweepRow[] {
  const index = app.videoSearch.index;
  const vectors = index.vectors;
  if (!vectors) throw new Error('the sweep needs the vectors: the embedding job did not run');
  const topicOf = new Map(videos.map((video) => [video.id, video.primaryTopic]));
  const rows = GRID.map((grid) => {
    const tuning = { ...FOR_YOU_TUNING, ...grid };
    let hits = 0;
    let onTopic = 0;
    for (const user of users) {
      const seeds = user.saved.filter((id) => vectors.has(id)).map((id) => ({ id, follow: null }));
      const list = rankForYou(vectors, seeds, new Set(user.saved), (id) => index.handleOf(id), 10, tuning);
      if (list.some(({ id }) => id === user.heldOut)) hits += 1;
      onTopic +=
        list.filter(({ id }) => user.topics.includes(topicOf.get(id) ?? '')).length /
        Math.max(1, list.length);
    }
    return { tuning, hitRate: hits / users.length, onTopic: onTopic / users.length };
  });
  return rows.sort((a, b) => b.hitRate - a.hitRate);
}
