import type { App } from '../../server/app';
import type { Db } from '../../server/db/database';
import { videoEmbeddings } from '../../server/db/schema';
import type { EmbeddingProvider } from '../../server/embeddings/embedding-provider';
import { vectorFromBytes } from '../../server/embeddings/embedding-store';
import { dot } from '../../server/embeddings/vector-math';
import { LEXICAL_WEIGHT, type RankOptions, rankHybrid } from '../../server/search/hybrid-ranking';
import type { HybridCandidate } from '../../server/search/relevance-cut';
import type { SearchIndex } from '../../server/search/search-index';
import type { VideoSearch } from '../../server/search/video-search';
import { listVideos } from '../../server/videos/video-repository';
import { SEARCH_RESULT_CAP } from '../../shared/contracts/video-search-limits';

/** The vector row's answer: the encoder alone has no notion of a match, so it is read as one page. */
export const RESULTS_PER_QUERY = 10;
/** The largest page the list API serves: the eval reads a search's every page with it. */
const API_PAGE = 100;

/**
 * A way to search: a query in, every video it says it found out, best first (an empty list is an empty
 * page). nDCG@10 reads the first ten; precision and recall of the returned set read them all (issue 31).
 */
export interface SearchMethod {
  name: string;
  search(query: string): Promise<number[]>;
}

/**
 * The app's public search with embeddings off: GET /api/videos/public?search=…, in-process, as a visitor
 * (the search index's words alone: BM25, most words needed, typos corrected).
 */
export function fullTextMethod(app: App): SearchMethod {
  return {
    name: 'words only (embeddings off)',
    async search(query) {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const response = await app.inject({
          method: 'GET',
          url: '/api/videos/public',
          query: { search: query, limit: String(API_PAGE), page: String(page) },
        });
        if (response.statusCode !== 200) {
          throw new Error(`search "${query}" answered ${response.statusCode}: ${response.body}`);
        }
        const body = response.json() as { data: { id: number }[]; pagination: { hasMore: boolean } };
        ids.push(...body.data.map((video) => video.id));
        if (!body.pagination.hasMore) return ids;
      }
    },
  };
}

/**
 * The encoder alone: every stored video vector ranked by its dot product with the query's vector (both unit
 * length, so cosine). Exact, no index: 345 vectors take microseconds. Reads the vectors the real job stored.
 */
export async function vectorMethod(db: Db, provider: EmbeddingProvider): Promise<SearchMethod> {
  const rows = await db
    .select({ id: videoEmbeddings.videoId, vector: videoEmbeddings.vector })
    .from(videoEmbeddings);
  const vectors = rows.map((row) => ({ id: row.id, vector: vectorFromBytes(row.vector) }));
  return {
    name: `vector (top ${RESULTS_PER_QUERY})`,
    async search(query) {
      const q = await provider.embedQuery(query);
      return vectors
        .map(({ id, vector }) => ({ id, score: dot(q, vector) }))
        .sort((a, b) => b.score - a.score || b.id - a.id)
        .slice(0, RESULTS_PER_QUERY)
        .map((hit) => hit.id);
    },
  };
}

/** PostgreSQL full-text as the list searched before issue 17 (websearch_to_tsquery: every word required). */
export function postgresFullTextMethod(app: App): SearchMethod {
  return {
    name: 'full-text (PostgreSQL, before)',
    async search(query) {
      const result = await listVideos(
        app.db,
        app.counts,
        { search: query },
        { page: 1, limit: SEARCH_RESULT_CAP },
        'public',
      );
      return result.rows.map((row) => row.id);
    },
  };
}

/** The app's search as a visitor gets it (VideoSearch: `@`/`#` exact, else hybrid with the tuned weight). */
export function appSearchMethod(name: string, search: VideoSearch): SearchMethod {
  return {
    name,
    async search(query) {
      const matches = await search.find(query, { search: query }, 'public');
      return matches.ids;
    },
  };
}

/** The knobs of the hybrid ranking the eval sweeps around their tuned values. */
export type HybridTuning = Pick<
  RankOptions,
  'lexicalWeight' | 'vectorFloor' | 'lexicalExponent' | 'feedbackDocs' | 'useSynonyms' | 'uncut'
>;

const describeTuning = (tuning: HybridTuning) =>
  [
    `hybrid w=${(tuning.lexicalWeight ?? LEXICAL_WEIGHT).toFixed(2)}`,
    tuning.vectorFloor === undefined ? '' : `floor=${tuning.vectorFloor}`,
    tuning.lexicalExponent === undefined ? '' : `exp=${tuning.lexicalExponent}`,
    tuning.feedbackDocs === undefined ? '' : `feedback=${tuning.feedbackDocs}`,
    tuning.useSynonyms === false ? 'no synonyms' : '',
    tuning.uncut ? 'uncut' : '',
  ]
    .filter(Boolean)
    .join(' ');

/** Hybrid ranking with chosen knobs (the rest at their tuned values): the sweep around the shipped ranking. */
export function hybridTuningMethod(
  index: SearchIndex,
  provider: EmbeddingProvider,
  tuning: HybridTuning,
): SearchMethod {
  return {
    name: describeTuning(tuning),
    async search(query) {
      const ranking = await rankHybrid(index, query, {
        audience: 'public',
        // The app's cap, as VideoSearch asks for: fewer candidates would fuse fewer words with meaning.
        limit: SEARCH_RESULT_CAP,
        embed: (text) => provider.embedQuery(text),
        ...tuning,
      });
      return ranking.ids;
    },
  };
}

/**
 * Every candidate of each query before the relevance cut, with its score and parts: what the cut is calibrated on
 * (calibrate-cut.ts). `provider` null: the words alone, as with embeddings off.
 */
export async function uncutCandidates(
  index: SearchIndex,
  provider: EmbeddingProvider | null,
  queries: readonly string[],
): Promise<HybridCandidate[][]> {
  const out: HybridCandidate[][] = [];
  for (const query of queries) {
    const ranking = await rankHybrid(index, query, {
      audience: 'public',
      limit: SEARCH_RESULT_CAP,
      embed: provider ? (text) => provider.embedQuery(text) : null,
      uncut: true,
    });
    out.push(ranking.scored);
  }
  return out;
}
