/**
 * The words of a text as the meaning-only rule compares them: lower-cased, split on anything that is not a
 * letter or digit, 3+ characters, reduced to a crude stem. Deliberately stricter than PostgreSQL's stemmer
 * (short function words of 3+ letters count too, and words sharing their first five letters count as one:
 * "approval" and "approving", "cheaper" and "cheaply"), so a query that passes shares no word any lexical
 * method could match on.
 */
export function stemmedWords(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);
  return new Set(words.map(stem));
}

/** A word's key: one common suffix stripped ("swaps" → "swap"), then at most its first five letters. */
export function stem(word: string): string {
  for (const suffix of ['ing', 'ies', 'ed', 'es', 's', 'ly']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      return word.slice(0, -suffix.length).slice(0, 5);
    }
  }
  return word.slice(0, 5);
}

/** The query's words whose stem also occurs in the text. */
export function sharedWords(query: string, text: string): string[] {
  const inText = stemmedWords(text);
  return [...stemmedWords(query)].filter((w) => inText.has(w));
}
