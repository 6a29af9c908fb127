/**
 * `[videoID:N]` markers in a model's answer (docs/product/chat.md#answers: the chat panel turns them into video cards).
 * A marker may stay only when it names a video that exists and that the answer drew on; anything else
 * that looks like a marker (an unknown id, a misspelt `[videoId: 12]`, a 40-digit id) is removed, so the
 * panel never shows a card for a video the model made up.
 */

const MARKER_PREFIX = '[videoID:';
/** Longest inside of a marker-like `[videoID:…]` we remove; longer brackets are ordinary text. */
const MARKER_BODY_MAX = 24;
/** Anything shaped like a marker, with the space before it (removed with it, so no gap is left). */
const MARKER_LIKE = new RegExp(`( ?)\\[videoID:([^\\]\\n]{0,${MARKER_BODY_MAX}})\\]`, 'gi');
const WELL_FORMED = /^\[videoID:(\d{1,15})\]$/;

/** The id a marker-like piece names when it is a well-formed marker, else null. */
function markerId(marker: string): number | null {
  const match = WELL_FORMED.exec(marker);
  return match?.[1] ? Number(match[1]) : null;
}

/** The text with every marker removed except well-formed ones whose id `keep` accepts. */
export function keepMarkers(text: string, keep: (id: number) => boolean): string {
  return text.replace(MARKER_LIKE, (whole: string, space: string) => {
    const id = markerId(whole.slice(space.length));
    return id !== null && keep(id) ? whole : '';
  });
}

/**
 * Filters a streamed answer piece by piece as keepMarkers does the whole. A marker can arrive split
 * across pieces (`[vid` … `eoID:12]`), so a trailing piece that may still become one is held back
 * until the next piece (or flush) decides it.
 */
export class MarkerStreamFilter {
  private held = '';

  constructor(private readonly keep: (id: number) => boolean) {}

  /** The part of the answer so far that can be shown now. */
  push(piece: string): string {
    const text = this.held + piece;
    const cut = heldBackFrom(text);
    this.held = text.slice(cut);
    return keepMarkers(text.slice(0, cut), this.keep);
  }

  /** Whatever was held back, at the end of the answer. */
  flush(): string {
    const rest = this.held;
    this.held = '';
    return keepMarkers(rest, this.keep);
  }
}

/** Where a trailing, unfinished marker starts (the text's length when it ends with none). */
function heldBackFrom(text: string): number {
  // A last space may be the one before a marker, which goes with it: it waits for the next piece.
  const end = text.endsWith(' ') ? text.length - 1 : text.length;
  const open = text.lastIndexOf('[');
  if (open === -1) return end;
  const tail = text.slice(open).toLowerCase();
  const prefix = MARKER_PREFIX.toLowerCase();
  const unfinished =
    tail.length <= prefix.length
      ? prefix.startsWith(tail)
      : tail.startsWith(prefix) &&
        !tail.includes(']') &&
        !tail.includes('\n') &&
        tail.length <= prefix.length + MARKER_BODY_MAX;
  if (!unfinished) return end;
  // The space before a marker goes with it (keepMarkers removes both).
  return open > 0 && text[open - 1] === ' ' ? open - 1 : open;
}
