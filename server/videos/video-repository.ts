import { and, arrayContains, arrayOverlaps, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ColumnSort, VideoSort } from '../../shared/contracts/video-query';
import type { Db } from '../db/database';
import { videoOutlierScores, videos } from '../db/schema';
import type { CountCache } from './count-cache';
import { selectRowsByIds } from './rows-by-id';
import { fullVideoColumns, publicVideoColumns } from './video-columns';

/**
 * `id = ANY($1)`: one array parameter, where `inArray` writes one parameter per id — a search's 1,000
 * matches made a 1,000-parameter statement for PostgreSQL to parse and plan on every page.
 */
const idAmong = (ids: number[]) => sql`${videos.id} = ANY(${sql.param(ids)}::bigint[])`;

/** A browse filter set, already validated (docs/product/browsing.md#filters). */
export interface VideoFilters {
  platform?: string | undefined;
  format?: string | undefined;
  concept?: string | undefined;
  element?: string | undefined;
  accountType?: string | undefined;
  /** Any of these topics. */
  topics?: string[];
  /** Matched case-insensitively against every tag field. */
  tag?: string | undefined;
  /** The `tag` and the names it was merged into (taxonomy aliases): a video carrying any of them matches. */
  tagOrSuccessors?: string[];
  /** Any of these tags, in any tag field (a view's tag filter, docs/decisions/0006-views.md). */
  anyTags?: string[];
  search?: string | undefined;
}

export type VideoAudience = 'public' | 'full';
type FullColumns = typeof fullVideoColumns;

const searchQuery = (search: string) => sql`websearch_to_tsquery('english', ${search})`;

/**
 * The full-text index an audience searches: visitors match only what they may read (issue 8: a phrase
 * search must not confirm transcript or hook wording), signed-in readers the whole analysis.
 */
const searchVectorOf = (audience: VideoAudience) =>
  audience === 'full' ? videos.searchVector : videos.publicSearchVector;

/** The browse list's WHERE for a filter set (undefined when no filter is set); the Feed ORs several. */
export function whereClause(filters: VideoFilters, audience: VideoAudience): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.platform ? eq(videos.platform, filters.platform) : undefined,
    filters.format ? eq(videos.videoFormat, filters.format) : undefined,
    filters.concept ? arrayContains(videos.concepts, [filters.concept]) : undefined,
    filters.element ? arrayContains(videos.elements, [filters.element]) : undefined,
    filters.accountType ? arrayContains(videos.accountTypes, [filters.accountType]) : undefined,
    filters.topics?.length ? arrayOverlaps(videos.topics, filters.topics) : undefined,
    filters.tag ? arrayContains(videos.tagKeys, [filters.tag.toLowerCase()]) : undefined,
    filters.tagOrSuccessors
      ? arrayOverlaps(
          videos.tagKeys,
          filters.tagOrSuccessors.map((t) => t.toLowerCase()),
        )
      : undefined,
    filters.anyTags
      ? arrayOverlaps(
          videos.tagKeys,
          filters.anyTags.map((t) => t.toLowerCase()),
        )
      : undefined,
    filters.search ? sql`${searchVectorOf(audience)} @@ ${searchQuery(filters.search)}` : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/** Engagement as a percent (shared/domain/engagement.ts engagementPercent: below 1 is a fraction). */
const engagementPercent = sql`CASE WHEN ${videos.engagement} < 1 THEN ${videos.engagement} * 100 ELSE ${videos.engagement} END`;

/**
 * The ORDER BY of each sort, written exactly as its index is (server/db/schema.ts), so a page walks the
 * index and stops after offset + limit rows instead of sorting the table. The id breaks ties, so pages
 * never overlap or skip a video. Outliers has no index (its score is in a table of its own, schema.ts
 * videoOutlierScores): its order is sorted, once per library generation in memory (browse-orders.ts),
 * and over a search's matches only in SQL. Ties there go to the higher engagement, then the id.
 */
const SORT_ORDER: Record<ColumnSort, SQL[]> = {
  newest: [desc(videos.createdAt), desc(videos.id)],
  views: [sql`${videos.views} DESC NULLS LAST`, desc(videos.id)],
  engagement: [sql`${videos.engagement} DESC NULLS LAST`, desc(videos.id)],
  outliers: [
    sql`${videoOutlierScores.score} DESC NULLS LAST`,
    sql`${engagementPercent} DESC NULLS LAST`,
    desc(videos.id),
  ],
};

/**
 * Videos with their outlier scores beside them, for the Outliers order. Every query that orders by a
 * sort reads from this: for the other sorts PostgreSQL drops the join (a left join on a primary key whose
 * columns nothing reads), so their pages still walk their indexes.
 */
const videosForSort = (db: Db) =>
  db
    .select({ id: videos.id })
    .from(videos)
    .leftJoin(videoOutlierScores, eq(videoOutlierScores.videoId, videos.id));

/** Newest in the library first, as the browse list's default order and its index have it. */
export const NEWEST_FIRST: readonly SQL[] = SORT_ORDER.newest;

/** The Outliers sort's order: highest score first (read with videoOutlierScores joined). */
export const OUTLIERS_FIRST: readonly SQL[] = SORT_ORDER.outliers;

/** A search without a chosen sort is ranked by relevance (newest first among equals); otherwise the sort. */
function orderOf(filters: VideoFilters, sort: VideoSort | undefined, audience: VideoAudience): SQL[] {
  if (filters.search && (!sort || sort === 'relevance')) {
    return [
      sql`ts_rank(${searchVectorOf(audience)}, ${searchQuery(filters.search)}) DESC`,
      ...SORT_ORDER.newest,
    ];
  }
  return SORT_ORDER[!sort || sort === 'relevance' ? 'newest' : sort];
}

/**
 * One page of video ids in the chosen order (newest first by default), with the exact total. The ids come
 * from the order's index alone (an index-only scan when no filter needs the row); the rows are read apart,
 * by id (readVideosByIds), or come from the presented-video cache (presented-videos.ts).
 */
export async function listVideoIds(
  db: Db,
  counts: CountCache,
  filters: VideoFilters,
  page: { page: number; limit: number; sort?: VideoSort | undefined },
  audience: VideoAudience,
) {
  const where = whereClause(filters, audience);
  const idRows = videosForSort(db)
    .where(where)
    .orderBy(...orderOf(filters, page.sort, audience))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [rows, total] = await Promise.all([idRows, countVideos(db, counts, filters, audience, where)]);
  return { ids: rows.map((row) => row.id), total };
}

/** Lists one page of videos in the chosen order, read whole with the audience's columns, and the total. */
export async function listVideos(
  db: Db,
  counts: CountCache,
  filters: VideoFilters,
  page: { page: number; limit: number; sort?: VideoSort | undefined },
  audience: VideoAudience,
) {
  const { ids, total } = await listVideoIds(db, counts, filters, page, audience);
  return { rows: await readVideosByIds(db, ids, audience), total };
}

/** The row Drizzle's select of the columns gives: the type of what selectRowsByIds reads (never run). */
const selectColumns = (db: Db) => db.select(fullVideoColumns as FullColumns).from(videos);
type SelectedRow = Awaited<ReturnType<typeof selectColumns>>[number];

/** These videos with the audience's columns, in the order of `ids` (an unknown id is left out). */
export async function readVideosByIds(db: Db, ids: number[], audience: VideoAudience) {
  if (ids.length === 0) return [];
  // The public column set is a subset: rows read with it simply lack the gated keys.
  const columns = (audience === 'full' ? fullVideoColumns : publicVideoColumns) as FullColumns;
  const rows = await selectRowsByIds<SelectedRow>(db, columns, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
export type VideoRow = Awaited<ReturnType<typeof readVideosByIds>>[number];

/**
 * The exact total `listVideos` answers for the same filters, from the same count cache: a figure shown
 * beside a list (a view's video count) always equals the list's own total.
 */
export async function countListedVideos(
  db: Db,
  counts: CountCache,
  filters: VideoFilters,
  audience: VideoAudience,
): Promise<number> {
  return countVideos(db, counts, filters, audience, whereClause(filters, audience));
}

async function countVideos(
  db: Db,
  counts: CountCache,
  filters: VideoFilters,
  audience: VideoAudience,
  where: SQL | undefined,
) {
  // The audiences search different documents, so their totals differ; the sort changes no total, so it
  // stays out of the key and every order of one filter set shares its count.
  const key = JSON.stringify([audience, filters]);
  return counts.count(key, async () => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(videos).where(where);
    return row?.n ?? 0;
  });
}

/** Finds one video by id, with the columns the audience may see. */
export async function findVideo(db: Db, id: number, audience: VideoAudience) {
  const columns = (audience === 'full' ? fullVideoColumns : publicVideoColumns) as FullColumns;
  const [row] = await db.select(columns).from(videos).where(eq(videos.id, id)).limit(1);
  return row ?? null;
}

/** The ids of every video the filters (not a search) allow: the set a search is ranked within. */
export async function filteredVideoIds(db: Db, filters: Omit<VideoFilters, 'search'>): Promise<number[]> {
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .where(whereClause(filters, 'public'))
    .orderBy(videos.id);
  return rows.map((row) => row.id);
}

/** Every video's id in a sort's order (the browse pages' order, read from the sort's index alone). */
export async function videoIdsInOrder(db: Db, sort: ColumnSort): Promise<number[]> {
  const rows = await videosForSort(db).orderBy(...SORT_ORDER[sort]);
  return rows.map((row) => row.id);
}

/**
 * One page of the given ids (a search's matches): in the given order for relevance, else in the chosen
 * sort's order (the ids are at most a search's cap, so sorting them is cheap).
 */
export async function pageOfIdsAmong(
  db: Db,
  ids: number[],
  page: { page: number; limit: number; sort?: VideoSort | undefined },
): Promise<number[]> {
  const offset = (page.page - 1) * page.limit;
  if (!page.sort || page.sort === 'relevance') return ids.slice(offset, offset + page.limit);
  if (ids.length === 0) return [];
  const rows = await videosForSort(db)
    .where(idAmong(ids))
    .orderBy(...SORT_ORDER[page.sort])
    .limit(page.limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** One page of the given videos (a search's matches), read whole; see pageOfIdsAmong for the order. */
export async function listVideosAmong(
  db: Db,
  ids: number[],
  page: { page: number; limit: number; sort?: VideoSort | undefined },
  audience: VideoAudience,
) {
  return readVideosByIds(db, await pageOfIdsAmong(db, ids, page), audience);
}

/** Which of these ids are videos. */
export async function findVideoIds(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: videos.id }).from(videos).where(idAmong(ids));
  return rows.map((row) => row.id);
}
