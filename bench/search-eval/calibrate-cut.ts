import { cutAtShare, type ScoredId } from '../../server/search/relevance-cut';
import { mean, ndcgAt, setPrecisionRecall } from './metrics';
import { markdownTable } from './report';

/** A judged query's candidates before the cut (best first, scored) and its grades. */
export interface CutCase {
  id: string;
  candidates: ScoredId[];
  grades: ReadonlyMap<number, number>;
}

export interface CutRule {
  share: number;
  floor: number;
}

export interface CutFigures {
  precision: number;
  recall: number;
  ndcg: number;
  returned: number;
}

/** issue 31's target: what the cut may lose of the relevant videos, on average. */
export const RECALL_TARGET = 0.95;
const steps = (to: number, step: number) =>
  Array.from({ length: Math.round(to / step) + 1 }, (_, i) => Math.round(i * step * 1000) / 1000);
/** The grid the cut is chosen from: a share of the best score, and a floor under every match. */
export const SHARES = steps(0.9, 0.05);
export const FLOORS = steps(0.5, 0.025);

/** One case's figures under one rule. */
function caseFigures(c: CutCase, rule: CutRule): CutFigures {
  const { kept } = cutAtShare(c.candidates, rule.share, rule.floor);
  return { ...setPrecisionRecall(kept, c.grades), ndcg: ndcgAt(kept, c.grades), returned: kept.length };
}

function averageOf(rows: readonly CutFigures[]): CutFigures {
  return {
    precision: mean(rows.map((r) => r.precision)),
    recall: mean(rows.map((r) => r.recall)),
    ndcg: mean(rows.map((r) => r.ndcg)),
    returned: mean(rows.map((r) => r.returned)),
  };
}

/** The figures of one rule over some cases. */
export function applyRule(cases: readonly CutCase[], rule: CutRule): CutFigures {
  return averageOf(cases.map((c) => caseFigures(c, rule)));
}

/**
 * Every rule of the grid against every case, once: choosing on a subset of cases (leave-one-out, halves)
 * then only averages rows of this table.
 */
class RuleTable {
  readonly rules: CutRule[] = SHARES.flatMap((share) => FLOORS.map((floor) => ({ share, floor })));
  readonly figures: CutFigures[][];
  /** What the cut must keep of the relevant videos: RECALL_TARGET, or that share of what uncut reaches. */
  readonly requiredRecall: number;

  constructor(readonly cases: readonly CutCase[]) {
    this.figures = this.rules.map((rule) => cases.map((c) => caseFigures(c, rule)));
    const uncut = applyRule(cases, { share: 0, floor: 0 }).recall;
    this.requiredRecall = uncut >= RECALL_TARGET ? RECALL_TARGET : RECALL_TARGET * uncut;
  }

  /**
   * The rule with the best mean precision whose mean recall reaches the required recall on the cases at
   * `indexes` (ties: the looser rule, listed first); if none reaches it, the one with the best recall.
   */
  choose(indexes: readonly number[]): CutRule {
    let best = -1;
    let bestFigures: CutFigures | null = null;
    for (const [r, row] of this.figures.entries()) {
      const f = averageOf(indexes.map((i) => row[i] as CutFigures));
      const meets = f.recall >= this.requiredRecall - 1e-12;
      const bestMeets = bestFigures ? bestFigures.recall >= this.requiredRecall - 1e-12 : false;
      const better = !bestFigures
        ? true
        : meets !== bestMeets
          ? meets
          : meets
            ? f.precision > bestFigures.precision + 1e-12
            : f.recall > bestFigures.recall + 1e-12;
      if (better) {
        best = r;
        bestFigures = f;
      }
    }
    return this.rules[best] as CutRule;
  }
}

/** The calibration report for one ranking: uncut, shipped, chosen in sample, leave-one-out, held-out halves. */
export function calibrationReport(name: string, cases: readonly CutCase[], shipped: CutRule): string {
  const describe = (rule: CutRule) => `share ${rule.share}, floor ${rule.floor}`;
  const row = (label: string, f: CutFigures) => [
    label,
    f.ndcg.toFixed(3),
    f.precision.toFixed(3),
    f.recall.toFixed(3),
    f.returned.toFixed(1),
  ];
  const table = new RuleTable(cases);
  const all = cases.map((_, i) => i);
  const chosen = table.choose(all);
  // Leave-one-out: each case cut by the rule chosen on all the others.
  const looRules = all.map((i) => table.choose(all.filter((j) => j !== i)));
  const loo = { figures: averageOf(looRules.map((rule, i) => caseFigures(cases[i] as CutCase, rule))) };
  const ruleCounts = new Map<string, number>();
  for (const rule of looRules) ruleCounts.set(describe(rule), (ruleCounts.get(describe(rule)) ?? 0) + 1);
  // Held-out halves: chosen on every other case, measured on the rest, both ways.
  const halfIndexes = [0, 1].map((parity) => all.filter((i) => i % 2 === parity));
  const halves = [0, 1].map((k) => {
    const rule = table.choose(halfIndexes[k] as number[]);
    return {
      rule,
      figures: applyRule(
        (halfIndexes[1 - k] as number[]).map((i) => cases[i] as CutCase),
        rule,
      ),
    };
  });
  const report = markdownTable(
    ['cut', 'nDCG@10', 'P (returned set)', 'R', 'returned'],
    [
      row('none (every candidate)', applyRule(cases, { share: 0, floor: 0 })),
      row(`shipped (${describe(shipped)})`, applyRule(cases, shipped)),
      row(`chosen on all ${cases.length} (${describe(chosen)}; in sample)`, applyRule(cases, chosen)),
      row('leave-one-out (each query cut by the rule chosen on the others)', loo.figures),
      ...halves.map((h, k) =>
        row(
          `held-out half ${k === 0 ? 'B' : 'A'} (chosen on ${k === 0 ? 'A' : 'B'}: ${describe(h.rule)})`,
          h.figures,
        ),
      ),
    ],
  );
  const rules = [...ruleCounts].map(([rule, n]) => `${rule} ×${n}`).join('; ');
  return `${name} (required mean recall ${table.requiredRecall.toFixed(3)})\n${report}\nleave-one-out rules: ${rules}`;
}
