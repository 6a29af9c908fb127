import { queryTerms, textTokens } from '../../shared/domain/search-text';
import { mean, normalize } from '../embeddings/vector-math';
import type { IdFilter } from '../videos/id-set';
import { isEnglishWord } from './english-words';
import type { LexicalAudience } from './lexical-index';
import {
  type Cut,
  cutAtShare,
  cutHybrid,
  HYBRID_CUT,
  type HybridCandidate,
  type HybridCut,
  LEXICAL_RELATIVE_CUT,
  LEXICAL_SCORE_FLOOR,
} from './relevance-cut';
import type { SearchIndex } from './search-index';
import { synonymTerms } from './synonyms';
import { TopK } from './top-k';
import type { VectorIndex } from './vector-index';

/**
 * How much the words count against the meaning in a video's score, tuned on the judged set
 * (bench/search-eval, `npm run eval:search` prints the spread across weights): with the exponent 1,
 * meaning-only nDCG@10 is 0.69 / 0.71 / 0.75 / 0.71 / 0.69 at 0.2 … 0.6 (lexical 0.97–0.99, mixed
 * 0.89–0.91), and 0.4 sits in the middle of that plateau.
 */
export const LEXICAL_WEIGHT = 0.4;
/** A video that shares no word with the search is a match only when its meaning is at least this close. */
export const VECTOR_FLOOR = 0.3;
/**
 * The normalised word score is raised to this power. 3 (a video with one common word of three keeps
 * little) was best before WordNet synonyms; with them, 1 is better on every kind of the judged set at every
 * weight from 0.2 to 0.6 (meaning-only nDCG@10 0.67–0.72 against 0.64–0.65 cubed; mixed 0.88–0.91 against
 * 0.87–0.89), the words a synonym brings in being worth their full score.
 */
export const LEXICAL_EXPONENT = 1;
/**
 * Pseudo-relevance feedback, tuned on the judged set: the query vector is moved halfway towards the mean of
 * its three nearest videos (meaning-only nDCG@10 0.57 → 0.62; the words of a short query say little, its
 * nearest videos say more).
 */
export const FEEDBACK_DOCS = 3;
const FEEDBACK_SHARE = 0.5;

function feedbackOf(vectors: VectorIndex, query: Float32Array, nearest: { id: number }[]): Float32Array {
  const found = nearest.flatMap((hit) => vectors.vectorOf(hit.id) ?? []);
  if (found.length === 0) return query;
  const centre = mean(found, query.length);
  return normalize(Float32Array.from(query, (x, i) => x + FEEDBACK_SHARE * (centre[i] ?? 0)));
}

/** Words of a search beyond this many are not read (a pasted paragraph is not a search; ≤ 32 for the masks). */
const MAX_TERMS = 16;

export interface RankOptions {
  audience: LexicalAudience;
  /** The filtered videos, or undefined for the whole library. */
  allowed?: IdFilter | undefined;
  /** How many ranked ids to return (the cap of a search's pages). */
  limit: number;
  /** The search's vector (of `embeddingText(corrected)`), or null without embeddings. */
  embed: ((text: string) => Promise<Float32Array>) | null;
  /** The eval's weight sweep sets these; the app uses the tuned constants. */
  lexicalWeight?: number;
  vectorFloor?: number;
  lexicalExponent?: number;
  feedbackDocs?: number;
  useSynonyms?: boolean;
  /** The hybrid cut's rule (relevance-cut.ts); the eval's calibration tries others. */
  hybridCut?: HybridCut;
  /** Keep every candidate (the eval calibrates the cut on them). */
  uncut?: boolean;
}

export interface Ranking {
  /** The matches that passed the cut, best first, at most `limit`. */
  ids: number[];
  /** How many matched (may exceed `limit` when every candidate passed the cut). */
  matches: number;
  /** The best few candidates below the cut: shown apart as "Related", never counted as matches. */
  related: number[];
  /** Every candidate before the cut, best first, with its score and its parts (the eval calibrates on these). */
  scored: HybridCandidate[];
  /** The search's terms that matched, after spelling correction. */
  terms: string[];
}

/** More than two words: a video needs half of them (rounded up) to match on words alone. */
export const minimumShouldMatch = (terms: number) => (terms <= 2 ? 1 : Math.ceil(terms / 2));

/**
 * Hybrid ranking (issue 17): BM25 over the audience's fields, normalised by the best score the search's
 * terms could reach (not by the best score found: a search whose words are all weak must not have its best
 * weak match promoted to a perfect 1), blended with the cosine of the search's and the video's vectors.
 * Matches: videos with enough of the words, and videos whose meaning clears VECTOR_FLOOR.
 */
export async function rankHybrid(index: SearchIndex, text: string, options: RankOptions): Promise<Ranking> {
  const {
    audience,
    allowed,
    limit,
    lexicalWeight = LEXICAL_WEIGHT,
    vectorFloor = VECTOR_FLOOR,
    lexicalExponent = LEXICAL_EXPONENT,
    feedbackDocs = FEEDBACK_DOCS,
    useSynonyms = true,
  } = options;
  // The search's words as typed, one per term.
  const typed = new Map<string, string>();
  for (const token of textTokens(text)) {
    if (typed.size === MAX_TERMS) break;
    if (!typed.has(token.term)) typed.set(token.term, text.slice(token.start, token.end).toLowerCase());
  }
  // Words in quotes must all be there as written (websearch-style phrases; their order is not checked).
  const quotedTerms = [...text.matchAll(/"([^"]+)"/g)].flatMap((m) => queryTerms(m[1] ?? ''));
  const quotedTyped = new Set(quotedTerms);
  // A word the audience's fields never hold is a word the library says otherwise — its nearest WordNet
  // synonym the library does use stands in ("CV" for resume), unless it was quoted —, or a typo — the
  // library's closest term stands in —, or a real word the library does not use, left to the meaning side.
  const terms: string[] = [];
  let corrected = text;
  for (const [term, word] of typed) {
    if (index.lexical.contains(term, audience)) {
      terms.push(term);
      continue;
    }
    const synonym =
      useSynonyms && !quotedTyped.has(term)
        ? synonymTerms(word).find((candidate) => index.lexical.contains(candidate, audience))
        : undefined;
    if (synonym) {
      // Only the words side reads it: added to the embedded text it moved the meaning off the search's own
      // words (meaning-only nDCG@10 0.64 → 0.61 on the judged set).
      terms.push(synonym);
      continue;
    }
    if (isEnglishWord(word)) continue;
    const replacement = index.resolve(term, audience);
    if (!replacement) continue;
    terms.push(replacement);
    corrected = `${corrected} ${index.surfaceOf(replacement)}`;
  }
  const distinct = [...new Set(terms)];
  // A phrase search is a search for words, so meaning alone does not make a match.
  const quoted = new Set(quotedTerms.map((t) => index.resolve(t, audience)));
  const required = distinct.flatMap((term, i) => (quoted.has(term) ? [i] : []));
  const lexical = index.lexical.search(distinct, audience, minimumShouldMatch(distinct.length), required, {
    limit,
    allowed,
  });
  const lexicalHits = lexical.matches;
  const lexicalMatches = lexical.count;
  // A word the library does not have still counts in what the search asks for: a video that matched only
  // the search's one common word must not score as if it had matched the whole search.
  const missing = typed.size - lexical.presentTerms.length;
  const bestReachable = lexical.bestReachable + Math.max(0, missing) * index.lexical.rarestTermScore;
  const normalised = (score: number) =>
    bestReachable > 0 ? Math.min(1, score / bestReachable) ** lexicalExponent : 0;

  const vectors = index.vectors;
  // Meaning needs words: a search with no word of English or of the library ("zzqxjvwk") is close to
  // everything a little (cosines up to 0.46 measured on the demo library, above many true matches' 0.33),
  // so it matches nothing rather than whatever happened to be nearest.
  const recognised = terms.length > 0 || [...typed.values()].some(isEnglishWord);
  if (!options.embed || !vectors || vectors.size === 0 || quoted.size > 0 || !recognised) {
    // A quoted search's matches all hold its words as written: each is what was asked for, so none is cut.
    const uncut = options.uncut || quoted.size > 0;
    const scored = lexicalHits.map((hit) => {
      const words = normalised(hit.score);
      return { id: hit.id, score: words, words, meaning: 0 };
    });
    const cut = cutAtShare(scored, uncut ? 0 : LEXICAL_RELATIVE_CUT, uncut ? 0 : LEXICAL_SCORE_FLOOR);
    return { ...counted(cut, scored, lexicalMatches), terms: lexical.presentTerms };
  }
  const typedQuery = await options.embed(corrected);
  const vectorHits = vectors.search(typedQuery, { k: limit, floor: vectorFloor, allowed });
  // The candidates are scored against the query moved towards its nearest videos (no second search: the
  // matches stay those of the query as typed, only their order learns from the neighbours).
  const query = feedbackOf(vectors, typedQuery, vectorHits.slice(0, feedbackDocs));
  // Each candidate's two parts, which the cut reads apart (relevance-cut.ts); the blend ranks.
  const parts = new Map<number, { words: number; meaning: number }>();
  const lexicalCosines = vectors.similarities(
    query,
    lexicalHits.map((hit) => hit.id),
  );
  for (const [k, hit] of lexicalHits.entries()) {
    parts.set(hit.id, { words: normalised(hit.score), meaning: cosineOf(lexicalCosines[k] as number) });
  }
  // Not among the lexical top: its words matched too little to count.
  const vectorOnly = vectorHits.filter((hit) => !parts.has(hit.id)).map((hit) => hit.id);
  const vectorCosines = vectors.similarities(query, vectorOnly);
  for (const [k, id] of vectorOnly.entries())
    parts.set(id, { words: 0, meaning: cosineOf(vectorCosines[k] as number) });
  const top = new TopK(limit);
  for (const [id, { words, meaning }] of parts)
    top.push(id, lexicalWeight * words + (1 - lexicalWeight) * meaning);
  const scored = top
    .sorted()
    .map((hit) => ({ ...hit, ...(parts.get(hit.id) as { words: number; meaning: number }) }));
  const cut = options.uncut ? cutAtShare(scored, 0, 0) : cutHybrid(scored, options.hybridCut ?? HYBRID_CUT);
  return {
    // Lexical matches beyond the kept top are not checked against the vector hits: the count may overstate
    // by those, and only once every candidate passed the cut and the cap was reached anyway.
    ...counted(cut, scored, lexicalMatches + vectorOnly.length),
    terms: lexical.presentTerms,
  };
}

/** A negative cosine counts as none, and so does a video with no vector yet (NaN). */
const cosineOf = (cosine: number) => (Number.isNaN(cosine) ? 0 : Math.max(0, cosine));

/**
 * A cut of the candidates (best first, at most the limit). The count is exact when the cut fell inside
 * them; when all passed, `candidates` (every candidate, also those past the limit).
 */
function counted(cut: Cut, scored: HybridCandidate[], candidates: number) {
  return {
    ids: cut.kept,
    related: cut.related,
    matches: cut.kept.length < scored.length ? cut.kept.length : candidates,
    scored,
  };
}
