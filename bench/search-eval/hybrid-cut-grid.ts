import { cutAtShare, cutHybrid, type HybridCut } from '../../server/search/relevance-cut';
import {
  betterChoice,
  type Calibration,
  type CutCase,
  type CutFigures,
  keptFigures,
  requirementOn,
} from './calibrate-cut';

const range = (from: number, to: number, step: number) =>
  Array.from(
    { length: Math.round((to - from) / step) + 1 },
    (_, i) => Math.round((from + i * step) * 1000) / 1000,
  );

/**
 * The grid the hybrid cut is chosen from. Its floor (a guard for weak searches) and its word share (see
 * HybridCut.wordShare) are not calibrated.
 */
export const HYBRID_GRID = {
  wordSearch: [0.4, 0.5, 0.6],
  wordShare: [0.5],
  wordSearchMargin: range(0.05, 0.3, 0.01),
  /** How much further than wordSearchMargin a video holding some of the words may be. */
  someWordsExtra: range(0, 0.1, 0.01),
  meaningShare: range(0.5, 0.9, 0.01),
  meaningMargin: range(0.1, 0.4, 0.01),
};

type WordPart = Pick<HybridCut, 'wordShare' | 'wordSearchMargin' | 'someWordsMargin'>;
type MeaningPart = Pick<HybridCut, 'meaningShare' | 'meaningMargin'>;

/** Sums of figures, so that a mean over any subset of cases is a subtraction away. */
const zero = (): CutFigures => ({ precision: 0, recall: 0, ndcg: 0, returned: 0 });
function addInto(sum: CutFigures, f: CutFigures): void {
  sum.precision += f.precision;
  sum.recall += f.recall;
  sum.ndcg += f.ndcg;
  sum.returned += f.returned;
}

/**
 * The hybrid cut (cutHybrid) over its grid. A case is a word search or a meaning search by `wordSearch`
 * alone, and each kind reads only its own two knobs, so every case is cut once per word rule and once per
 * meaning rule, and a choice pairs each kind's sums (3 × 286 × 1,271 pairs, not a cut per combination).
 */
export function hybridCalibration(cases: readonly CutCase[], shipped: HybridCut): Calibration<HybridCut> {
  const floor = shipped.floor;
  const wordRules: WordPart[] = HYBRID_GRID.wordShare.flatMap((wordShare) =>
    HYBRID_GRID.wordSearchMargin.flatMap((wordSearchMargin) =>
      HYBRID_GRID.someWordsExtra.map((extra) => ({
        wordShare,
        wordSearchMargin,
        someWordsMargin: Math.round((wordSearchMargin + extra) * 1000) / 1000,
      })),
    ),
  );
  const meaningRules: MeaningPart[] = HYBRID_GRID.meaningShare.flatMap((meaningShare) =>
    HYBRID_GRID.meaningMargin.map((meaningMargin) => ({ meaningShare, meaningMargin })),
  );
  // A word rule applied as if every case were a word search (wordSearch 0), a meaning rule as if none were.
  const asWords = (w: WordPart): HybridCut => ({ ...shipped, ...w, wordSearch: 0, floor });
  const asMeaning = (m: MeaningPart): HybridCut => ({
    ...shipped,
    ...m,
    wordSearch: Number.POSITIVE_INFINITY,
    floor,
  });
  const byWord = wordRules.map((w) =>
    cases.map((c) => keptFigures(c, cutHybrid(c.candidates, asWords(w)).kept)),
  );
  const byMeaning = meaningRules.map((m) =>
    cases.map((c) => keptFigures(c, cutHybrid(c.candidates, asMeaning(m)).kept)),
  );
  const bestWords = cases.map((c) => Math.max(0, ...c.candidates.map((hit) => hit.words)));
  const calibration: Calibration<HybridCut> = {
    cases,
    shipped,
    ndcgKept: true,
    uncut: (c) => cutAtShare(c.candidates, 0, 0).kept,
    cut: (c, rule) => cutHybrid(c.candidates, rule).kept,
    describe: (r) =>
      `word search ≥ ${r.wordSearch}: words ≥ ${r.wordShare} of best or meaning within ${r.wordSearchMargin} ` +
      `(${r.someWordsMargin} with some words); ` +
      `else ≥ ${r.meaningShare} of best and meaning within ${r.meaningMargin}`,
    choose(indexes) {
      const need = requirementOn(calibration, indexes);
      const n = indexes.length;
      let best: HybridCut = shipped;
      let bestFigures: CutFigures | null = null;
      for (const wordSearch of HYBRID_GRID.wordSearch) {
        const words = indexes.filter((i) => (bestWords[i] as number) >= wordSearch);
        const meanings = indexes.filter((i) => (bestWords[i] as number) < wordSearch);
        const sums = (table: CutFigures[][], of: number[]) =>
          table.map((row) => {
            const sum = zero();
            for (const i of of) addInto(sum, row[i] as CutFigures);
            return sum;
          });
        const wordSums = sums(byWord, words);
        const meaningSums = sums(byMeaning, meanings);
        const f = zero();
        for (const [w, ws] of wordSums.entries()) {
          for (const [m, ms] of meaningSums.entries()) {
            f.precision = (ws.precision + ms.precision) / n;
            f.recall = (ws.recall + ms.recall) / n;
            f.ndcg = (ws.ndcg + ms.ndcg) / n;
            f.returned = (ws.returned + ms.returned) / n;
            if (betterChoice(f, bestFigures, need)) {
              bestFigures = { ...f };
              best = {
                wordSearch,
                ...(wordRules[w] as WordPart),
                ...(meaningRules[m] as MeaningPart),
                floor,
              };
            }
          }
        }
      }
      return best;
    },
  };
  return calibration;
}
