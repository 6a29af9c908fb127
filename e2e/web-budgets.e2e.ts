import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { SIGNED_IN_PAGES } from './support/signed-in-pages';
import { WEB_BUDGETS } from './support/web-budgets';
import { checkBudget } from './support/web-budgets-check';
import { measureBuild, measureInBrowser } from './support/web-budgets-measure';
import { type DemoAddresses, demoAddresses, PUBLIC_PAGES, pagePath } from './support/web-budgets-pages';

/**
 * Issue 14: each public page stays within its deterministic budgets (e2e/support/web-budgets.ts) — the
 * JavaScript and CSS it needs, the requests before its first content shows on a phone, and the first
 * screen's image bytes on /public-beta. A failure names the route, the metric, the value and the budget.
 */
describe('web budgets of the public pages', () => {
  let browser: Browser;
  let addresses: DemoAddresses;

  beforeAll(async () => {
    browser = await launchChromium();
    addresses = await demoAddresses(inject('appUrl'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(PUBLIC_PAGES)('$route stays within its budgets', async (page) => {
    const figures = {
      ...(await measureBuild(page)),
      ...(await measureInBrowser(
        browser,
        inject('appUrl') + pagePath(page.route, addresses),
        page.readySelector,
      )),
    };
    console.log(`[web-budgets] ${page.route} ${JSON.stringify(figures)}`);
    expect(checkBudget(page.route, figures, WEB_BUDGETS[page.route])).toEqual([]);
  });
});

/**
 * Issue 31: the screens a paying user opens every day keep their JavaScript and CSS within budget too. Their
 * load times, signed in, are `npm run bench:web`'s (Lighthouse with the session cookie).
 */
describe('web budgets of the signed-in screens', () => {
  it.each(SIGNED_IN_PAGES)('$route stays within its JavaScript and CSS budgets', async (page) => {
    const figures = await measureBuild(page);
    console.log(`[web-budgets] ${page.route} ${JSON.stringify(figures)}`);
    expect(checkBudget(page.route, figures, WEB_BUDGETS[page.route])).toEqual([]);
  });
});
