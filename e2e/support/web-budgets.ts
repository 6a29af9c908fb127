import type { RouteBudget } from './web-budgets-check';

const KiB = 1024;

/**
 * The web budgets of every public page (e2e/support/web-budgets-pages.ts), in this one place. Deterministic
 * figures only, never times (times live in `npm run bench:web`). Each budget is the value measured on the
 * date given plus small headroom (JS +5 KiB, CSS +1 KiB, requests +3, images +10%); when a change lowers
 * a figure for good, lower its budget with it.
 * - JS and CSS: gzip of the files in Vite's manifest the route needs before it shows (see web-budgets-check.ts).
 * - Requests: started before the first card (/public-beta) or the main heading (the others) is visible,
 *   the document included, at 375×812.
 * - Image bytes: what the first screen of /public-beta loads at 375×812, 3× density.
 */
export const WEB_BUDGETS: Record<string, RouteBudget> = {
  '/': {
    jsGzipBytes: 122 * KiB, // measured 116.7 KiB on 2026-11-24
    cssGzipBytes: 15 * KiB, // measured 13.9 KiB
    requestsBeforeReady: 10, // measured 7
  },
  '/public-beta': {
    jsGzipBytes: 196 * KiB, // measured 190.4 KiB
    cssGzipBytes: 15 * KiB, // measured 13.9 KiB
    requestsBeforeReady: 32, // measured 29
    firstScreenImageBytes: 205 * KiB, // measured 186.6 KiB
  },
  '/v/{id}': {
    jsGzipBytes: 136 * KiB, // measured 130.9 KiB
    cssGzipBytes: 15 * KiB, // measured 13.9 KiB
    requestsBeforeReady: 27, // measured 24
  },
  '/login': {
    jsGzipBytes: 127 * KiB, // measured 121.7 KiB
    cssGzipBytes: 15 * KiB, // measured 13.9 KiB
    requestsBeforeReady: 24, // measured 21
  },
};
