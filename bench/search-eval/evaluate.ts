import { type Judgments, QUERY_KINDS, type QueryKind } from './judgments';
import { countZeroResults, mean, ndcgAt, top1HitRate } from './metrics';
import type { SearchMethod } from './search-methods';

/** One method's figures on the judged set. */
export interface MethodFigures {
  method: string;
  /** Mean nDCG@10 per query kind, and over all queries. */
  ndcg: Record<QueryKind | 'all', number>;
  /** Queries that returned an empty page, per kind, and over all. */
  zeroResults: Record<QueryKind | 'all', number>;
  queries: Record<QueryKind | 'all', number>;
  /** Share of @handle / #hashtag probes whose first result is an expected video. */
  handleTop1: number;
  hashtagTop1: number;
  /** Each query's nDCG@10 and ranking, so a regression can be traced to its queries. */
  perQuery: { id: string; kind: QueryKind; query: string; ndcg: number; ranking: number[] }[];
}

/** Runs every judged query and probe through the method, one at a time (timing is not measured here). */
export async function evaluateMethod(method: SearchMethod, judgments: Judgments): Promise<MethodFigures> {
  const perQuery: MethodFigures['perQuery'] = [];
  for (const q of judgments.queries) {
    const ranking = await method.search(q.query);
    const grades = new Map(q.relevant.map((r) => [r.video, r.grade]));
    perQuery.push({ id: q.id, kind: q.kind, query: q.query, ndcg: ndcgAt(ranking, grades), ranking });
  }
  const probeResults = async (kind: 'handle' | 'hashtag') => {
    const results = [];
    for (const p of judgments.probes.filter((probe) => probe.kind === kind)) {
      results.push({ ranking: await method.search(p.query), expected: p.expectedTop1 });
    }
    return top1HitRate(results);
  };
  const byKind = <T>(pick: (rows: typeof perQuery) => T) =>
    Object.fromEntries([
      ...QUERY_KINDS.map((kind) => [kind, pick(perQuery.filter((row) => row.kind === kind))]),
      ['all', pick(perQuery)],
    ]) as Record<QueryKind | 'all', T>;
  return {
    method: method.name,
    ndcg: byKind((rows) => mean(rows.map((row) => row.ndcg))),
    zeroResults: byKind((rows) => countZeroResults(rows.map((row) => row.ranking))),
    queries: byKind((rows) => rows.length),
    handleTop1: await probeResults('handle'),
    hashtagTop1: await probeResults('hashtag'),
    perQuery,
  };
}
