import { LRUCache } from 'lru-cache';
import { termOf } from '../../shared/domain/search-text';
import { sensesOf } from './wordnet';

/** Words whose candidates are kept, least recently used dropped first: a search's words repeat across users and pages. */
const cache = new LRUCache<string, string[]>({ max: 4_096 });

/**
 * What a word may stand for, as one-word terms, nearest first: the words of its most frequent sense in
 * each part of speech ("cv" → resume; "errors" → mistake), then that sense's broader words ("rebate" →
 * refund). Multi-word ones count when all but one of their words are stop words ("vitamin a"); numbers
 * and single letters never do.
 */
export function synonymTerms(word: string): string[] {
  const key = word.toLowerCase();
  const kept = cache.get(key);
  if (kept) return kept;
  const own = termOf(key);
  const terms: string[] = [];
  const add = (candidate: string) => {
    if (/\d/.test(candidate)) return;
    const words = candidate.split(/[\s-]+/).flatMap((w) => termOf(w) ?? []);
    const term = words.length === 1 ? words[0] : undefined;
    if (term && term.length > 1 && term !== own && !terms.includes(term)) terms.push(term);
  };
  const senses = sensesOf(key);
  for (const sense of senses) for (const candidate of sense.first.words) add(candidate);
  for (const sense of senses)
    for (const broader of sense.broader) for (const candidate of broader.words) add(candidate);
  cache.set(key, terms);
  return terms;
}
