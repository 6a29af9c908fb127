import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { dismissFirstVisitDialogs } from './first-visit';
import { lazyRouteSources, type RouteFigures, routeFiles, type ViteManifest } from './web-budgets-check';
import type { PublicPage } from './web-budgets-pages';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'dist/web');

/** Added to every request's round trip while measuring requests (see measureInBrowser). */
const NETWORK_LATENCY_MS = 300;

/** The phone the budgets are measured on: an iPhone X's 375×812 CSS pixels at its 3× density. */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** A route's JavaScript and CSS in the current build, gzipped (zlib's default level, as a server sends). */
export async function measureBuild(
  page: PublicPage,
): Promise<Pick<RouteFigures, 'jsGzipBytes' | 'cssGzipBytes'>> {
  const manifestText = await fs.readFile(path.join(DIST, '.vite/manifest.json'), 'utf8').catch(() => {
    throw new Error('dist/web/.vite/manifest.json is missing: build first (`npm run test:e2e` does)');
  });
  const manifest = JSON.parse(manifestText) as ViteManifest;
  const appSource = await fs.readFile(path.join(ROOT, 'web/src/app/app.tsx'), 'utf8');
  let lazySource: string | null = null;
  if (page.lazyComponent !== null) {
    lazySource = lazyRouteSources(appSource, manifest).get(page.lazyComponent) ?? null;
    if (lazySource === null) {
      throw new Error(
        `${page.route}: app.tsx has no lazy import named ${page.lazyComponent} (web-budgets-pages.ts)`,
      );
    }
  }
  const files = routeFiles(manifest, lazySource);
  const gzipBytes = async (names: string[]) => {
    let total = 0;
    for (const name of names) total += gzipSync(await fs.readFile(path.join(DIST, name))).length;
    return total;
  };
  return { jsGzipBytes: await gzipBytes(files.js), cssGzipBytes: await gzipBytes(files.css) };
}

/**
 * Loads `url` in a fresh phone context (empty cache, welcome modal and cookie notice already answered, so
 * only the page itself is counted) and returns the requests started before `readySelector` was visible
 * (the document included) and the image bytes loaded once the network is idle.
 */
export async function measureInBrowser(
  browser: Browser,
  url: string,
  readySelector: string,
): Promise<Pick<RouteFigures, 'requestsBeforeReady' | 'firstScreenImageBytes'>> {
  const context = await browser.newContext(PHONE);
  try {
    await dismissFirstVisitDialogs(context);
    // Marks the moment the element is in the page with a box; resource timing then says which requests
    // started before it, by the page's own clock.
    await context.addInitScript((selector) => {
      performance.setResourceTimingBufferSize(1000);
      const observer = new MutationObserver(() => {
        const element = document.querySelector(selector);
        if (element && element.getBoundingClientRect().height > 0) {
          performance.mark('hookshelf-ready');
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    }, readySelector);
    const page = await context.newPage();
    // Every answer ~300 ms late, as on a slow mobile network. Without it the count races: prefetches that
    // do not gate the content (the layout's menu chunks, at idle time) start before or after it depending on
    // how fast the loopback server answered, and the same build counted 14 or 21 requests on /login. With
    // network waits far longer than the CPU work, each request falls on the same side every time.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK_LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const imageSizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') {
        imageSizes.push(request.sizes().then((sizes) => sizes.responseBodySize));
      }
    });
    await page.goto(url);
    await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const requestsBeforeReady = await page.evaluate(() => {
      const ready = performance.getEntriesByName('hookshelf-ready')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      return 1 + performance.getEntriesByType('resource').filter((entry) => entry.startTime < ready).length;
    });
    const sizes = await Promise.all(imageSizes);
    return { requestsBeforeReady, firstScreenImageBytes: sizes.reduce((sum, size) => sum + size, 0) };
  } finally {
    await context.close();
  }
}
