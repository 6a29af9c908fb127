import { VIDEO_MARKER_PATTERN } from '../../../../shared/contracts/chat-constants';

// Spaces before a marker go with it ("this hook [videoID:12] works" reads "this hook works"), line breaks
// stay; brackets a marker sat alone in are dropped too.
const MARKER_WITH_SPACE = new RegExp(`[ \\t]*${VIDEO_MARKER_PATTERN.source}`, 'g');
const EMPTY_BRACKETS = /[ \t]*\(\s*\)/g;
// The start of a marker the stream has not finished yet: "[", "[vid", "[videoID:4".
const PARTIAL_MARKER = /\[(?:v(?:i(?:d(?:e(?:o(?:I(?:D(?::\d*)?)?)?)?)?)?)?)?$/;

/**
 * spec 000 §4 "Chat send": `[videoID:N]` markers become video cards and leave the text. Returns the text
 * without them and the ids they named, each once, in the order of first mention.
 */
export function extractVideoMarkers(text: string): { text: string; videoIds: number[] } {
  const ids = new Set<number>();
  for (const match of text.matchAll(VIDEO_MARKER_PATTERN)) ids.add(Number(match[1]));
  const stripped = text.replace(MARKER_WITH_SPACE, '').replace(EMPTY_BRACKETS, '');
  return { text: stripped, videoIds: [...ids] };
}

/** The text of an answer still streaming: without markers, nor the start of one the next delta finishes. */
export function streamingText(text: string): string {
  return extractVideoMarkers(text.replace(PARTIAL_MARKER, '')).text;
}
