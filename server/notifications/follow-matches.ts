import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  FOLLOW_KIND_OF_TAXONOMY,
  FOLLOW_TAXONOMY_KINDS,
  type FollowKind,
} from '../../shared/contracts/follow-constants';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../../shared/contracts/taxonomy-kinds';
import type { VideoListQuery } from '../../shared/contracts/video-query';
import type { MergeArrival } from '../db/library-arrivals';
import { videos } from '../db/schema';
import { AppError } from '../errors';
import { followCondition } from '../feed/follow-conditions';
import { isUnknown, type ResolvedTarget, resolveTargets, storedTarget } from '../follows/follow-targets';
import { TAXONOMIES } from '../taxonomies/taxonomy-tables';
import { resolveVideoFilters } from '../videos/video-filters';
import { whereClause } from '../videos/video-repository';
import type { FollowGroups, StoredGroup } from './follow-groups';
import { judgeSearches } from './search-words';
import { VideoBits } from './video-bits';

/*
 * Which follows new videos match (docs/decisions/0059-notifications.md), for every user at once. Users
 * follow the same things: the follows are grouped by what they store (follow-groups.ts), each group asked
 * once. Only the groups a video could match are asked — the taxonomy names and handles the videos carry
 * (and the old names that lead to them), every view and every saved search — each through the Feed's own
 * condition (feed/follow-conditions.ts), so a notification and the Feed never disagree about a taxonomy
 * entry, a creator or a view. A saved search is matched by the browse list's full-text search instead of
 * its best 200, mostly from its words alone (search-words.ts says why and how).
 */

/** Conditions asked in one statement: a few hundred booleans per row keep it quick to plan. */
const CONDITIONS_PER_QUERY = 250;

/** Everyone who follows one thing stored one way (kind, value, filters), and what it stands for now. */
export interface FollowGroup extends StoredGroup {
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
  stored: FollowGroups,
  ids: number[],
  merge?: MergeArrival,
): Promise<GroupMatch[]> {
  if (ids.length === 0) return [];
  const wanted = merge
    ? new Map([[FOLLOW_KIND_OF_TAXONOMY[merge.kind], new Set([merge.into.toLowerCase()])]])
    : await namesCarried(app, ids);
  await addOldNames(app, wanted);
  const groups = await candidateGroups(app, stored, wanted, merge);
  if (groups.length === 0) return [];
  return evaluate(app, ids, groups, await askingOf(app, stored, groups, ids));
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

/**
 * The groups worth asking: those storing a wanted name, and (for an import) every view and search. For a
 * merge, without the users who follow a name the videos were filed under before.
 */
async function candidateGroups(
  app: FastifyInstance,
  stored: FollowGroups,
  wanted: Wanted,
  merge?: MergeArrival,
): Promise<FollowGroup[]> {
  const found: StoredGroup[] = [];
  for (const [kind, names] of wanted) for (const name of names) found.push(...stored.named(kind, name));
  let groups = found;
  if (merge) {
    const kind = FOLLOW_KIND_OF_TAXONOMY[merge.kind];
    const hadThem = new Set(
      merge.from.flatMap((name) => stored.named(kind, name).flatMap((g) => [...g.users])),
    );
    groups = found
      .map((group) => ({ ...group, users: group.users.filter((user) => !hadThem.has(user)) }))
      .filter((group) => group.users.length > 0);
  } else {
    groups = [...found, ...stored.everyViewAndSearch()];
  }
  const resolved = await resolveTargets(app.db, groups);
  return groups.map((group, i) => {
    const target = resolved[i];
    return { ...group, target: !target || isUnknown(target) ? storedTarget(group) : target };
  });
}

/** How a group is matched: by its SQL condition, or already (a plain search, by its words); null: by none. */
type Asking = { condition: SQL } | { matched: VideoBits } | null;

/** How each group is to be matched against the videos (positions in `ids`). */
async function askingOf(
  app: FastifyInstance,
  stored: FollowGroups,
  groups: FollowGroup[],
  ids: number[],
): Promise<Asking[]> {
  const searches = groups.flatMap((group, i) => (group.kind === 'search' ? [i] : []));
  const verdicts = await judgeSearches(
    app.db,
    stored.searchTexts,
    searches.map((i) => {
      const target = groups[i]?.target;
      return { text: target?.value ?? '', hasFilters: Object.keys(target?.filters ?? {}).length > 0 };
    }),
    ids,
  );
  const verdictOf = new Map(searches.map((groupIndex, n) => [groupIndex, verdicts[n] ?? null]));
  return Promise.all(
    groups.map(async (group, i): Promise<Asking> => {
      if (group.kind === 'search') {
        const verdict = verdictOf.get(i) ?? null;
        if (!verdict) return null;
        if ('matches' in verdict) return { matched: verdict.matches };
        const condition = await searchCondition(app, group.target);
        if (!condition) return null;
        // Only the videos holding its words are worth the full-text test (the id test comes first).
        const among = verdict.ask.first(ids.length).map((at) => ids[at] as number);
        return { condition: sql`(${videos.id} = ANY(${sql.param(among)}::bigint[]) AND ${condition})` };
      }
      // followCondition reads the stored value of the row (the name it was followed under) and nothing else.
      const row = {
        id: '',
        userId: '',
        kind: group.kind,
        value: group.value,
        filters: group.filters,
        createdAt: new Date(0),
      };
      return { condition: await followCondition(app, { row, target: group.target }) };
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
  asking: Asking[],
): Promise<GroupMatch[]> {
  const position = new Map(ids.map((id, i) => [id, i]));
  const bits = groups.map((_, i) => {
    const ask = asking[i];
    return ask && 'matched' in ask ? ask.matched : new VideoBits(ids.length);
  });
  const asked = asking.flatMap((ask, i) =>
    ask && 'condition' in ask ? [{ condition: ask.condition, i }] : [],
  );
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
    const matched = bits[i];
    return matched && !matched.empty ? [{ group, videos: matched }] : [];
  });
}
