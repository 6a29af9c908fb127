import { SITE_NAME } from '../../shared/domain/site';
import { escapeHtml } from '../http/escape-html';

/**
 * The page behind a digest's unsubscribe link (docs/product/feed.md#unsubscribing): drawn by the server
 * in the site's colours, with no script, so it works in any browser a mail client opens. Its button is a
 * form that posts the same one-click body a mail client sends (RFC 8058).
 */
export type UnsubscribePage =
  | { state: 'confirm'; frequency: 'daily' | 'weekly'; action: string }
  | { state: 'off'; siteUrl: string }
  | { state: 'invalid'; siteUrl: string; reason: string };

/** Inter is the site's face; a mail client's browser may not have it, so the system face stands in. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
  background:#f8fafc;color:#0f172a;font-family:"Inter Variable",Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
  -webkit-font-smoothing:antialiased}
main{width:100%;max-width:28rem;background:#fff;border-radius:16px;padding:32px;
  box-shadow:0 1px 2px rgb(15 23 42/.06);outline:1px solid rgb(15 23 42/.08)}
.brand{display:flex;align-items:center;gap:8px;font-size:18px;font-weight:600;letter-spacing:-.01em;margin-bottom:24px}
h1{font-size:22px;line-height:1.3;margin:0 0 8px;letter-spacing:-.01em}
p{margin:0 0 20px;color:#475569;line-height:1.55}
button,.button{display:inline-flex;align-items:center;justify-content:center;border:0;border-radius:8px;
  padding:10px 18px;font:inherit;font-weight:600;font-size:15px;cursor:pointer;text-decoration:none}
button{background:#4f46e5;color:#fff}
button:hover{background:#4338ca}
.button{background:#fff;color:#1e293b;box-shadow:inset 0 0 0 1px #e2e8f0}
.button:hover{background:#f8fafc}
:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}`;

/** The Hookshelf mark (web/src/components/brand-mark.tsx). */
const MARK = `<svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false"><defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#4338ca"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#m)"/><path d="M10 8v16M22 8v16M10 16h12" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/></svg>`;

const TITLES = {
  confirm: 'Turn off digests',
  off: 'Digests are off',
  invalid: 'This link does not work',
} as const;

/** The whole page for one state. */
export function unsubscribePageHtml(page: UnsubscribePage): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${TITLES[page.state]} | ${SITE_NAME}`)}</title>
<style>${STYLE}</style></head>
<body><main><div class="brand">${MARK}${SITE_NAME}</div>
${body(page)}
</main></body></html>`;
}

function body(page: UnsubscribePage): string {
  switch (page.state) {
    case 'confirm':
      return `<h1>Turn off your ${page.frequency} digest?</h1>
<p>You get an e-mail ${page.frequency === 'daily' ? 'every day' : 'every week'} with the new videos from what you follow, the top outliers and picks for you. Turn it off and no more digests come; you can turn it on again from your account menu.</p>
<form method="post" action="${escapeHtml(page.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Turn off digests</button></form>`;
    case 'off':
      return `<h1>Digests are off</h1>
<p>You will get no more digest e-mails from ${SITE_NAME}. You can turn them on again any time from your account menu.</p>
<a class="button" href="${escapeHtml(page.siteUrl)}">Open ${SITE_NAME}</a>`;
    case 'invalid':
      return `<h1>This link does not work</h1>
<p>${escapeHtml(page.reason)} Open the link from the digest e-mail again, or turn digests off from your account menu.</p>
<a class="button" href="${escapeHtml(page.siteUrl)}">Open ${SITE_NAME}</a>`;
  }
}
