import type { FastifyInstance } from 'fastify';
import { pagination } from '../../shared/contracts/api-envelope';
import type { FeedQuery, FeedReason } from '../../shared/contracts/feed';
import { errors } from '../errors';
import { listFollows, type ReadFollow } from '../follows/follow-service';
import { joinJson } from '../http/send-json';
import { followingPage } from './feed-page';

/**
 * The Following tab (docs/product/feed.md#following-api) as the JSON the API answers: the videos that
 * match any of the user's follows (or the one `follow` names), newest in the library first, each the
 * signed-in video (presented-videos.ts, audience 'full') with `reasons`, every follow it matches. A user
 * who follows nothing gets an empty page; another user's follow, or an unknown one, is a 404.
 */
export async function followingFeedJson(
  app: FastifyInstance,
  userId: string,
  query: FeedQuery,
): Promise<Buffer> {
  const follows = await listFollows(app.db, userId, { known: app.followTargets });
  const only = query.follow ? follows.findIndex(({ row }) => row.id === query.follow) : undefined;
  if (only === -1) throw errors.followNotFound();

  const generation = app.followSets.generation();
  const [sets, order] = await Promise.all([app.followSets.setsOf(generation, follows), generation.order]);
  const { rows, total } = followingPage(sets, order, query, only);
  const videos = await presentedInOrder(
    app,
    rows.map((row) => row.id),
  );
  const items = rows.flatMap((row) => {
    const json = videos.get(row.id);
    return json ? [withReasons(json, reasonsOf(follows, row.meets))] : [];
  });
  const tail = `],"pagination":${JSON.stringify(pagination(query.page, query.limit, total))}}`;
  return joinJson('{"success":true,"data":[', items, tail);
}

const reasonsOf = (follows: ReadFollow[], meets: boolean[]): FeedReason[] =>
  follows.flatMap(({ row, target }, i) =>
    meets[i] ? [{ follow_id: row.id, kind: target.kind, label: target.label }] : [],
  );

/** A presented video's JSON (an object) with `reasons` and `why` (null on this tab) as its last fields. */
const withReasons = (video: Buffer, reasons: FeedReason[]): Buffer =>
  Buffer.concat([
    video.subarray(0, video.lastIndexOf('}')),
    Buffer.from(`,"reasons":${JSON.stringify(reasons)},"why":null}`),
  ]);

/**
 * The page's videos as the signed-in list presents them, by id. The cache answers in the order asked and
 * leaves out a video deleted since the page was read; then each is asked for alone, to know which it was.
 */
async function presentedInOrder(app: FastifyInstance, ids: number[]): Promise<Map<number, Buffer>> {
  const json = await app.presentedVideos.json(ids, 'full');
  if (json.length === ids.length) return new Map(ids.map((id, i) => [id, json[i] as Buffer]));
  const alone = await Promise.all(ids.map((id) => app.presentedVideos.json([id], 'full')));
  return new Map(ids.flatMap((id, i) => (alone[i]?.[0] ? [[id, alone[i][0]] as const] : [])));
}
