import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { dismissFirstVisitDialogs } from '../e2e/support/first-visit';
import { freeLoopbackPort, makeTempDataDir } from '../server/db/embedded-postgres';

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
  const dataDir = await makeTempDataDir('hookshelf-bench-web-');
  const port = await freeLoopbackPort();
  const appUrl = `http://127.0.0.1:${port}`;
  log('starting the app on a fresh demo library');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-web-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(appUrl, child);
    const timings = await measurePages(appUrl);
    const lines = [
      `landing initial JS: ${(bundle.gzipBytes / 1024).toFixed(1)} KB gzip in ${bundle.files} files (${(bundle.rawBytes / 1024).toFixed(0)} KB raw); budget ${JS_BUDGET_KB} KB`,
      `/public-beta first card: median ${timings.cards.median} ms, worst ${timings.cards.worst} ms over ${RUNS} cold loads; budget ${CARDS_BUDGET_MS} ms`,
      `/ hero heading shown: median ${timings.hero.median} ms, worst ${timings.hero.worst} ms over ${RUNS} cold loads`,
    ];
    console.log(lines.join('\n'));
  } finally {
    await stop(child);
    await fs.rm(dataDir, { recursive: true, force: true });
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
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
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

async function waitForHealth(appUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the app exited during start');
    const healthy = await fetch(`${appUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the app did not become healthy in time');
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
