/** docs/product/limits.md: the ring a chat 'scroll' action puts on a card lasts 3 s. */
export const SCROLL_RING_MS = 3_000;

/**
 * The videos the strategy bot points at on the page (docs/product/chat.md#actions: highlight, compare,
 * scroll), drawn by one style sheet whose rules name the list items by their `data-video-id`. The video list
 * needs no code for it (and its 1,000 cards subscribe to nothing), so the public pages carry none of it;
 * a card loaded later is ringed as soon as it appears.
 */
let highlighted: readonly number[] = [];
const ringed = new Map<number, ReturnType<typeof setTimeout>>();
let sheet: HTMLStyleElement | null = null;

// A ring outside the card, in the page's background colour first so it reads on any thumbnail.
const HIGHLIGHT_RULE = 'border-radius:0.75rem;box-shadow:0 0 0 2px #f8fafc,0 0 0 5px #fbbf24;';
const RING_RULE = 'border-radius:0.75rem;box-shadow:0 0 0 2px #f8fafc,0 0 0 6px #6366f1;';

const selector = (ids: Iterable<number>) =>
  [...ids].map((id) => `main [data-video-id="${Math.trunc(id)}"]`).join(',');

function draw(): void {
  sheet ??= Object.assign(document.createElement('style'), { id: 'chat-video-highlights' });
  if (!sheet.isConnected) document.head.append(sheet);
  const rules: string[] = [];
  if (highlighted.length > 0) rules.push(`${selector(highlighted)}{${HIGHLIGHT_RULE}}`);
  if (ringed.size > 0) rules.push(`${selector(ringed.keys())}{${RING_RULE}}`);
  sheet.textContent = rules.join('\n');
}

/** Highlights these videos, replacing the last highlight; an empty list clears it. */
export function setHighlightedVideos(ids: readonly number[]): void {
  highlighted = [...ids];
  draw();
}

/** Rings one video for `ms` (a scroll action's 3 s); ringing it again restarts the time. */
export function ringVideo(id: number, ms = SCROLL_RING_MS): void {
  clearTimeout(ringed.get(id));
  ringed.set(
    id,
    setTimeout(() => {
      ringed.delete(id);
      draw();
    }, ms),
  );
  draw();
}

/** How the page marks this video now (for tests and the e2e): 'ringed', 'highlighted' or null. */
export function videoMark(id: number): 'ringed' | 'highlighted' | null {
  if (ringed.has(id)) return 'ringed';
  return highlighted.includes(id) ? 'highlighted' : null;
}
