import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { VideoBits } from './video-bits';

/**
 * A saved search's followers hear of a new video the browse list's full-text search finds with the search's
 * words and filters (docs/decisions/0059-notifications.md). Asking PostgreSQL that for each of thousands of
 * saved searches after every batch costs seconds (each asks every new video's search document), so it is
 * worked out here from the words: each new video's words (its search document's lexemes) against each
 * search's (the same English dictionary: stemmed, stop words dropped).
 *
 * A search whose query is just "all these words" (websearch_to_tsquery equals plainto_tsquery: no quotes,
 * "or", '-word' or hyphenated words) matches exactly the videos holding every one of them, so without
 * filters it is decided here. Any other search can still only match a video holding all its words, except
 * one with "or" or '-word'; SQL decides those, asked only about the videos that could match.
 */

/** websearch_to_tsquery's operators that let a video without some of the words match: "or" and '-word'. */
const NOT_ALL_WORDS = /(^|\s)(or(\s|$)|-)/i;

/** What the words say of one search: its matches, the videos SQL must be asked about, or none. */
export type SearchVerdict = { matches: VideoBits } | { ask: VideoBits } | null;

export interface SearchToJudge {
  text: string;
  /** A search with browse filters is always confirmed in SQL, which applies them as the list does. */
  hasFilters: boolean;
}

/** How PostgreSQL reads a search's text: its words, and whether its query is just "all these words". */
interface TextWords {
  words: string[];
  allWords: boolean;
}

/** Above this many texts the cache starts again (followed searches are far fewer; this only bounds memory). */
const TEXTS_KEPT = 100_000;

/**
 * How PostgreSQL reads each followed search's text, kept between passes: the texts change only when
 * someone follows a new search, and reading 5,000 of them again cost each pass a query.
 */
export class SearchTexts {
  private readonly known = new Map<string, TextWords>();

  async read(db: Db, texts: string[]): Promise<Map<string, TextWords>> {
    const missing = [...new Set(texts.filter((text) => !this.known.has(text)))];
    if (missing.length > 0) {
      if (this.known.size + missing.length > TEXTS_KEPT) this.known.clear();
      const { rows } = await db.execute<{ text: string; words: string[]; all_words: boolean }>(sql`
        SELECT t.text, tsvector_to_array(to_tsvector('english', t.text)) AS words,
          websearch_to_tsquery('english', t.text) = plainto_tsquery('english', t.text) AS all_words
        FROM unnest(${sql.param(missing)}::text[]) AS t(text)`);
      for (const row of rows) this.known.set(row.text, { words: row.words, allWords: row.all_words });
    }
    return this.known;
  }
}

/** For each search, what the new videos (positions in `ids`) and its words decide. */
export async function judgeSearches(
  db: Db,
  texts: SearchTexts,
  searches: SearchToJudge[],
  ids: number[],
): Promise<SearchVerdict[]> {
  if (searches.length === 0) return [];
  const [videoWords, textWords] = await Promise.all([
    db.execute<{ id: string | number; words: string[] }>(sql`
      SELECT id, tsvector_to_array(search_vector) AS words FROM videos
      WHERE id = ANY(${sql.param(ids)}::bigint[])`),
    texts.read(
      db,
      searches.map((search) => search.text),
    ),
  ]);
  const position = new Map(ids.map((id, i) => [id, i]));
  const holding = new Map<string, VideoBits>();
  for (const row of videoWords.rows) {
    const at = position.get(Number(row.id));
    if (at === undefined) continue;
    for (const word of row.words) {
      const bits = holding.get(word) ?? new VideoBits(ids.length);
      holding.set(word, bits);
      bits.set(at);
    }
  }
  const everyVideo = new VideoBits(ids.length);
  for (const at of position.values()) everyVideo.set(at);
  return searches.map((search): SearchVerdict => {
    const words = textWords.get(search.text);
    if (!words) return null;
    if (!words.allWords && NOT_ALL_WORDS.test(search.text)) return { ask: everyVideo };
    // An empty query (stop words alone) finds nothing.
    if (words.words.length === 0) return null;
    const holdingAll = holdingEvery(holding, words.words);
    if (!holdingAll) return null;
    return words.allWords && !search.hasFilters ? { matches: holdingAll } : { ask: holdingAll };
  });
}

/** The videos holding every one of the words; null when none does. */
function holdingEvery(holding: Map<string, VideoBits>, words: string[]): VideoBits | null {
  let all: VideoBits | null = null;
  for (const word of words) {
    const bits = holding.get(word);
    if (!bits) return null;
    if (all) all.keep(bits);
    else all = bits.copy();
  }
  return all && !all.empty ? all : null;
}
