import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppProcess } from '../e2e/support/app-process';
import {
  MEASURED_ACCOUNT,
  measuredSwipefileId,
  SIGNED_IN_PAGES,
  signedInPath,
  signInCookie,
} from '../e2e/support/signed-in-pages';
import { demoAddresses, PUBLIC_PAGES, pagePath } from '../e2e/support/web-budgets-pages';
import { startMailCatcher } from '../server/test/mail-catcher';
import { describeMachine } from './machine';
import { measurePage } from './web/measure-page';
import { parseWebBenchOptions } from './web/options';
import { medianTable, missReport, type PageResult } from './web/report';

/**
 * `npm run bench:web`: Lighthouse 12 over every public page (e2e/support/web-budgets-pages.ts) and every
 * signed-in screen (e2e/support/signed-in-pages.ts, with premium@'s session cookie) of a local production
 * build on a fresh demo library, mobile (Lighthouse's default) and desktop, a fresh Chrome per run; prints
 * the medians against the targets and, for pages that miss, what to fix. Figures, not a test: it exits 0
 * whatever they are. The full summary goes to .bench/web-{time}.json (git-ignored).
 */
const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.bench');
const log = (message: string) => console.error(`[bench:web] ${message}`);

async function main(): Promise<void> {
  const options = parseWebBenchOptions(process.argv.slice(2));
  const chosen = (route: string) => options.routes === null || options.routes.includes(route);
  const pages = PUBLIC_PAGES.filter((page) => chosen(page.route));
  const signedInPages = SIGNED_IN_PAGES.filter((page) => chosen(page.route));
  if (pages.length + signedInPages.length === 0) {
    const known = [...PUBLIC_PAGES, ...SIGNED_IN_PAGES].map((p) => p.route);
    throw new Error(`--pages names none of ${known.join(', ')}`);
  }
  const machine = await describeMachine();
  log('starting the production app on a fresh demo library');
  // Sign-in codes go by mail, as in production: to a catcher here, so the bench can sign premium@ in.
  const mail = await startMailCatcher();
  const app = await startAppProcess({ NODE_ENV: 'production', SMTP_URL: mail.url });
  const results: PageResult[] = [];
  const unmeasured: string[] = [];
  try {
    const addresses = await demoAddresses(app.appUrl);
    const targets = pages.map((page) => ({
      page,
      url: app.appUrl + pagePath(page.route, addresses),
      cookie: '',
    }));
    if (signedInPages.length > 0) {
      const cookie = await signInCookie(app.appUrl, MEASURED_ACCOUNT, (email) => mail.nextCode(email));
      const swipefileId = await measuredSwipefileId(app.appUrl, cookie);
      for (const page of signedInPages) {
        targets.push({ page, url: app.appUrl + signedInPath(page.route, swipefileId), cookie });
      }
    }
    // One throwaway load so the server's first-request work (caches, JIT) is not in the first run's figures.
    for (const { url, cookie } of targets) await fetch(url, { headers: cookie ? { cookie } : {} });
    for (const formFactor of options.formFactors) {
      for (const { page, url, cookie } of targets) {
        const result = await measurePage(page.route, url, formFactor, options.runs, log, cookie || undefined);
        if (result) results.push(result);
        else unmeasured.push(`${page.route} (${formFactor})`);
      }
    }
  } finally {
    await app.stop();
    await mail.close();
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
