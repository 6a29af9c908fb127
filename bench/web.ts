import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startAppProcess } from '../e2e/support/app-process';
import { launchChromium } from '../e2e/support/chromium';
import { dismissFirstVisitDialogs } from '../e2e/support/first-visit';

/**
 * `npm run bench:web`: what a visitor of a local production build waits for. Reports the landing page's
 * initial JavaScript (gzip) and, over several cold browser contexts, the time from navigation start to
 * the first real card on /public-beta and to the hero heading of /. Figures, not pass/fail
 * tests: issue 3's bars are 150 KB gzip and 1.5 s.
 */
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist/web');
const RUNS = 7;
const JS_BUDGET_KB = 150;
const CARDS_BUDGET_MS = 1500;
const log = (message: string) => console.error(`[bench:web] ${message}`);

async function main(): Promise<void> {
  const bundle = await initialJavaScript();
  log('starting the app on a fresh demo library');
  const app = await startAppProcess({ NODE_ENV: 'production' });
  try {
    const timings = await measurePages(app.appUrl);
    const lines = [
      `landing initial JS: ${(bundle.gzipBytes / 1024).toFixed(1)} KB gzip in ${bundle.files} files (${(bundle.rawBytes / 1024).toFixed(0)} KB raw); budget ${JS_BUDGET_KB} KB`,
      `/public-beta first card: median ${timings.cards.median} ms, worst ${timings.cards.worst} ms over ${RUNS} cold loads; budget ${CARDS_BUDGET_MS} ms`,
      `/ hero heading shown: median ${timings.hero.median} ms, worst ${timings.hero.worst} ms over ${RUNS} cold loads`,
    ];
    console.log(lines.join('\n'));
  } finally {
    await app.stop();
  }
}

/** The entry script and every module it preloads, as the built index.html names them. */
async function initialJavaScript() {
  const html = await fs.readFile(path.join(DIST, 'index.html'), 'utf8').catch(() => {
    throw new Error('dist/web is not built: run `npm run bench:web`, which builds it first');
  });
  const sources = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
  ];
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const [, src] of sources) {
    const content = await fs.readFile(path.join(DIST, src as string));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files: sources.length, rawBytes, gzipBytes };
}

async function measurePages(appUrl: string) {
  const browser = await launchChromium();
  const cards: number[] = [];
  const hero: number[] = [];
  /** One load in a fresh context (empty HTTP cache): ms from navigation start until `selector` exists. */
  const coldLoad = async (pagePath: string, selector: string) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await dismissFirstVisitDialogs(context);
      // Headless Chromium reports no paint timings for these loads; a mutation observer notes when the
      // element enters the page instead.
      await context.addInitScript((wanted) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector(wanted)) {
            performance.mark('shown');
            observer.disconnect();
          }
        });
        observer.observe(document, { childList: true, subtree: true });
      }, selector);
      const page = await context.newPage();
      await page.goto(appUrl + pagePath);
      await page.waitForSelector(selector, { timeout: 30_000 });
      return Math.round(
        await page.evaluate(() => performance.getEntriesByName('shown')[0]?.startTime ?? Number.NaN),
      );
    } finally {
      await context.close();
    }
  };
  try {
    // One warm-up round so the server's first-request work (caches, JIT) is not in the figures.
    for (let run = -1; run < RUNS; run++) {
      const cardMs = await coldLoad('/public-beta', '[data-video-id]');
      const heroMs = await coldLoad('/', 'main h1');
      if (run >= 0) {
        cards.push(cardMs);
        hero.push(heroMs);
      }
    }
  } finally {
    await browser.close();
  }
  return { cards: summarise(cards), hero: summarise(hero) };
}

function summarise(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, worst: sorted.at(-1) ?? 0 };
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
