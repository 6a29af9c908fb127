import { readText } from './json-value';
import { type DbAnalysis, parseDbAnalysis, parseFormat } from './parse-db-analysis';
import { parseTagList } from './parse-list';

export type TagLists = DbAnalysis;

/** Picks a video's topics, concepts, elements, account types and format (docs/product/video-data.md#field-shapes tag list fallback). */
export function resolveTagLists(record: Record<string, unknown>): TagLists {
  // docs/product/video-data.md#field-shapes: lists come from db_analysis first ...
  const analysis = parseDbAnalysis(record.db_analysis);
  // ... and fall back to themes, concepts, elements or account_types (array, comma text or JSON text).
  const topics = firstNonEmpty(analysis?.topics, () => parseTagList(record.themes));
  const primaryTopic = readText(record.primary_topic);
  return {
    // A video whose only topic is primary_topic still shows (and filters by) that topic.
    topics: topics.length === 0 && primaryTopic !== null ? [primaryTopic] : topics,
    concepts: firstNonEmpty(analysis?.concepts, () => parseTagList(record.concepts)),
    elements: firstNonEmpty(analysis?.elements, () => parseTagList(record.elements)),
    accountTypes: firstNonEmpty(analysis?.accountTypes, () => parseTagList(record.account_types)),
    format: analysis?.format ?? parseFormat(record.video_format),
  };
}

function firstNonEmpty(list: string[] | undefined, fallback: () => string[]): string[] {
  return list !== undefined && list.length > 0 ? list : fallback();
}
