import type { FilterLists } from '../../../../shared/contracts/taxonomy';
import { splitTagFilter } from '../../../../shared/domain/view-rules';

const MAX_SUGGESTIONS = 8;

/** Every taxonomy name once, the most used first (a view's tags are matched in every tag field). */
export function taxonomyNames(lists: FilterLists | undefined): string[] {
  if (!lists) return [];
  const counts = new Map<string, { name: string; count: number }>();
  for (const option of [
    ...lists.topics,
    ...lists.concepts,
    ...lists.elements,
    ...lists.formats,
    ...lists.accountTypes,
  ]) {
    const key = option.name.toLowerCase();
    const seen = counts.get(key);
    counts.set(key, { name: seen?.name ?? option.name, count: (seen?.count ?? 0) + option.count });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count).map((entry) => entry.name);
}

/**
 * The names to offer for the tag being typed (the text after the last comma): those containing it, not
 * yet in the filter; with nothing typed, the most used ones.
 */
export function suggestTags(tagFilter: string, names: readonly string[]): string[] {
  const typed = (tagFilter.split(',').at(-1) ?? '').trim().toLowerCase();
  const chosen = new Set(splitTagFilter(tagFilter).map((tag) => tag.toLowerCase()));
  if (typed) chosen.delete(typed);
  return names
    .filter((name) => !chosen.has(name.toLowerCase()) && name.toLowerCase().includes(typed))
    .slice(0, MAX_SUGGESTIONS);
}

/** The filter with the tag being typed replaced by `name`, ready for the next one. */
export function withTag(tagFilter: string, name: string): string {
  const done = tagFilter
    .split(',')
    .slice(0, -1)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return `${[...done, name].join(', ')}, `;
}
