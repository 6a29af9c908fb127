import {
  type FollowKind,
  SEARCH_FILTER_SINGLE_KEYS,
  type SearchFollowFilters,
} from '../contracts/follow-constants';

/**
 * What makes two follows "the same thing" (docs/product/feed.md#follows), on both sides: the server keys
 * its unique index and its duplicate check on these forms, and the web app's Follow button finds the
 * follow it stands for with `sameFollowTarget`.
 */

/** A thing to follow, as the API takes it. */
export interface FollowTarget {
  kind: FollowKind;
  value: string;
  filters?: SearchFollowFilters | undefined;
}

/** docs/product/feed.md#follows: what a saved search is called ("your search 'meal prep'"). */
export function searchFollowLabel(text: string): string {
  return `your search '${normalizeSearchText(text)}'`;
}

/** A search's words: trimmed, runs of spaces made one (the search reads them the same way). */
export function normalizeSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** A creator's handle as follows store it: no leading '@', lower-cased (platform handles ignore case). */
export function creatorHandle(value: string): string {
  return value.trim().replace(/^@+/, '').toLowerCase();
}

/**
 * A saved search's filters in one form: empty ones left out, text trimmed, topics without repeats (in
 * any case) and sorted, keys in one order. The same search with its filters chosen in another order is
 * then the same follow.
 */
export function normalizeSearchFilters(filters: SearchFollowFilters | undefined): SearchFollowFilters {
  const normalized: SearchFollowFilters = {};
  const topics = uniqueIgnoringCase((filters?.topics ?? []).map((topic) => topic.trim()).filter(Boolean));
  if (topics.length > 0) normalized.topics = topics.sort(byLowerCase);
  for (const key of SEARCH_FILTER_SINGLE_KEYS) {
    const value = filters?.[key]?.trim();
    if (value) normalized[key] = value;
  }
  return normalized;
}

/** The value a follow of `kind` is stored and compared under. */
export function normalizeFollowValue(kind: FollowKind, value: string): string {
  if (kind === 'creator') return creatorHandle(value);
  if (kind === 'search') return normalizeSearchText(value);
  return value.trim();
}

/** One string per "same thing": kind, value and filters, case ignored. */
export function followTargetKey(target: FollowTarget): string {
  const filters = target.kind === 'search' ? normalizeSearchFilters(target.filters) : {};
  return JSON.stringify([
    target.kind,
    normalizeFollowValue(target.kind, target.value),
    filters,
  ]).toLowerCase();
}

/** True when two targets are one follow. */
export function sameFollowTarget(a: FollowTarget, b: FollowTarget): boolean {
  return followTargetKey(a) === followTargetKey(b);
}

function uniqueIgnoringCase(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function byLowerCase(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}
