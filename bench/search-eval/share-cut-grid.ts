import { cutAtShare } from '../../server/search/relevance-cut';
import { type Calibration, type CutCase, requirementOn } from './calibrate-cut';
import { bestCombination, figuresTable, gridValues } from './cut-grid';

export interface ShareRule {
  share: number;
  floor: number;
}

/** The grid the words-only cut is chosen from: a share of the best score, and a floor under every match. */
export const SHARES = gridValues(0, 0.9, 0.05);
export const FLOORS = gridValues(0, 0.5, 0.025);

/**
 * The words-only cut (cutAtShare: a floor, and a share of the way from it to the best score) over its grid.
 * Every rule is run against every case once: choosing on a subset then only averages rows.
 */
export function shareCalibration(cases: readonly CutCase[], shipped: ShareRule): Calibration<ShareRule> {
  const rules = SHARES.flatMap((share) => FLOORS.map((floor) => ({ share, floor })));
  const cut = (c: CutCase, rule: ShareRule) => cutAtShare(c.candidates, rule.share, rule.floor).kept;
  const table = figuresTable(rules, cases, cut);
  const calibration: Calibration<ShareRule> = {
    cases,
    shipped,
    ndcgKept: false,
    uncut: (c) => cut(c, { share: 0, floor: 0 }),
    cut,
    describe: (rule) => `share ${rule.share}, floor ${rule.floor}`,
    choose(indexes) {
      const need = requirementOn(calibration, indexes);
      const best = bestCombination([{ table, cases: indexes }], indexes.length, need);
      return rules[best?.rows[0] ?? 0] as ShareRule;
    },
  };
  return calibration;
}
