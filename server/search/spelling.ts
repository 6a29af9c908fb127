/**
 * Typo tolerance (issue 17: "skincre" finds skincare): a search term the library does not have is replaced
 * by the library's closest term — most shared trigrams (Dice), then an edit distance of at most 2, then the
 * commoner. Terms are stems (search-text.ts), so "skincre" → "skincr" meets "skincar".
 */
const MIN_LENGTH = 4;
const MIN_SIMILARITY = 0.45;
/** Edits allowed: one for a short word (most one-letter-off short words are other real words), two from 8 letters. */
const maxDistance = (term: string) => (term.length >= 8 ? 2 : 1);

function trigrams(term: string): string[] {
  const padded = `  ${term} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return [...grams];
}

/** Levenshtein distance, giving up past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** A vocabulary's trigram index, built from (term, frequency) pairs. */
export class SpellingIndex {
  private readonly terms: string[] = [];
  private readonly frequencies: number[] = [];
  private readonly gramCounts: number[] = [];
  private readonly postings = new Map<string, number[]>();

  constructor(vocabulary: Iterable<[string, number]>) {
    for (const [term, frequency] of vocabulary) {
      if (term.length < MIN_LENGTH - 1 || /\d/.test(term)) continue;
      const id = this.terms.length;
      this.terms.push(term);
      this.frequencies.push(frequency);
      const grams = trigrams(term);
      this.gramCounts.push(grams.length);
      for (const gram of grams) {
        const list = this.postings.get(gram) ?? [];
        this.postings.set(gram, list);
        list.push(id);
      }
    }
  }

  /** The closest known term, or null when none is close enough. */
  correct(term: string): string | null {
    if (term.length < MIN_LENGTH || /\d/.test(term)) return null;
    const grams = trigrams(term);
    const shared = new Map<number, number>();
    for (const gram of grams) {
      for (const id of this.postings.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    let best: { term: string; similarity: number; distance: number; frequency: number } | null = null;
    for (const [id, count] of shared) {
      const similarity = (2 * count) / (grams.length + (this.gramCounts[id] ?? 0));
      if (similarity < MIN_SIMILARITY) continue;
      const candidate = this.terms[id] ?? '';
      const distance = editDistance(term, candidate, maxDistance(term));
      if (distance > maxDistance(term)) continue;
      const frequency = this.frequencies[id] ?? 0;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && similarity > best.similarity) ||
        (distance === best.distance && similarity === best.similarity && frequency > best.frequency)
      ) {
        best = { term: candidate, similarity, distance, frequency };
      }
    }
    return best?.term ?? null;
  }
}
