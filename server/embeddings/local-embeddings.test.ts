import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { videoRecord } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { createUser } from '../test/users';
import { createLocalEncoder } from './local-encoder/local-encoder-provider';
import { LOCAL_DIMENSION, LOCAL_MODEL_NAME } from './local-encoder/model-info';
import { bufferToVector, dot } from './vector-math';

/**
 * The whole path with the real encoder, as `npm start` runs it (EMBEDDINGS=local): imported videos are
 * embedded in the background from their public fields, and a query finds the video that means the same
 * thing without sharing its words.
 */

const queryEncoder = createLocalEncoder({ workers: 1 });
afterAll(() => queryEncoder.close());

function video(id: number, description: string, overview: string, topic: string, gated = 'A') {
  return videoRecord({
    id,
    simple_description: description,
    overview,
    caption: '',
    simple_outline: [],
    author_username: 'creator',
    db_analysis: { topics: [{ match: topic }] },
    // Gated text (signed-in readers only): never part of a vector.
    transcript: `transcript ${gated}: mortgage refinancing rates explained in detail`,
    hook_verbal_content: `hook ${gated}: you are overpaying for groceries`,
  });
}

describe('the built-in encoder in the app', () => {
  it('embeds imported videos by itself, and a meaning-only query is closest to the right one', async () => {
    const t = await createTestApp(
      { EMBEDDINGS: 'local', EMBEDDINGS_WORKERS: '1' },
      { embeddingJob: { debounceMs: 100 } },
    );
    const admin = await createUser(t, { tier: 'admin' });
    await t.createVideos([
      video(
        1,
        'Grocery swaps that cut my weekly food bill in half',
        'Cheaper supermarket alternatives and meal planning on a budget.',
        'Personal Finance',
      ),
      video(2, 'Three glute exercises for runners', 'A short strength routine before a run.', 'Fitness'),
      video(3, 'My night-time skincare routine', 'Serums and moisturiser for dry skin.', 'Skincare'),
      video(4, 'Teaching my puppy to fetch', 'A golden retriever learns a new trick in the park.', 'Pets'),
      // Video 1's public fields with other gated text.
      video(
        5,
        'Grocery swaps that cut my weekly food bill in half',
        'Cheaper supermarket alternatives and meal planning on a budget.',
        'Personal Finance',
        'B',
      ),
    ]);

    await expect
      .poll(async () => (await t.get('/api/embeddings/status', { headers: admin.auth })).body.data, {
        timeout: 60_000,
        interval: 250,
      })
      .toMatchObject({ isRunning: false, progress: 100, processed: 5, error: null });

    const { rows } = await t.database.db.execute<{
      video_id: number;
      model: string;
      dimension: number;
      vector: Buffer;
    }>(sql`SELECT video_id, model, dimension, vector FROM video_embeddings ORDER BY video_id`);
    expect(rows.map((r) => [Number(r.video_id), r.model, r.dimension])).toEqual(
      [1, 2, 3, 4, 5].map((id) => [id, LOCAL_MODEL_NAME, LOCAL_DIMENSION]),
    );
    const vectors = rows.map((r) => bufferToVector(r.vector));
    // Shares no word with video 1's text, yet is closest to it of the four different videos.
    const query = await queryEncoder.embedQuery('how to save money on food');
    const scores = vectors.slice(0, 4).map((v) => dot(query, v));
    expect(scores.indexOf(Math.max(...scores))).toBe(0);
    // Other transcript and hooks, same public fields: the same vector, so no gated word is in it.
    expect([...(vectors[4] ?? [])]).toEqual([...(vectors[0] ?? [])]);

    // The visitor's search box: no word in common, the grocery videos first (the index heard the job's
    // NOTIFY and read the vectors in).
    const search = async (q: string) =>
      (await t.get(`/api/videos/public?search=${encodeURIComponent(q)}`)).body as {
        data: { id: number }[];
        search: { terms: string[] };
      };
    await expect
      .poll(async () =>
        (await search('save money on what I eat')).data
          .slice(0, 2)
          .map((v) => v.id)
          .sort(),
      )
      .toEqual([1, 5]);
    expect((await search('save money on what I eat')).search.terms).toEqual([]);
    // Similar videos: video 1's twin first, never itself.
    const similar = await t.get('/api/videos/public/1/similar');
    expect(similar.body.data.map((v: { id: number }) => v.id)[0]).toBe(5);
    expect(similar.body.data.map((v: { id: number }) => v.id)).not.toContain(1);
  }, 90_000);
});
