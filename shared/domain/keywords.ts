// docs/product/video-data.md#derived-values, docs/product/limits.md#display-rules: keywords are words longer than 3 letters, at most 10 of them.
const KEYWORD_MIN_LENGTH = 4;
const KEYWORD_LIMIT = 10;
// Everything that is not a letter, combining mark or digit separates words ("#", "@", "'" included).
const WORD_SEPARATOR = /[^\p{L}\p{M}\p{N}]+/u;

/** Derives up to 10 keywords from a caption (docs/product/video-data.md#derived-values). */
export function extractKeywords(caption: string | null | undefined): string[] {
  if (typeof caption !== 'string') return [];
  const keywords: string[] = [];
  // docs/product/video-data.md#derived-values: lower-case, punctuation removed.
  for (const word of caption.normalize('NFC').toLowerCase().split(WORD_SEPARATOR)) {
    // docs/product/video-data.md#derived-values: words longer than 3 letters, de-duplicated, the first 10.
    if (Array.from(word).length < KEYWORD_MIN_LENGTH || keywords.includes(word)) continue;
    keywords.push(word);
    if (keywords.length === KEYWORD_LIMIT) break;
  }
  return keywords;
}
