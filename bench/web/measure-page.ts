import { figuresOf, findingsOf, medianFigures, type RunFigures, type RunFindings } from './figures';
import { runLighthouse } from './lighthouse-run';
import type { FormFactor } from './options';
import type { PageResult } from './report';
import { missedTargets } from './targets';

/** Tries per run: on a busy machine Lighthouse now and then loses its trace (NO_NAVSTART) and says to retry. */
const ATTEMPTS = 3;

/**
 * `runs` Lighthouse runs of one page in one form factor, summarised: the median of each figure, the findings
 * of the run with the median Performance score, and every run's console errors. A run that fails all its
 * attempts is left out (and said); null when none succeeded. `cookie` measures it signed in.
 */
export async function measurePage(
  route: string,
  url: string,
  formFactor: FormFactor,
  runs: number,
  log: (message: string) => void,
  cookie?: string,
): Promise<PageResult | null> {
  const done: { figures: RunFigures; findings: RunFindings }[] = [];
  for (let run = 1; run <= runs; run++) {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      log(`${formFactor} ${route} run ${run}/${runs}${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
      try {
        const lhr = await runLighthouse(url, formFactor, cookie);
        done.push({ figures: figuresOf(lhr), findings: findingsOf(lhr) });
        break;
      } catch (error) {
        log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  if (done.length === 0) return null;
  const median = medianFigures(done.map((run) => run.figures));
  const byPerformance = [...done].sort((a, b) => a.figures.performance - b.figures.performance);
  const middle = byPerformance[Math.floor(byPerformance.length / 2)] as (typeof done)[number];
  return {
    route,
    url: new URL(url).pathname,
    formFactor,
    runs: done.map((run) => run.figures),
    median,
    findings: {
      ...middle.findings,
      consoleErrors: [...new Set(done.flatMap((run) => run.findings.consoleErrors))],
    },
    signedIn: cookie !== undefined,
    missed: missedTargets(median, cookie !== undefined),
  };
}
