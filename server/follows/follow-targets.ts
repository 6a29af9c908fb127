import { sql } from 'drizzle-orm';
import {
  FOLLOW_TAXONOMY_KINDS,
  type FollowKind,
  isTaxonomyFollowKind,
  type SearchFollowFilters,
} from '../../shared/contracts/follow-constants';
import type { TaxonomyKind } from '../../shared/contracts/taxonomy-kinds';
import {
  type FollowTarget,
  followTargetKey,
  normalizeSearchFilters,
  searchFollowLabel,
} from '../../shared/domain/follow-targets';
import { TAXONOMY_LABELS } from '../../shared/domain/taxonomy-labels';
import type { DbOrTx } from '../audit/audit-log';
import { liveNamesByName } from '../taxonomies/taxonomy-aliases';

/**
 * What a follow stands for now (docs/decisions/0058-follows.md). Follows are stored by name, handle and
 * slug; reading them goes through the taxonomy aliases, so a follow of a name an admin merged or renamed
 * follows the entry it went into, and two follows that now name one entry are one thing.
 */
export interface ResolvedTarget {
  kind: FollowKind;
  /** The live entry's name, the handle, the view's slug, or the search text. */
  value: string;
  /** A search's filters, names resolved the same way; `{}` for every other kind. */
  filters: SearchFollowFilters;
  /** What the web app shows. */
  label: string;
  /** One string per "same thing" (shared/domain/follow-targets.ts). */
  key: string;
}

/** A target that names something the library does not hold: the message says what. */
export interface UnknownTarget {
  unknown: string;
}

/** The taxonomy each name-carrying search filter reads. */
const FILTER_TAXONOMIES = {
  format: 'formats',
  concept: 'concepts',
  element: 'elements',
  accountType: 'account-types',
} as const satisfies Record<string, TaxonomyKind>;

/** "no topic is named 'Baking'" */
const noEntryNamed = (kind: TaxonomyKind, name: string) =>
  `no ${TAXONOMY_LABELS[kind].singular.toLowerCase()} is named '${name}'`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the library knows about the names, slugs and handles of a batch of targets. */
interface Lookups {
  /** Per taxonomy: lower-cased name → live name. */
  names: Map<TaxonomyKind, Map<string, string>>;
  /** Lower-cased slug → the view. */
  views: Map<string, { slug: string; name: string }>;
  /** Lower-cased handles some video is by (read only when asked to check creators). */
  creators: Set<string> | null;
}

/**
 * Resolves targets in one batch (a query per taxonomy named, one for views, one for creators). With
 * `checkCreators`, a creator no video is by is unknown; a follow already stored keeps its creator even when
 * the library no longer holds their videos.
 */
export async function resolveTargets(
  db: DbOrTx,
  targets: FollowTarget[],
  { checkCreators = false } = {},
): Promise<(ResolvedTarget | UnknownTarget)[]> {
  const lookups = await lookUp(db, targets, checkCreators);
  return targets.map((target) => resolveOne(target, lookups));
}

async function lookUp(db: DbOrTx, targets: FollowTarget[], checkCreators: boolean): Promise<Lookups> {
  const wanted = new Map<TaxonomyKind, string[]>();
  const want = (kind: TaxonomyKind, name: string) => wanted.set(kind, [...(wanted.get(kind) ?? []), name]);
  const slugs: string[] = [];
  const handles: string[] = [];
  for (const target of targets) {
    if (isTaxonomyFollowKind(target.kind)) want(FOLLOW_TAXONOMY_KINDS[target.kind], target.value);
    else if (target.kind === 'view') slugs.push(target.value.toLowerCase());
    else if (target.kind === 'creator') handles.push(target.value);
    else if (target.kind === 'search') {
      const filters = target.filters ?? {};
      for (const topic of filters.topics ?? []) want('topics', topic);
      for (const [key, kind] of Object.entries(FILTER_TAXONOMIES)) {
        const name = filters[key as keyof typeof FILTER_TAXONOMIES];
        if (name) want(kind, name);
      }
      if (filters.view) slugs.push(filters.view.toLowerCase());
    }
  }
  const names = new Map<TaxonomyKind, Map<string, string>>();
  for (const [kind, list] of wanted) names.set(kind, await liveNamesByName(db, kind, list));
  return {
    names,
    views: await viewsBySlug(db, slugs),
    creators: checkCreators ? await creatorsWithVideos(db, handles) : null,
  };
}

function resolveOne(target: FollowTarget, lookups: Lookups): ResolvedTarget | UnknownTarget {
  const done = (value: string, label: string, filters: SearchFollowFilters = {}): ResolvedTarget => ({
    kind: target.kind,
    value,
    filters,
    label,
    key: followTargetKey({ kind: target.kind, value, filters }),
  });
  const liveName = (kind: TaxonomyKind, name: string) => lookups.names.get(kind)?.get(name.toLowerCase());

  if (isTaxonomyFollowKind(target.kind)) {
    const kind = FOLLOW_TAXONOMY_KINDS[target.kind];
    const name = liveName(kind, target.value);
    return name ? done(name, name) : { unknown: capitalized(noEntryNamed(kind, target.value)) };
  }
  if (target.kind === 'creator') {
    if (lookups.creators && !lookups.creators.has(target.value))
      return { unknown: `No video in the library is by @${target.value}` };
    return done(target.value, `@${target.value}`);
  }
  if (target.kind === 'view') {
    const view = lookups.views.get(target.value.toLowerCase());
    return view ? done(view.slug, view.name) : { unknown: `No view has the slug '${target.value}'` };
  }

  // A saved search: each name in its filters resolved like a followed entry.
  const filters: SearchFollowFilters = { ...(target.filters ?? {}) };
  const topics: string[] = [];
  for (const topic of filters.topics ?? []) {
    const name = liveName('topics', topic);
    if (!name) return { unknown: `Filter 'topics': ${noEntryNamed('topics', topic)}` };
    topics.push(name);
  }
  if (topics.length > 0) filters.topics = topics;
  for (const [key, kind] of Object.entries(FILTER_TAXONOMIES) as [
    keyof typeof FILTER_TAXONOMIES,
    TaxonomyKind,
  ][]) {
    const given = filters[key];
    if (!given) continue;
    const name = liveName(kind, given);
    if (!name) return { unknown: `Filter '${key}': ${noEntryNamed(kind, given)}` };
    filters[key] = name;
  }
  if (filters.view) {
    const view = lookups.views.get(filters.view.toLowerCase());
    if (!view) return { unknown: `Filter 'view': no view has the slug '${filters.view}'` };
    filters.view = view.slug;
  }
  return done(target.value, searchFollowLabel(target.value), normalizeSearchFilters(filters));
}

async function viewsBySlug(db: DbOrTx, slugs: string[]): Promise<Lookups['views']> {
  const keys = [...new Set(slugs)];
  if (keys.length === 0) return new Map();
  const { rows } = await db.execute<{ slug: string; name: string }>(
    sql`SELECT slug, name FROM views WHERE slug = ANY(${sql.param(keys)}::text[])`,
  );
  return new Map(rows.map((row) => [row.slug.toLowerCase(), row]));
}

/** The handles among `handles` that at least one video is by (the import stores handles without '@'). */
async function creatorsWithVideos(db: DbOrTx, handles: string[]): Promise<Set<string>> {
  const keys = [...new Set(handles)];
  if (keys.length === 0) return new Set();
  const { rows } = await db.execute<{ handle: string }>(
    sql`SELECT DISTINCT lower(author_username) AS handle FROM videos
      WHERE lower(author_username) = ANY(${sql.param(keys)}::text[])`,
  );
  return new Set(rows.map((row) => row.handle));
}

/** True for a target the library does not hold. */
export const isUnknown = (target: ResolvedTarget | UnknownTarget): target is UnknownTarget =>
  'unknown' in target;

/**
 * A stored follow whose entry, view or filter is no longer in the library (an entry deleted, a view
 * removed or given another slug): it stays, under the name, slug or filters it was stored with.
 */
export function storedTarget(target: FollowTarget): ResolvedTarget {
  const filters = target.kind === 'search' ? normalizeSearchFilters(target.filters) : {};
  const label =
    target.kind === 'creator'
      ? `@${target.value}`
      : target.kind === 'search'
        ? searchFollowLabel(target.value)
        : target.value;
  return { kind: target.kind, value: target.value, filters, label, key: followTargetKey(target) };
}
