// docs/product/video-detail.md#embedded-player, docs/product/limits.md#interface-timings: the embed is refreshed 100 ms after open; the TikTok loading
// placeholder stays until the embed frame appears (polled every 200 ms) or 4000 ms have passed.
export const EMBED_REFRESH_DELAY_MS = 100;
export const EMBED_POLL_INTERVAL_MS = 200;
export const EMBED_WAIT_CAP_MS = 4_000;

export type EmbedPlatform = 'instagram' | 'tiktok';

/** docs/product/calls.md#conventions: the platforms' own embed scripts (allowed by the CSP in server/app.ts). */
const EMBED_SCRIPT_URLS: Record<EmbedPlatform, string> = {
  instagram: 'https://www.instagram.com/embed.js',
  tiktok: 'https://www.tiktok.com/embed.js',
};

interface InstagramEmbeds {
  Embeds: { process(): void };
}

declare global {
  interface Window {
    instgrm?: InstagramEmbeds;
  }
}

function insertScript(platform: EmbedPlatform): void {
  const script = document.createElement('script');
  script.id = `embed-script-${platform}`;
  script.src = EMBED_SCRIPT_URLS[platform];
  script.async = true;
  document.body.append(script);
}

/**
 * Turns the platform's blockquotes on the page into players. Instagram's script exposes a re-scan;
 * TikTok's scans only when it runs, so it is inserted afresh.
 */
export function refreshEmbeds(platform: EmbedPlatform): void {
  const existing = document.getElementById(`embed-script-${platform}`);
  if (platform === 'instagram') {
    if (window.instgrm) window.instgrm.Embeds.process();
    else if (!existing) insertScript(platform);
    return;
  }
  existing?.remove();
  insertScript(platform);
}

/**
 * Builds the blockquote each platform's script replaces with its player. Built with DOM calls rather
 * than HTML text, so a url can never become markup.
 */
export function buildEmbedMarkup(platform: EmbedPlatform, url: string): HTMLElement {
  const quote = document.createElement('blockquote');
  if (platform === 'instagram') {
    quote.className = 'instagram-media';
    quote.setAttribute('data-instgrm-permalink', url);
    quote.setAttribute('data-instgrm-version', '14');
  } else {
    quote.className = 'tiktok-embed';
    quote.setAttribute('cite', url);
    const id = /\/video\/(\d+)/.exec(url)?.[1];
    if (id) quote.setAttribute('data-video-id', id);
  }
  quote.style.margin = '0 auto';
  quote.style.width = '100%';
  quote.style.maxWidth = '540px';
  quote.style.minWidth = '0';
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = platform === 'instagram' ? 'View this post on Instagram' : 'View this video on TikTok';
  quote.append(link);
  return quote;
}
