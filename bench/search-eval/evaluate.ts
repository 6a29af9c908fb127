import { EVAL_KINDS, type EvalKind, type Judgments, QUERY_KINDS, type QueryKind } from './judgments';
import { countZeroResults, mean, NDCG_DEPTH, ndcgAt, setPrecisionRecall, top1HitRate } from './metrics';
import type { SearchMethod } from './search-methods';

/** `all`: the judged queries (lexical, meaning-only, mixed), as before the probes were reported by kind. */
type ByKind<T> = Record<EvalKind | 'all', T>;
const isJudged = (kind: EvalKind) => (QUERY_KINDS as readonly string[]).includes(kind as QueryKind);
const probeId = (kind: string, i: number) => `${kind}-${String(i + 1).padStart(2, '0')}`;

/** One method's figures on the judged set. */
export interface MethodFigures {
  method: string;
  /** Mean nDCG@10 per query kind, and over all queries. */
  ndcg: ByKind<number>;
  /** Mean precision and recall of the returned set (everything the search said it found), per kind. */
  precision: ByKind<number>;
  recall: ByKind<number>;
  /** Mean number of videos returned, per kind. */
  returned: ByKind<number>;
  /** Queries that returned an empty page, per kind, and over all. */
  zeroResults: ByKind<number>;
  queries: ByKind<number>;
  /** Share of @handle / #hashtag probes whose first result is an expected video. */
  handleTop1: number;
  hashtagTop1: number;
  /** Each query's figures and first page, so a regression can be traced to its queries. */
  perQuery: {
    id: string;
    kind: EvalKind;
    query: string;
    ndcg: number;
    precision: number;
    recall: number;
    returned: number;
    ranking: number[];
  }[];
}

/** The judged queries and the probes as one list: a probe's expected videos are its relevant ones. */
export function evalQueries(judgments: Judgments) {
  return [
    ...judgments.queries.map((q) => ({
      id: q.id,
      kind: q.kind as EvalKind,
      query: q.query,
      grades: new Map(q.relevant.map((r) => [r.video, r.grade])),
    })),
    ...judgments.probes.map((p, i) => ({
      id: probeId(p.kind, i),
      kind: (p.kind === 'handle' ? '@' : '#') as EvalKind,
      query: p.query,
      grades: new Map(p.expectedTop1.map((id) => [id, 2])),
    })),
  ];
}

/** Runs every judged query and probe through the method, one at a time (timing is not measured here). */
export async function evaluateMethod(method: SearchMethod, judgments: Judgments): Promise<MethodFigures> {
  const perQuery: MethodFigures['perQuery'] = [];
  const rankings = new Map<string, number[]>();
  for (const q of evalQueries(judgments)) {
    const ranking = await method.search(q.query);
    rankings.set(q.id, ranking);
    perQuery.push({
      id: q.id,
      kind: q.kind,
      query: q.query,
      ndcg: ndcgAt(ranking, q.grades),
      ...setPrecisionRecall(ranking, q.grades),
      returned: ranking.length,
      ranking: ranking.slice(0, NDCG_DEPTH),
    });
  }
  const probeTop1 = (kind: 'handle' | 'hashtag') =>
    top1HitRate(
      judgments.probes
        .map((p, i) => ({ ranking: rankings.get(probeId(p.kind, i)) ?? [], p }))
        .filter(({ p }) => p.kind === kind)
        .map(({ ranking, p }) => ({ ranking, expected: p.expectedTop1 })),
    );
  const byKind = <T>(pick: (rows: typeof perQuery) => T) =>
    Object.fromEntries([
      ...EVAL_KINDS.map((kind) => [kind, pick(perQuery.filter((row) => row.kind === kind))]),
      ['all', pick(perQuery.filter((row) => isJudged(row.kind)))],
    ]) as ByKind<T>;
  return {
    method: method.name,
    ndcg: byKind((rows) => mean(rows.map((row) => row.ndcg))),
    precision: byKind((rows) => mean(rows.map((row) => row.precision))),
    recall: byKind((rows) => mean(rows.map((row) => row.recall))),
    returned: byKind((rows) => mean(rows.map((row) => row.returned))),
    zeroResults: byKind((rows) => countZeroResults(rows.map((row) => (row.returned ? [1] : [])))),
    queries: byKind((rows) => rows.length),
    handleTop1: probeTop1('handle'),
    hashtagTop1: probeTop1('hashtag'),
    perQuery,
  };
}
