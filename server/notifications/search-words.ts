import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { VideoBits } from './video-bits';

/**
 * A saved search's followers hear of a new video the browse list's full-text search finds with the search's
 * words and filters (docs/decisions/0059-notifications.md). Asking PostgreSQL that for each of thousands of
 * saved searches after every batch is too slow, so the searches are first narrowed here: a plain search
 * (no "or", no '-word') can only find a video that holds every one of its words, as the same English
 * dictionary reads them (stemmed, stop words dropped). What passes is then asked in SQL.
 */

/** websearch_to_tsquery's operators that make a video without some word a match: "or" and a leading '-'. */
const NOT_ALL_WORDS = /(^|\s)(or(\s|$)|-)/i;

/**
 * For each search text, whether any of the videos (positions in `ids`) could match it: every word of a
 * plain search present in one video; always for a search with operators (SQL decides), never for a search
 * of stop words alone (its query is empty and finds nothing).
 */
export async function searchesWorthAsking(db: Db, texts: string[], ids: number[]): Promise<boolean[]> {
  if (texts.length === 0) return [];
  const [videoWords, textWords] = await Promise.all([
    db.execute<{ id: string | number; words: string[] }>(sql`
      SELECT id, tsvector_to_array(search_vector) AS words FROM videos
      WHERE id = ANY(${sql.param(ids)}::bigint[])`),
    db.execute<{ i: string | number; words: string[] }>(sql`
      SELECT t.i, tsvector_to_array(to_tsvector('english', t.text)) AS words
      FROM unnest(${sql.param(texts)}::text[]) WITH ORDINALITY AS t(text, i)`),
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
  const wordsOf = new Map(textWords.rows.map((row) => [Number(row.i) - 1, row.words]));
  return texts.map((text, i) => {
    if (NOT_ALL_WORDS.test(text)) return true;
    const words = wordsOf.get(i) ?? [];
    if (words.length === 0) return false;
    let all: VideoBits | null = null;
    for (const word of words) {
      const bits = holding.get(word);
      if (!bits) return false;
      if (all) all.keep(bits);
      else all = bits.copy();
    }
    return all !== null && !all.empty;
  });
}
