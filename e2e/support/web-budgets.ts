import type { RouteBudget } from './web-budgets-check';

const KiB = 1024;

/**
 * The web budgets of every public page (e2e/support/web-budgets-pages.ts) and signed-in screen
 * (e2e/support/signed-in-pages.ts), in this one place. Deterministic figures only, never times (times live
 * in `npm run bench:web`). Each budget is the value measured on the date given plus small headroom (JS +5 KiB,
 * CSS +1 KiB, requests +3, images +10%); when a change lowers a figure for good, lower its budget with it.
 * - JS and CSS: gzip of the files in Vite's manifest the route needs before it shows (see web-budgets-check.ts).
 * - Requests: started before the first card (/public-beta) or the main heading (the others) is visible,
 *   the document included, at 375×812.
 * - Image bytes: what the first screen of /public-beta loads at 375×812, 3× density.
 */
export const WEB_BUDGETS: Record<string, RouteBudget> = {
  // CSS, measured on 2026-11-27 after issue 31: 16.2 KiB on every page (14.3 before it). One style sheet
  // serves every page: the lists' container queries (columns by the list's own width), the Related row,
  // swipefile boards and route notices added 1.9 KiB.
  // Measured on 2026-11-24 after the server-rendered first screens (issue 14). Before them: JS 116.7 /
  // 190.4 / 130.9 / 121.7 KiB (hydration added ~7 KiB to the entry), requests 7 / 29 / 24 / 21, and
  // 186.6 KiB of PNG on /public-beta's first screen.
  '/': {
    jsGzipBytes: 117 * KiB, // measured 111.5 KiB (121.0 before the toast outlet became its own chunk)
    cssGzipBytes: 17 * KiB, // measured 16.2 KiB
    requestsBeforeReady: 9, // measured 6
  },
  '/public-beta': {
    // measured 200.3 KiB after issue 16, 3.6 KiB more than before it: the admin chunks share zod,
    // lucide icons and the CommonJS interop with the browse screen, so those became chunks of their own
    // (+1.6 KiB of chunk wrappers), plus the visitor id and the longer error catalogue. No admin code loads here.
    // Issue 31 (2026-11-27): 204.1 KiB with the search's Related row, lists laid out by their own width and
    // the one sort control; then 158.7 KiB once the chat panel, the detail modal and the list's validation
    // schemas left the first bundle (they load when used). Issue 33 (2026-11-28): 162.5 KiB with follows and
    // the outlier badge, then 163.9 KiB once /feed shared the video list: its modules became a chunk of
    // their own (docs/decisions/0062-feed-page.md, +1.5 KiB of chunk wrappers and separate compression).
    jsGzipBytes: 169 * KiB,
    cssGzipBytes: 17 * KiB, // measured 16.2 KiB
    requestsBeforeReady: 13, // measured 10
    firstScreenImageBytes: 68 * KiB, // measured 61.8 KiB (WebP variants)
  },
  '/v/{id}': {
    // Issue 33 (2026-11-28): 146.0 KiB with the Follow button's gate on the author chip, the follow rules and
    // the outlier badge (+5.1 KiB, more than those parts should cost: find what came with them, then lower this).
    jsGzipBytes: 150 * KiB, // measured 146.0 KiB (140.9 after issue 31, 136.1 before)
    cssGzipBytes: 17 * KiB, // measured 16.2 KiB
    requestsBeforeReady: 10, // measured 7
  },
  // docs/decisions/0018-shared-links.md, measured 2026-11-24: the demo's public swipefile. Its chunk is its own (no saving or
  // editing code), so it needs less than /v/{id}; /shared/swipefiles/{token} is the same page and chunk.
  '/public/swipefiles/{slug}': {
    // measured 124.1 KiB after issue 34 (2026-11-28): the brief routes, paths and first-screen queries are in
    // the first bundle (+0.9 KiB); 118.9 on 2026-11-24
    jsGzipBytes: 129 * KiB,
    cssGzipBytes: 17 * KiB, // measured 16.2 KiB
    requestsBeforeReady: 10, // measured 7
  },
  // Issue 34, measured 2026-11-28: the demo's public brief, drawn by the server (33 requests before its title
  // showed while the phone drew it); its own chunk with the reading view, no editor.
  '/public/briefs/{brief}': {
    jsGzipBytes: 128 * KiB, // measured 123.1 KiB
    cssGzipBytes: 18 * KiB, // measured 16.9 KiB
    requestsBeforeReady: 7, // measured 4
  },
  // docs/decisions/0006-views.md, measured 2026-11-24: a demo view, its header and list drawn by the server. The browse
  // screen's code (as /public-beta) plus the view's header; its first screen shows fewer cards below the header.
  '/views/{view}': {
    // measured 166.9 KiB after issue 33 (165.4 before /feed shared the video list, docs/decisions/0062-feed-page.md;
    // 161.5 before follows; 206.9 before the chat panel and detail modal loaded on use)
    jsGzipBytes: 172 * KiB,
    cssGzipBytes: 17 * KiB, // measured 16.2 KiB
    requestsBeforeReady: 12, // measured 9
    firstScreenImageBytes: 68 * KiB, // measured 63.4 KiB on the first demo view (WebP variants), as /public-beta
  },
  '/login': {
    jsGzipBytes: 122 * KiB, // measured 116.5 KiB
    cssGzipBytes: 17 * KiB, // measured 16.2 KiB
    requestsBeforeReady: 9, // measured 6
  },
  // Issue 31, measured 2026-11-27: the signed-in screens (e2e/support/signed-in-pages.ts). JavaScript and CSS
  // only; their times signed in are `npm run bench:web`'s.
  '/videos': {
    // measured 164.0 KiB after issue 33 (162.5 before /feed shared the video list, docs/decisions/0062-feed-page.md;
    // 158.8 before follows; 204.1 before the chat panel and detail modal loaded on use)
    jsGzipBytes: 169 * KiB,
    cssGzipBytes: 17 * KiB, // measured 16.2 KiB
  },
  '/swipefiles': {
    jsGzipBytes: 158 * KiB, // measured 152.8 KiB (zod-free swipefile limits; it was 178.1 with the schemas)
    cssGzipBytes: 17 * KiB, // measured 16.2 KiB
  },
  '/swipefiles/{swipefile}': {
    // measured 172.0 KiB after issue 34 (2026-11-28): "Draft a brief" and the saved videos' comment counts
    // (the thread itself loads when opened); 163.4 before (zod-free swipefile limits; 196.4 with the schemas)
    jsGzipBytes: 177 * KiB,
    cssGzipBytes: 17 * KiB, // measured 16.2 KiB
  },
  // Issue 34, measured 2026-11-28: the brief list (the editor loads with a brief).
  '/briefs': {
    jsGzipBytes: 157 * KiB, // measured 152.0 KiB
    cssGzipBytes: 18 * KiB, // measured 16.9 KiB
  },
  '/feed': {
    // Issue 33 (2026-11-28): 138.6 KiB for the Feed page (116.3 for Coming Soon): the video list, its
    // slots (detail, save, follow), the tabs and the filter; Manage follows loads when opened.
    jsGzipBytes: 144 * KiB,
    cssGzipBytes: 17 * KiB, // measured 16.3 KiB
  },
};
