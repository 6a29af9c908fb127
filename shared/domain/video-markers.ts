/**
 * `[videoID:N]` markers: how an answer of the strategy assistant names a video it drew on (the chat panel
 * turns each into a card and takes it out of the text). The one reading of markers for the server (which
 * videos an answer cites), the web (the text without them) and the evals.
 */

/** A well-formed marker; the id is the first group. */
export const VIDEO_MARKER_PATTERN = /\[videoID:(\d{1,15})\]/g;

/** The marker that names `id`. */
export const markerFor = (id: number): string => `[videoID:${id}]`;

/** The ids the text's markers name, each once, in order of first mention. */
export function citedIds(text: string): number[] {
  const ids = new Set<number>();
  for (const match of text.matchAll(VIDEO_MARKER_PATTERN)) ids.add(Number(match[1]));
  return [...ids];
}

// Spaces before a marker go with it ("this hook [videoID:12] works" reads "this hook works"), line breaks
// stay; brackets a marker sat alone in are dropped too.
const MARKER_WITH_SPACE = new RegExp(`[ \\t]*${VIDEO_MARKER_PATTERN.source}`, 'g');
const EMPTY_BRACKETS = /[ \t]*\(\s*\)/g;

/** The text as the reader sees it once its markers have become cards. */
export function withoutMarkers(text: string): string {
  return text.replace(MARKER_WITH_SPACE, '').replace(EMPTY_BRACKETS, '');
}
