import type { HybridCandidate } from '../../server/search/relevance-cut';
import { mean, ndcgAt, setPrecisionRecall } from './metrics';
import { markdownTable } from './report';

/** A judged query's candidates before the cut (best first, scored, with their parts) and its grades. */
export interface CutCase {
  id: string;
  candidates: HybridCandidate[];
  grades: ReadonlyMap<number, number>;
}

export interface CutFigures {
  precision: number;
  recall: number;
  ndcg: number;
  returned: number;
}

/** issue 31's target: what the cut may lose of the relevant videos, on average. */
export const RECALL_TARGET = 0.95;
/**
 * What the hybrid cut may cost of the uncut ranking's nDCG@10: issue 31 asks for no less than 0.876, and the
 * uncut ranking measures 0.879 (2026-11-27). Dropping a word search's loose grade-1 neighbours from its first
 * ten is what costs it.
 */
export const NDCG_ALLOWANCE = 0.003;

/** One case's figures for the videos a cut kept. */
export function keptFigures(c: CutCase, kept: number[]): CutFigures {
  return { ...setPrecisionRecall(kept, c.grades), ndcg: ndcgAt(kept, c.grades), returned: kept.length };
}

export function averageOf(rows: readonly CutFigures[]): CutFigures {
  return {
    precision: mean(rows.map((r) => r.precision)),
    recall: mean(rows.map((r) => r.recall)),
    ndcg: mean(rows.map((r) => r.ndcg)),
    returned: mean(rows.map((r) => r.returned)),
  };
}

/** What a chosen rule must reach on the cases it is chosen on. */
export interface Requirement {
  /** Mean recall: RECALL_TARGET, or that share of what no cut reaches (words only). */
  recall: number;
  /** Mean nDCG@10 (the uncut ranking's, less NDCG_ALLOWANCE), or 0 for none. */
  ndcg: number;
}

/** The uncut figures of some cases, and the requirement that follows from them. */
export function requirementOf(uncut: CutFigures, ndcgKept: boolean): Requirement {
  return {
    recall: uncut.recall >= RECALL_TARGET ? RECALL_TARGET : RECALL_TARGET * uncut.recall,
    ndcg: ndcgKept ? uncut.ndcg - NDCG_ALLOWANCE : 0,
  };
}

const EPSILON = 1e-12;

/**
 * Whether figures `f` make a better choice than `than` under `need`: meeting both requirements beats
 * meeting the recall alone, which beats neither; then the better precision (meeting them) or the better
 * recall (not); a tie keeps the earlier, looser rule.
 */
export function betterChoice(f: CutFigures, than: CutFigures | null, need: Requirement): boolean {
  if (!than) return true;
  const tier = (x: CutFigures) =>
    x.recall >= need.recall - EPSILON ? (x.ndcg >= need.ndcg - EPSILON ? 2 : 1) : 0;
  if (tier(f) !== tier(than)) return tier(f) > tier(than);
  return tier(f) > 0 ? f.precision > than.precision + EPSILON : f.recall > than.recall + EPSILON;
}

/** A family of cut rules calibrated on the judged cases. */
export interface Calibration<R> {
  cases: readonly CutCase[];
  /** The rule the app ships. */
  shipped: R;
  /** What the cases keep with no cut. */
  uncut(c: CutCase): number[];
  /** The videos a rule keeps of a case. */
  cut(c: CutCase, rule: R): number[];
  /** The best rule on the cases at `indexes` (betterChoice, under the requirement those cases set). */
  choose(indexes: readonly number[]): R;
  /** Whether the rule must keep nDCG@10 near the uncut ranking's (NDCG_ALLOWANCE). */
  ndcgKept: boolean;
  describe(rule: R): string;
}

/** The requirement the cases at `indexes` set. */
export function requirementOn<R>(cal: Calibration<R>, indexes: readonly number[]): Requirement {
  const uncut = averageOf(
    indexes.map((i) => keptFigures(cal.cases[i] as CutCase, cal.uncut(cal.cases[i] as CutCase))),
  );
  return requirementOf(uncut, cal.ndcgKept);
}

/** The calibration report for one ranking: uncut, shipped, chosen in sample, leave-one-out, held-out halves. */
export function calibrationReport<R>(name: string, cal: Calibration<R>): string {
  const { cases } = cal;
  const figuresOf = (rule: R, indexes: readonly number[]) =>
    averageOf(indexes.map((i) => keptFigures(cases[i] as CutCase, cal.cut(cases[i] as CutCase, rule))));
  const row = (label: string, f: CutFigures) => [
    label,
    f.ndcg.toFixed(3),
    f.precision.toFixed(3),
    f.recall.toFixed(3),
    f.returned.toFixed(1),
  ];
  const all = cases.map((_, i) => i);
  const need = requirementOn(cal, all);
  const chosen = cal.choose(all);
  // Leave-one-out: each case cut by the rule chosen on all the others.
  const looRules = all.map((i) => cal.choose(all.filter((j) => j !== i)));
  const loo = averageOf(
    looRules.map((rule, i) => keptFigures(cases[i] as CutCase, cal.cut(cases[i] as CutCase, rule))),
  );
  const ruleCounts = new Map<string, number>();
  for (const rule of looRules)
    ruleCounts.set(cal.describe(rule), (ruleCounts.get(cal.describe(rule)) ?? 0) + 1);
  // Held-out halves: chosen on every other case, measured on the rest, both ways.
  const halfIndexes = [0, 1].map((parity) => all.filter((i) => i % 2 === parity));
  const halves = [0, 1].map((k) => {
    const rule = cal.choose(halfIndexes[k] as number[]);
    return { rule, figures: figuresOf(rule, halfIndexes[1 - k] as number[]) };
  });
  const uncut = averageOf(all.map((i) => keptFigures(cases[i] as CutCase, cal.uncut(cases[i] as CutCase))));
  const report = markdownTable(
    ['cut', 'nDCG@10', 'P (returned set)', 'R', 'returned'],
    [
      row('none (every candidate)', uncut),
      row(`shipped (${cal.describe(cal.shipped)})`, figuresOf(cal.shipped, all)),
      row(`chosen on all ${cases.length} (${cal.describe(chosen)}; in sample)`, figuresOf(chosen, all)),
      row('leave-one-out (each query cut by the rule chosen on the others)', loo),
      ...halves.map((h, k) =>
        row(
          `held-out half ${k === 0 ? 'B' : 'A'} (chosen on ${k === 0 ? 'A' : 'B'}: ${cal.describe(h.rule)})`,
          h.figures,
        ),
      ),
    ],
  );
  const rules = [...ruleCounts]
    .sort((a, b) => b[1] - a[1])
    .map(([rule, n]) => `${rule} ×${n}`)
    .join('; ');
  const required = `required mean recall ${need.recall.toFixed(3)}${need.ndcg ? `, nDCG@10 ≥ ${need.ndcg.toFixed(3)}` : ''}`;
  return `${name} (${required})\n${report}\nleave-one-out rules: ${rules}`;
}
