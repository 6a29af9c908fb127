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
 * Reads a JSON array or NDJSON text. An array is addressed by index; NDJSON by line number, and a line
 * that is not JSON is reported, never fatal for the rest.
 */
export function readRecords(text: string): ReadResult {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (error) {
      return {
        records: [],
        unreadable: [{ position: 'file', reason: `not a valid JSON array (${(error as Error).message})` }],
      };
    }
    const list = parsed as unknown[];
    return { records: list.map((value, i) => ({ position: `index ${i}`, value })), unreadable: [] };
  }
  const records: SourceRecord[] = [];
  const unreadable: ReadResult['unreadable'] = [];
  const lines = trimmed.split(/\r?\n/);
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const position = `line ${i + 1}`;
    try {
      records.push({ position, value: JSON.parse(line) });
    } catch {
      unreadable.push({ position, reason: 'not valid JSON' });
    }
  });
  return { records, unreadable };
}
