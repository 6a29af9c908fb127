import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppProcess } from '../e2e/support/app-process';
import { demoAddresses, PUBLIC_PAGES, pagePath } from '../e2e/support/web-budgets-pages';
import { describeMachine } from './machine';
import { measurePage } from './web/measure-page';
import { parseWebBenchOptions } from './web/options';
import { medianTable, missReport, type PageResult } from './web/report';

/**
 * `npm run bench:web`: Lighthouse 12 over every public page (e2e/support/web-budgets-pages.ts) of a local
 * production build on a fresh demo library, mobile (Lighthouse's default) and desktop, a fresh Chrome per
 * run; prints the medians against issue 14's targets and, for pages that miss, what to fix. Figures, not a
 * test: it exits 0 whatever they are. The full summary goes to .bench/web-{time}.json (git-ignored).
 */
const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.bench');
const log = (message: string) => console.error(`[bench:web] ${message}`);

async function main(): Promise<void> {
  const options = parseWebBenchOptions(process.argv.slice(2));
  const pages = PUBLIC_PAGES.filter((page) => options.routes === null || options.routes.includes(page.route));
  if (pages.length === 0)
    throw new Error(`--pages names none of ${PUBLIC_PAGES.map((p) => p.route).join(', ')}`);
  const machine = await describeMachine();
  log('starting the production app on a fresh demo library');
  const app = await startAppProcess({ NODE_ENV: 'production' });
  const results: PageResult[] = [];
  const unmeasured: string[] = [];
  try {
    const addresses = await demoAddresses(app.appUrl);
    // One throwaway load so the server's first-request work (caches, JIT) is not in the first run's figures.
    for (const page of pages) await fetch(app.appUrl + pagePath(page.route, addresses));
    for (const formFactor of options.formFactors) {
      for (const page of pages) {
        const result = await measurePage(
          page.route,
          app.appUrl + pagePath(page.route, addresses),
          formFactor,
          options.runs,
          log,
        );
        if (result) results.push(result);
        else unmeasured.push(`${page.route} (${formFactor})`);
      }
    }
  } finally {
    await app.stop();
  }
  console.log(medianTable(results, options.runs));
  const misses = missReport(results);
  if (misses) console.log(`\n${misses}`);
  if (unmeasured.length > 0) console.log(`\nNo Lighthouse run succeeded for: ${unmeasured.join(', ')}`);
  if (machine.busyBeforeLoad > 0.2) {
    console.log(
      `\nNote: ${Math.round(machine.busyBeforeLoad * 100)}% of the CPUs were busy before the bench began.`,
    );
  }
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await fs.writeFile(
    file,
    JSON.stringify({ startedAt: new Date().toISOString(), machine, options, results }, null, 2),
  );
  log(`full summary: ${path.relative(process.cwd(), file)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  // A bench that could not run at all is an error; figures that miss their targets are not.
  process.exit(1);
});
