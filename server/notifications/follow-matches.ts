import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  FOLLOW_KIND_OF_TAXONOMY,
  FOLLOW_TAXONOMY_KINDS,
  type FollowKind,
  type SearchFollowFilters,
} from '../../shared/contracts/follow-constants';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../../shared/contracts/taxonomy-kinds';
import type { VideoListQuery } from '../../shared/contracts/video-query';
import type { MergeArrival } from '../db/library-arrivals';
import { AppError } from '../errors';
import { followCondition } from '../feed/follow-conditions';
import { isUnknown, type ResolvedTarget, resolveTargets, storedTarget } from '../follows/follow-targets';
import { TAXONOMIES } from '../taxonomies/taxonomy-tables';
import { resolveVideoFilters } from '../videos/video-filters';
import { whereClause } from '../videos/video-repository';
import { searchesWorthAsking } from './search-words';
import { VideoBits } from './video-bits';

/*
 * Which follows new videos match (docs/decisions/0059-notifications.md), for every user at once. Users
 * follow the same things: the follows are read grouped by what they store, each group asked once. Only the
 * groups a video could match are read — the taxonomy names and handles the videos carry (and the old names
 * that lead to them), every view and every saved search — and each is asked through the Feed's own
 * condition (feed/follow-conditions.ts), so a notification and the Feed never disagree about a taxonomy
 * entry, a creator or a view. A saved search is asked with the browse list's full-text search instead of
 * its best 200 (search-words.ts says why).
 */

/** Conditions asked in one statement: a few hundred booleans per row keep it quick to plan. */
const CONDITIONS_PER_QUERY = 250;

/** Everyone who follows one thing stored one way (kind, value, filters), and what it stands for now. */
export interface FollowGroup {
  kind: FollowKind;
  value: string;
  filters: SearchFollowFilters;
  userIds: string[];
  target: ResolvedTarget;
}

/** A group and the videos (positions in the ids asked about) it matches. */
export interface GroupMatch {
  group: FollowGroup;
  videos: VideoBits;
}

/** Lower-cased names per follow kind: the follows worth reading. */
type Wanted = Map<FollowKind, Set<string>>;

/**
 * The follow groups that match any of `ids`, with the videos each matches. For a merge (`merge` given),
 * only the followers of the entry that gained the videos, less those who followed a name the videos were
 * filed under before: they had them already.
 */
export async function matchFollows(
  app: FastifyInstance,
  ids: number[],
  merge?: MergeArrival,
): Promise<GroupMatch[]> {
  if (ids.length === 0) return [];
  const wanted = merge
    ? new Map([[FOLLOW_KIND_OF_TAXONOMY[merge.kind], new Set([merge.into.toLowerCase()])]])
    : await namesCarried(app, ids);
  await addOldNames(app, wanted);
  const groups = await readGroups(app, wanted, merge);
  if (groups.length === 0) return [];
  const conditions = await conditionsOf(app, groups, ids);
  return evaluate(app, ids, groups, conditions);
}

/** The taxonomy names and handles the videos carry, per follow kind, lower-cased. */
async function namesCarried(app: FastifyInstance, ids: number[]): Promise<Wanted> {
  const { rows } = await app.db.execute<{
    topics: string[];
    concepts: string[];
    elements: string[];
    account_types: string[];
    video_format: string | null;
    author_username: string | null;
  }>(sql`
    SELECT topics, concepts, elements, account_types, video_format, author_username FROM videos
    WHERE id = ANY(${sql.param(ids)}::bigint[])`);
  const wanted: Wanted = new Map();
  const add = (kind: FollowKind, names: (string | null)[]) => {
    const set = wanted.get(kind) ?? new Set<string>();
    for (const name of names) if (name) set.add(name.toLowerCase());
    wanted.set(kind, set);
  };
  for (const row of rows) {
    for (const kind of TAXONOMY_KINDS) {
      const column = TAXONOMIES[kind].videoColumn;
      add(FOLLOW_KIND_OF_TAXONOMY[kind], column === 'video_format' ? [row.video_format] : row[column]);
    }
    add('creator', [row.author_username]);
  }
  return wanted;
}

/** Adds the old names (merged or renamed away) of each wanted entry: follows stored under them follow it. */
async function addOldNames(app: FastifyInstance, wanted: Wanted): Promise<void> {
  const parts: SQL[] = [];
  for (const [kind, names] of wanted) {
    if (kind === 'creator' || kind === 'view' || kind === 'search' || names.size === 0) continue;
    const taxonomy: TaxonomyKind = FOLLOW_TAXONOMY_KINDS[kind];
    const { table } = TAXONOMIES[taxonomy];
    parts.push(sql`SELECT ${kind}::text AS kind, lower(a.old_name) AS name FROM taxonomy_aliases a
      JOIN ${table} t ON t.id = a.target_id
      WHERE a.kind = ${taxonomy} AND lower(t.name) = ANY(${sql.param([...names])}::text[])`);
  }
  if (parts.length === 0) return;
  const { rows } = await app.db.execute<{ kind: FollowKind; name: string }>(
    sql.join(parts, sql` UNION ALL `),
  );
  for (const row of rows) wanted.get(row.kind)?.add(row.name);
}

/** The follows of premium-minded users grouped by what they store: those of the wanted names, and (for an import) every view and search. */
async function readGroups(
  app: FastifyInstance,
  wanted: Wanted,
  merge?: MergeArrival,
): Promise<FollowGroup[]> {
  const kinds: string[] = [];
  const names: string[] = [];
  for (const [kind, set] of wanted)
    for (const name of set) {
      kinds.push(kind);
      names.push(name);
    }
  const hadThem = merge
    ? sql`AND NOT EXISTS (SELECT 1 FROM follows o WHERE o.user_id = f.user_id AND o.kind = f.kind
        AND lower(o.value) = ANY(${sql.param(merge.from.map((name) => name.toLowerCase()))}::text[]))`
    : sql``;
  const byName = sql`
    SELECT f.kind, f.value, f.filters, array_agg(DISTINCT f.user_id::text) AS users
    FROM follows f
    JOIN unnest(${sql.param(kinds)}::text[], ${sql.param(names)}::text[]) AS c(kind, name)
      ON f.kind = c.kind AND lower(f.value) = c.name
    WHERE true ${hadThem}
    GROUP BY f.kind, f.value, f.filters`;
  // Views and searches match by what the videos hold as a whole: every group is asked.
  const everyViewAndSearch = sql`
    SELECT f.kind, f.value, f.filters, array_agg(DISTINCT f.user_id::text) AS users
    FROM follows f WHERE f.kind IN ('view', 'search')
    GROUP BY f.kind, f.value, f.filters`;
  const { rows } = await app.db.execute<{
    kind: FollowKind;
    value: string;
    filters: SearchFollowFilters;
    users: string[];
  }>(merge ? byName : sql`${byName} UNION ALL ${everyViewAndSearch}`);
  const resolved = await resolveTargets(app.db, rows);
  return rows.map((row, i) => {
    const found = resolved[i];
    return {
      kind: row.kind,
      value: row.value,
      filters: row.filters,
      userIds: row.users,
      target: !found || isUnknown(found) ? storedTarget(row) : found,
    };
  });
}

/** Each group's condition on a video; null for a search none of the videos can match. */
async function conditionsOf(
  app: FastifyInstance,
  groups: FollowGroup[],
  ids: number[],
): Promise<(SQL | null)[]> {
  const searches = groups.flatMap((group, i) => (group.kind === 'search' ? [i] : []));
  const worth = await searchesWorthAsking(
    app.db,
    searches.map((i) => groups[i]?.target.value ?? ''),
    ids,
  );
  const asked = new Set(searches.filter((_, n) => worth[n]));
  return Promise.all(
    groups.map((group, i) => {
      if (group.kind === 'search') return asked.has(i) ? searchCondition(app, group.target) : null;
      // followCondition reads the stored value of the row (the name it was followed under) and nothing else.
      const row = {
        id: '',
        userId: '',
        kind: group.kind,
        value: group.value,
        filters: group.filters,
        createdAt: new Date(0),
      };
      return followCondition(app, { row, target: group.target });
    }),
  );
}

/**
 * A saved search's condition: the browse list's full-text search for its words with its filters, as the
 * list runs it before the search index is in (video-repository.ts whereClause, the signed-in fields).
 */
async function searchCondition(app: FastifyInstance, target: ResolvedTarget): Promise<SQL | null> {
  const { filters } = target;
  const query: VideoListQuery = {
    page: 1,
    limit: 1,
    search: target.value,
    topic: filters.topics ?? [],
    format: filters.format,
    concept: filters.concept,
    element: filters.element,
    accountType: filters.accountType,
    platform: filters.platform as VideoListQuery['platform'],
    view: filters.view,
    tag: undefined,
    sort: undefined,
  };
  try {
    return whereClause(await resolveVideoFilters(app.db, query), 'full') ?? null;
  } catch (error) {
    // A search whose view was removed finds nothing, as its list would answer 404.
    if (error instanceof AppError && error.code === 'view_not_found') return null;
    throw error;
  }
}

/** Asks every condition of every video, a few hundred conditions per statement. */
async function evaluate(
  app: FastifyInstance,
  ids: number[],
  groups: FollowGroup[],
  conditions: (SQL | null)[],
): Promise<GroupMatch[]> {
  const position = new Map(ids.map((id, i) => [id, i]));
  const bits = groups.map(() => new VideoBits(ids.length));
  const asked = conditions.flatMap((condition, i) => (condition ? [{ condition, i }] : []));
  for (let start = 0; start < asked.length; start += CONDITIONS_PER_QUERY) {
    const chunk = asked.slice(start, start + CONDITIONS_PER_QUERY);
    // A condition on a missing value (a video without an author) is NULL: no match.
    const meets = sql.join(
      chunk.map(({ condition }) => sql`coalesce((${condition}), false)`),
      sql`, `,
    );
    const { rows } = await app.db.execute<{ id: string | number; meets: boolean[] }>(sql`
      SELECT id, ARRAY[${meets}] AS meets FROM videos WHERE id = ANY(${sql.param(ids)}::bigint[])`);
    for (const row of rows) {
      const at = position.get(Number(row.id));
      if (at === undefined) continue;
      row.meets.forEach((met, n) => {
        const group = chunk[n];
        if (met && group) bits[group.i]?.set(at);
      });
    }
  }
  return groups.flatMap((group, i) => {
    const videos = bits[i];
    return videos && !videos.empty ? [{ group, videos }] : [];
  });
}
