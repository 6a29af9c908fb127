import { isRecord, looksLikeJson, parseJsonValue, readText } from './json-value';

// Leading list markers: "1.", "1)", "(1)", "•", and "-" or "*" followed by a space. A number followed by
// another digit ("1.5x speed") is content, and so is "*" opening markdown bold ("**Hook**").
const LIST_MARKER = /^(?:\(\d{1,3}\)|\d{1,3}[.)](?!\d)|[•·◦▪●]|[-*–—](?=\s|$))\s*/u;

/** Reads a tag list from an array, its JSON text or comma-separated text (docs/product/video-data.md#the-video-record). */
export function parseTagList(value: unknown): string[] {
  // docs/product/video-data.md#the-video-record: tag lists are an array, comma-separated text or JSON text.
  if (typeof value === 'string' && !looksLikeJson(value)) return uniqueIgnoringCase(value.split(','));
  const parsed = parseJsonValue(value);
  if (Array.isArray(parsed)) return uniqueIgnoringCase(parsed.map(tagName));
  // A lone {match} / {name} object is read as a one-item list.
  if (isRecord(parsed)) return uniqueIgnoringCase([tagName(parsed)]);
  return [];
}

/** Reads an outline from a list, its JSON text or newline-separated text, without list markers (docs/product/video-data.md#the-video-record). */
export function parseOutline(value: unknown): string[] {
  // docs/product/video-data.md#the-video-record: simple_outline is a list, JSON text, or newline-separated text.
  if (typeof value === 'string' && !looksLikeJson(value)) return outlineLines(value.split(/\r?\n|\r/));
  const parsed = parseJsonValue(value);
  if (!Array.isArray(parsed)) return [];
  return outlineLines(parsed.filter((item): item is string => typeof item === 'string'));
}

// Tag items are strings or objects naming the tag in `match` (db_analysis) or `name`.
function tagName(item: unknown): string | null {
  if (typeof item === 'string') return item;
  if (!isRecord(item)) return null;
  return readText(item.match) ?? readText(item.name);
}

// Trims, drops empty entries and keeps the first spelling of case-insensitive duplicates.
function uniqueIgnoringCase(items: (string | null)[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    const text = readText(item);
    if (text === null) continue;
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(text);
  }
  return result;
}

function outlineLines(lines: string[]): string[] {
  return lines.map((line) => line.trim().replace(LIST_MARKER, '').trim()).filter((line) => line !== '');
}
