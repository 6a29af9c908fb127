// docs/product/video-detail.md#page-title-rule: description and overview cuts are at 100 characters.
const TITLE_MAX_CHARACTERS = 100;
// docs/product/video-detail.md#page-title-rule: meta description at most 160 characters.
const META_DESCRIPTION_MAX_CHARACTERS = 160;
const ELLIPSIS = '…';

export interface TitleSource {
  id: number;
  simple_description?: string | null;
  author_username?: string | null;
  overview?: string | null;
}

/** Builds the video detail page title (docs/product/video-detail.md#page-title-rule). */
export function videoTitle(v: TitleSource): string {
  const description = collapseWhitespace(v.simple_description);
  const author = collapseWhitespace(v.author_username);
  // docs/product/video-detail.md#page-title-rule: 'simple description from author' if both exist.
  if (description && author) return `${description} from ${author}`;
  // docs/product/video-detail.md#page-title-rule: else the first 100 characters of the simple description.
  if (description) return characters(description).slice(0, TITLE_MAX_CHARACTERS).join('').trimEnd();
  // docs/product/video-detail.md#page-title-rule: else the first sentence of the overview cut at 100 characters with an ellipsis.
  const sentence = firstSentence(collapseLines(v.overview));
  if (sentence) return cutWithEllipsis(sentence, TITLE_MAX_CHARACTERS);
  // docs/product/video-detail.md#page-title-rule: else 'Video {id}'.
  return `Video ${v.id}`;
}

/** Shortens text for a meta description: one line, at most `max` characters, cut at a word (docs/product/video-detail.md#page-title-rule). */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX_CHARACTERS): string {
  const clean = collapseWhitespace(text);
  const chars = characters(clean);
  if (chars.length <= max) return clean;
  if (max < 1) return '';
  // Leave room for the ellipsis so the whole result stays within max.
  const room = max - 1;
  const head = chars.slice(0, room).join('');
  const endsOnWord = chars[room] === ' ' || head.endsWith(' ');
  const lastSpace = head.lastIndexOf(' ');
  // One word longer than the limit cannot be cut at a boundary, so it is cut mid-word.
  const kept = endsOnWord || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return `${kept.replace(/[\s,;:–—-]+$/u, '')}${ELLIPSIS}`;
}

function collapseWhitespace(text: string | null | undefined): string {
  return typeof text === 'string' ? text.replace(/\s+/gu, ' ').trim() : '';
}

// Line breaks end a sentence for the title rule, so they are kept (as "\n") while spaces collapse.
function collapseLines(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  return text
    .split(/\r?\n|\r/)
    .map((line) => collapseWhitespace(line))
    .filter((line) => line !== '')
    .join('\n');
}

// A sentence ends at ".", "!", "?" or "…" followed by whitespace or the end, or at a line break.
// A closing full stop is dropped because it reads oddly in a title; "?", "!" and "..." carry meaning and stay.
function firstSentence(text: string): string {
  const firstLine = text.split('\n')[0] ?? '';
  const end = /[.!?…]+(?=\s|$)/u.exec(firstLine);
  const sentence = end ? firstLine.slice(0, end.index + end[0].length) : firstLine;
  const endsWithFullStop = sentence.endsWith('.') && !sentence.endsWith('..');
  return (endsWithFullStop ? sentence.slice(0, -1) : sentence).trim();
}

// docs/product/video-detail.md#page-title-rule: the ellipsis is added only when the sentence was actually cut.
function cutWithEllipsis(text: string, max: number): string {
  const chars = characters(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}

// Counts by code point so an emoji is never split in half.
function characters(text: string): string[] {
  return Array.from(text);
}
