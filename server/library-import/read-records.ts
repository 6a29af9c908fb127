import { RecordSplitter } from './record-splitter';

/** One record read from an import file, with where it was found (for the report). */
export interface SourceRecord {
  position: string;
  value: unknown;
}

export interface ReadResult {
  records: SourceRecord[];
  /** Lines or the whole file that could not be read as JSON. */
  unreadable: { position: string; reason: string }[];
}

/**
 * Reads a whole JSON array or NDJSON text with the streamed import's splitter (one parser for both): an
 * array is addressed by index, NDJSON by line number, and a record that is not JSON is reported, never
 * fatal for the rest.
 */
export function readRecords(text: string): ReadResult {
  const splitter = new RecordSplitter();
  const parts = [splitter.push(text), splitter.end()];
  return {
    records: parts.flatMap((p) => p.records),
    unreadable: parts.flatMap((p) => p.unreadable),
  };
}
