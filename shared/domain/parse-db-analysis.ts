import { isRecord, parseJsonRecord, parseJsonValue, readText } from './json-value';
import { parseTagList } from './parse-list';

export interface DbAnalysis {
  topics: string[];
  concepts: string[];
  elements: string[];
  accountTypes: string[];
  format: string | null;
}

/** Reads db_analysis from an object or its JSON text; null when unusable (docs/product/video-data.md#field-shapes). */
export function parseDbAnalysis(value: unknown): DbAnalysis | null {
  // docs/product/video-data.md#field-shapes: db_analysis is an object or JSON text; docs/product/errors.md#quiet-failures: unparseable JSON is ignored.
  const record = parseJsonRecord(value);
  if (!record) return null;
  const accountTypes = parseTagList(record.accountTypes);
  return {
    // docs/product/video-data.md#field-shapes: lists of items that each have a match (plain strings accepted too).
    topics: parseTagList(record.topics),
    concepts: parseTagList(record.concepts),
    elements: parseTagList(record.elements),
    accountTypes: accountTypes.length > 0 ? accountTypes : parseTagList(record.account_types),
    format: parseFormat(record.format),
  };
}

/** Reads a format given as {match}, a plain string, JSON text, or a list of those (the first wins). */
export function parseFormat(value: unknown): string | null {
  const parsed = parseJsonValue(value);
  if (typeof parsed === 'string') return readText(parsed);
  if (isRecord(parsed)) return readText(parsed.match) ?? readText(parsed.name);
  return Array.isArray(parsed) ? (parseTagList(parsed)[0] ?? null) : null;
}
