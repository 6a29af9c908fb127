import type { FastifyInstance } from 'fastify';
import { pagination } from '../../shared/contracts/api-envelope';
import type { FeedReason } from '../../shared/contracts/feed';

/** One video of a Feed page, with what the tab says about it (shared/contracts/feed.ts FeedVideo). */
export interface FeedItem {
  id: number;
  reasons: FeedReason[];
  why: string | null;
}

/**
 * A page of the Feed as the JSON the API answers: each item the signed-in video (presented-videos.ts,
 * audience 'full') with `reasons` and `why` as its last fields, and the pagination of `total` items. A
 * video deleted since the page was worked out is left out.
 */
export async function feedPageJson(
  app: FastifyInstance,
  items: readonly FeedItem[],
  page: { page: number; limit: number },
  total: number,
): Promise<Buffer> {
  const videos = await presentedById(
    app,
    items.map((item) => item.id),
  );
  // Each video's JSON up to its closing brace, then the tab's fields: copied once, into the answer.
  const parts: Buffer[] = [Buffer.from('{"success":true,"data":[')];
  for (const item of items) {
    const json = videos.get(item.id);
    if (!json) continue;
    if (parts.length > 1) parts.push(COMMA);
    parts.push(json.subarray(0, json.lastIndexOf(CLOSE)), feedFields(item));
  }
  parts.push(Buffer.from(`],"pagination":${JSON.stringify(pagination(page.page, page.limit, total))}}`));
  return Buffer.concat(parts);
}

const COMMA = Buffer.from(',');
const CLOSE = '}'.charCodeAt(0);
/** The fields of a video that says nothing of itself (Trending): the same bytes every time. */
const NO_FEED_FIELDS = Buffer.from(',"reasons":[],"why":null}');

/** `reasons` and `why` as a presented video's last fields, and its closing brace. */
function feedFields({ reasons, why }: FeedItem): Buffer {
  if (reasons.length === 0 && why === null) return NO_FEED_FIELDS;
  return Buffer.from(`,"reasons":${JSON.stringify(reasons)},"why":${JSON.stringify(why)}}`);
}

/**
 * The videos as the signed-in list presents them, by id. The cache answers in the order asked and leaves
 * out a video deleted since the page was read; then each is asked for alone, to know which it was.
 */
async function presentedById(app: FastifyInstance, ids: number[]): Promise<Map<number, Buffer>> {
  const json = await app.presentedVideos.json(ids, 'full');
  if (json.length === ids.length) return new Map(ids.map((id, i) => [id, json[i] as Buffer]));
  const alone = await Promise.all(ids.map((id) => app.presentedVideos.json([id], 'full')));
  return new Map(ids.flatMap((id, i) => (alone[i]?.[0] ? [[id, alone[i][0]] as const] : [])));
}
