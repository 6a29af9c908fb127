import { cutAtShare } from '../../server/search/relevance-cut';
import {
  averageOf,
  betterChoice,
  type Calibration,
  type CutCase,
  type CutFigures,
  keptFigures,
  requirementOn,
} from './calibrate-cut';

export interface ShareRule {
  share: number;
  floor: number;
}

const steps = (to: number, step: number) =>
  Array.from({ length: Math.round(to / step) + 1 }, (_, i) => Math.round(i * step * 1000) / 1000);
/** The grid the words-only cut is chosen from: a share of the best score, and a floor under every match. */
export const SHARES = steps(0.9, 0.05);
export const FLOORS = steps(0.5, 0.025);

/**
 * The words-only cut (cutAtShare: a floor, and a share of the way from it to the best score) over its grid.
 * Every rule is run against every case once: choosing on a subset then only averages rows.
 */
export function shareCalibration(cases: readonly CutCase[], shipped: ShareRule): Calibration<ShareRule> {
  const rules = SHARES.flatMap((share) => FLOORS.map((floor) => ({ share, floor })));
  const cut = (c: CutCase, rule: ShareRule) => cutAtShare(c.candidates, rule.share, rule.floor).kept;
  const figures: CutFigures[][] = rules.map((rule) => cases.map((c) => keptFigures(c, cut(c, rule))));
  const calibration: Calibration<ShareRule> = {
    cases,
    shipped,
    ndcgKept: false,
    uncut: (c) => cut(c, { share: 0, floor: 0 }),
    cut,
    describe: (rule) => `share ${rule.share}, floor ${rule.floor}`,
    choose(indexes) {
      const need = requirementOn(calibration, indexes);
      let best = 0;
      let bestFigures: CutFigures | null = null;
      for (const [r, row] of figures.entries()) {
        const f = averageOf(indexes.map((i) => row[i] as CutFigures));
        if (betterChoice(f, bestFigures, need)) {
          best = r;
          bestFigures = f;
        }
      }
      return rules[best] as ShareRule;
    },
  };
  return calibration;
}
