import { cutAtShare, cutHybrid, type HybridCut } from '../../server/search/relevance-cut';
import { type Calibration, type CutCase, type CutFigures, requirementOn } from './calibrate-cut';
import { bestCombination, figuresTable, gridValues } from './cut-grid';

/**
 * The grid the hybrid cut is chosen from. Its floor (a guard for weak searches) and its word share (see
 * HybridCut.wordShare) are not calibrated.
 */
export const HYBRID_GRID = {
  wordSearch: [0.4, 0.5, 0.6],
  wordShare: [0.5],
  wordSearchMargin: gridValues(0.05, 0.3, 0.01),
  /** How much further than wordSearchMargin a video holding some of the words may be. */
  someWordsExtra: gridValues(0, 0.1, 0.01),
  meaningShare: gridValues(0.5, 0.9, 0.01),
  meaningMargin: gridValues(0.1, 0.4, 0.01),
};

type WordPart = Pick<HybridCut, 'wordShare' | 'wordSearchMargin' | 'someWordsMargin'>;
type MeaningPart = Pick<HybridCut, 'meaningShare' | 'meaningMargin'>;

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
  const byWord = figuresTable(wordRules, cases, (c, w) => cutHybrid(c.candidates, asWords(w)).kept);
  const byMeaning = figuresTable(meaningRules, cases, (c, m) => cutHybrid(c.candidates, asMeaning(m)).kept);
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
      let best: HybridCut = shipped;
      let bestFigures: CutFigures | null = null;
      for (const wordSearch of HYBRID_GRID.wordSearch) {
        const words = indexes.filter((i) => (bestWords[i] as number) >= wordSearch);
        const meanings = indexes.filter((i) => (bestWords[i] as number) < wordSearch);
        const parts = [
          { table: byWord, cases: words },
          { table: byMeaning, cases: meanings },
        ];
        const better = bestCombination(parts, indexes.length, need, bestFigures);
        if (!better) continue;
        const [w = 0, m = 0] = better.rows;
        bestFigures = better.figures;
        best = { wordSearch, ...(wordRules[w] as WordPart), ...(meaningRules[m] as MeaningPart), floor };
      }
      return best;
    },
  };
  return calibration;
}
