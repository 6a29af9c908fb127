import { stemmer } from 'stemmer';

/**
 * How search reads text (issue 17): words are runs of letters and digits, lower-cased, stop words dropped
 * and Porter-stemmed, so "Packing" and "packs" meet as "pack". The server's index and the web app's
 * highlighter both read text through this one module, so a highlighted word is exactly a word that matched.
 */

// Everything that is not a letter, combining mark or digit separates words ("#", "@", "'" and "-" included).
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Words longer than this are not language (hashes, URLs run together): skipped, not indexed. */
const MAX_WORD_LENGTH = 40;

/** English words too common to tell videos apart (PostgreSQL's English list, the short words of it). */
const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have ' +
    'having he her here hers herself him himself his how i if in into is it its itself just me more most my ' +
    'myself no nor not now of off on once only or other our ours ourselves out over own same she should so ' +
    'some such than that the their theirs them themselves then there these they this those through to too ' +
    'under until up very was we were what when where which while who whom why will with would you your ' +
    'yours yourself yourselves s t don'
  ).split(' '),
);

/** A word of a text, where it stands, and the term it counts as. */
export interface TextToken {
  term: string;
  start: number;
  end: number;
}

/** The term a word counts as, or null for a stop word or a word too long to be one. */
export function termOf(word: string): string | null {
  const lower = word.normalize('NFC').toLowerCase();
  if (lower.length > MAX_WORD_LENGTH || STOP_WORDS.has(lower)) return null;
  // The stemmer knows English letters only; other scripts are kept as written.
  return /^[a-z]+$/.test(lower) ? stemmer(lower) : lower;
}

/** Every word of `text` that counts, with its place (for highlighting). */
export function textTokens(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = termOf(match[0]);
    if (term) tokens.push({ term, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** The terms of a text, in order, repeats kept (what the index counts). */
export function textTerms(text: string): string[] {
  return textTokens(text).map((token) => token.term);
}

/** A search as caches key it, and the text that is embedded: case and spacing never change its meaning. */
export function normalizeQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The distinct terms of a search, in the order typed. */
export function queryTerms(query: string): string[] {
  return [...new Set(textTerms(query))];
}

/** A piece of a highlighted text: matched pieces are the words whose term is one of the search's. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

/** Splits `text` into plain and matched pieces for the given terms (an empty list: one plain piece). */
export function highlightSegments(text: string, terms: readonly string[]): HighlightSegment[] {
  if (terms.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const wanted = new Set(terms);
  const segments: HighlightSegment[] = [];
  let at = 0;
  for (const token of textTokens(text)) {
    if (!wanted.has(token.term)) continue;
    if (token.start > at) segments.push({ text: text.slice(at, token.start), match: false });
    segments.push({ text: text.slice(token.start, token.end), match: true });
    at = token.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}
