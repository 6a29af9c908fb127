import { citedIds, withoutMarkers } from '../../../../shared/domain/video-markers';

// The start of a marker the stream has not finished yet: "[", "[vid", "[videoID:4".
const PARTIAL_MARKER = /\[(?:v(?:i(?:d(?:e(?:o(?:I(?:D(?::\d*)?)?)?)?)?)?)?)?$/;

/**
 * docs/product/chat.md#sending-a-message: `[videoID:N]` markers become video cards and leave the text. Returns the text
 * without them and the ids they named, each once, in the order of first mention.
 */
export function extractVideoMarkers(text: string): { text: string; videoIds: number[] } {
  return { text: withoutMarkers(text), videoIds: citedIds(text) };
}

/** The text of an answer still streaming: without markers, nor the start of one the next delta finishes. */
export function streamingText(text: string): string {
  return withoutMarkers(text.replace(PARTIAL_MARKER, ''));
}
