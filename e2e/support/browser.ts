import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { launchChromium } from './chromium';

const ARTIFACTS_DIR = path.resolve('.test-artifacts/screenshots');

let browser: Browser | null = null;

// Registered at import (collection) time so it runs after the file's tests.
afterAll(async () => {
  await browser?.close();
  browser = null;
});

export interface OpenPageOptions {
  width?: number;
  height?: number;
  /** Another app than the run's shared one (a file that starts its own, e.g. with embeddings on). */
  appUrl?: string;
}

/** A fresh browser context (own cookies and storage) on the app under test. */
export async function openPage(
  options: OpenPageOptions = {},
): Promise<{ page: Page; context: BrowserContext; appUrl: string }> {
  browser ??= await launchChromium();
  const appUrl = options.appUrl ?? inject('appUrl');
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    baseURL: appUrl,
  });
  const page = await context.newPage();
  wakeAfterNavigation(page);
  return { page, context, appUrl };
}

/**
 * Waits until the routed page has woken up (hydrated: web/src/features/layout/app-layout.tsx marks it). A
 * server-drawn page is visible before its buttons answer, so a test that clicks at once would click dead
 * markup.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}

/** Documents the server answers that are not the web app: no app wakes up in them. */
const NOT_THE_APP = /^\/(api(\/|$)|robots\.txt|sitemaps?[/.]|images\/)/;

/**
 * Every `page.goto` to one of the web app's pages, and every `page.reload` of one, returns once the page has
 * woken up (waitForApp), so no test clicks or types into server-drawn markup that cannot answer yet. (A
 * server-drawn page starts its script only after it has loaded and painted: web/public/start-after-load.js.)
 */
function wakeAfterNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const { pathname } = new URL(url, inject('appUrl'));
    if (!NOT_THE_APP.test(pathname)) await waitForApp(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (!NOT_THE_APP.test(new URL(page.url()).pathname)) await waitForApp(page);
    return response;
  };
}

/**
 * Resolves once the page's entrances and exits (a dialog's fade, a sheet's slide, a toast's entrance, each
 * under a second) have ended, and those they start in turn. A spinner's endless animation and a slow one
 * that marks time (the landing carousel's progress bar restarts with every slide) are not waited for.
 * Waits on the animations themselves, not on a guess of how long they take.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const transitions = () =>
      document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && end <= 1_000;
      });
    for (let round = 0, running = transitions(); round < 5 && running.length > 0; round++) {
      await Promise.allSettled(running.map((animation) => animation.finished));
      running = transitions();
    }
  });
}

/** Resolves after the page has drawn its next frame (a scroll or a resize has been laid out by then). */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Keeps a screenshot of a screen as a test artifact (.test-artifacts/screenshots/NAME.png), once still. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  await fs.mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

/**
 * A full-page screenshot of a list as a user scrolling it sees it: off-screen cards skip rendering
 * (content-visibility) and thumbnails load lazily, both only when scrolled near, so the page is
 * scrolled through and drawn whole for the capture.
 */
export async function listScreenshot(page: Page, name: string): Promise<void> {
  const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
  await style.evaluate((element) => (element as HTMLElement).remove());
}
