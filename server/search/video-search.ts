import { desc, gt } from 'drizzle-orm';
import { SEARCH_RESULT_CAP, SIMILAR_VIDEOS_LIMIT } from '../../shared/contracts/video-search-limits';
import { normalizeQuery, queryTerms } from '../../shared/domain/search-text';
import type { Db } from '../db/database';
import type { LibraryChanges } from '../db/library-changes';
import { topics } from '../db/schema';
import type { EmbeddingProvider } from '../embeddings/embedding-provider';
import type { BrowseOrders } from '../videos/browse-orders';
import type { FilterSets } from '../videos/filter-sets';
import type { VideoAudience, VideoFilters } from '../videos/video-repository';
import { rankHybrid } from './hybrid-ranking';
import { RankingCache } from './ranking-cache';
import type { SearchIndex } from './search-index';

const SUGGESTIONS = 3;
/** Searches whose matches are kept for their next pages (≤ 1,000 ids each: ~8 KB). */
const RANKINGS_KEPT = 512;

export interface SearchMatches {
  /** Every match up to SEARCH_RESULT_CAP, best first (`@`/`#` searches: their groups, each newest first). */
  ids: number[];
  /** Near misses below the relevance cut, best first (a few at most): shown apart, never in `total`. */
  related: number[];
  total: number;
  totalIsCapped: boolean;
  terms: string[];
  suggestions: string[];
}

/**
 * The library's search (issue 17), in front of the list routes: `@handle` and `#hashtag` go to exact
 * matches; anything else is ranked by words and meaning (hybrid-ranking.ts). The list's filters are the
 * same SQL as browsing (video-repository.ts) read once per filter set and library generation, so a search
 * filters exactly as browsing does.
 */
export class VideoSearch {
  private readonly rankings = new RankingCache<SearchMatches>(RANKINGS_KEPT);

  constructor(
    private readonly db: Db,
    readonly index: SearchIndex,
    private readonly provider: EmbeddingProvider | null,
    private readonly changes: LibraryChanges,
    private readonly filterSets: FilterSets,
    private readonly browseOrders: BrowseOrders,
  ) {}

  /** Whether the index has loaded; until then the list routes search with PostgreSQL full-text. */
  get ready(): boolean {
    return this.index.ready;
  }

  async find(text: string, filters: VideoFilters, audience: VideoAudience): Promise<SearchMatches> {
    // A change this instance just committed is being read in: search what it wrote.
    await this.index.settled();
    const { search: _search, ...rest } = filters;
    const state = `${this.index.version}:${this.changes.generation}`;
    const key = `${audience}\u0000${normalizeQuery(text)}\u0000${JSON.stringify(rest)}`;
    return this.rankings.get(state, key, () => this.rank(text, filters, audience));
  }

  private async rank(text: string, filters: VideoFilters, audience: VideoAudience): Promise<SearchMatches> {
    const { search: _search, ...rest } = filters;
    const allowed = await this.filterSets.get(rest);
    const exact = exactKey(text);
    if (exact) {
      const allows = (id: number) => !allowed || allowed.has(id);
      // A handle's videos, or a hashtag's: those that wrote it in the caption first, then those tagged so.
      const groups =
        exact.kind === 'handle'
          ? [[...this.index.byHandle(exact.key)]]
          : (({ inCaption, asTag }) => [[...inCaption], [...asTag].filter((id) => !inCaption.has(id))])(
              this.index.byHashtag(exact.key),
            );
      const ordered: number[] = [];
      for (const group of groups)
        ordered.push(...(await this.browseOrders.inOrder(group.filter(allows), 'newest')));
      return {
        ids: ordered.slice(0, SEARCH_RESULT_CAP),
        related: [],
        terms: queryTerms(exact.key),
        ...this.totals(ordered.length),
        suggestions: ordered.length ? [] : await this.suggestions(),
      };
    }
    const provider = this.provider;
    const ranking = await rankHybrid(this.index, text, {
      audience,
      allowed,
      limit: SEARCH_RESULT_CAP,
      embed: provider ? (query) => provider.embedQuery(query) : null,
    });
    return {
      ids: ranking.ids,
      related: ranking.related,
      terms: ranking.terms,
      ...this.totals(ranking.matches),
      suggestions: ranking.ids.length ? [] : await this.suggestions(),
    };
  }

  /**
   * The videos closest in meaning to one (issue 17: up to 6, never itself), within its audience's reach —
   * every video is public, and vectors hold public text only. Empty while the video has no vector yet.
   */
  async similar(id: number): Promise<number[]> {
    await this.index.settled();
    const vector = this.index.vectors?.vectorOf(id);
    if (!vector || !this.index.vectors) return [];
    return this.index.vectors.search(vector, { k: SIMILAR_VIDEOS_LIMIT, exclude: id }).map((hit) => hit.id);
  }

  private totals(matches: number) {
    return { total: Math.min(matches, SEARCH_RESULT_CAP), totalIsCapped: matches > SEARCH_RESULT_CAP };
  }

  /** When nothing matched: the library's most used topics, each a search that finds something. */
  private async suggestions(): Promise<string[]> {
    const rows = await this.db
      .select({ name: topics.name })
      .from(topics)
      .where(gt(topics.usageCount, 0))
      .orderBy(desc(topics.usageCount), topics.name)
      .limit(SUGGESTIONS);
    return rows.map((row) => row.name);
  }
}

/** `@handle` → the author; `#tag` → the hashtag; anything else is not an exact search. */
export function exactKey(text: string): { kind: 'handle' | 'hashtag'; key: string } | null {
  const match = /^([@#])([\p{L}\p{M}\p{N}._-]+)$/u.exec(text.trim());
  if (!match) return null;
  const key = (match[2] ?? '').toLowerCase();
  return match[1] === '@'
    ? { kind: 'handle', key }
    : { kind: 'hashtag', key: key.replace(/[^\p{L}\p{M}\p{N}]+/gu, '') };
}
