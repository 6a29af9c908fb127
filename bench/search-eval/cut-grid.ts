import { betterChoice, type CutCase, type CutFigures, keptFigures, type Requirement } from './calibrate-cut';

/** Values from `from` to `to` by `step`, rounded to 3 decimals so that a rule reads without float drift. */
export function gridValues(from: number, to: number, step: number): number[] {
  return Array.from(
    { length: Math.round((to - from) / step) + 1 },
    (_, i) => Math.round((from + i * step) * 1000) / 1000,
  );
}

/** Each rule's figures on each case (rules × cases): every case is cut once per rule, before any choosing. */
export function figuresTable<R>(
  rules: readonly R[],
  cases: readonly CutCase[],
  cut: (c: CutCase, rule: R) => number[],
): CutFigures[][] {
  return rules.map((rule) => cases.map((c) => keptFigures(c, cut(c, rule))));
}

/** One part of a grid: its rules' figures on every case (figuresTable), and the cases it is measured on. */
export interface GridPart {
  table: readonly CutFigures[][];
  cases: readonly number[];
}

const zero = (): CutFigures => ({ precision: 0, recall: 0, ndcg: 0, returned: 0 });

function addInto(sum: CutFigures, a: CutFigures, b: CutFigures): void {
  sum.precision = a.precision + b.precision;
  sum.recall = a.recall + b.recall;
  sum.ndcg = a.ndcg + b.ndcg;
  sum.returned = a.returned + b.returned;
}

/**
 * The grid search every cut is chosen by: the best combination of one rule from each part (betterChoice under
 * `need`, over the mean on `n` cases; a tie keeps the earlier), or null when none beats `than`. A part's rows
 * are summed over its cases once, so a combination costs a few additions rather than a cut of every case.
 * Returns the chosen row of each part and the combination's figures.
 */
export function bestCombination(
  parts: readonly GridPart[],
  n: number,
  need: Requirement,
  than: CutFigures | null = null,
): { rows: number[]; figures: CutFigures } | null {
  const sums = parts.map(({ table, cases }) =>
    table.map((row) => {
      const sum = zero();
      for (const i of cases) addInto(sum, sum, row[i] as CutFigures);
      return sum;
    }),
  );
  const divisor = n || 1;
  // Running sums by depth, and the mean of a whole combination: reused, as a choice visits ~10⁶ of them.
  const running = parts.map(zero).concat(zero());
  const f = zero();
  const rows = parts.map(() => 0);
  let best: { rows: number[]; figures: CutFigures } | null = null;
  let bestFigures = than;
  const visit = (depth: number) => {
    const acc = running[depth] as CutFigures;
    if (depth === parts.length) {
      f.precision = acc.precision / divisor;
      f.recall = acc.recall / divisor;
      f.ndcg = acc.ndcg / divisor;
      f.returned = acc.returned / divisor;
      if (betterChoice(f, bestFigures, need)) {
        bestFigures = { ...f };
        best = { rows: [...rows], figures: bestFigures };
      }
      return;
    }
    for (const [r, sum] of (sums[depth] as CutFigures[]).entries()) {
      rows[depth] = r;
      addInto(running[depth + 1] as CutFigures, acc, sum);
      visit(depth + 1);
    }
  };
  visit(0);
  return best;
}
