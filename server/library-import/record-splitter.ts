import { StringDecoder } from 'node:string_decoder';
import type { SourceRecord } from './read-records';

export interface SplitOutput {
  records: SourceRecord[];
  /** Lines or elements that were not JSON, or where a JSON array broke off. */
  unreadable: { position: string; reason: string }[];
}

/**
 * Splits an import file into records as its bytes arrive, so no file is ever held whole: NDJSON by
 * lines, a JSON array into its elements (tracking strings, escapes and depth, no full parse). The
 * format is told by the first character, as readRecords does. Each record keeps its position
 * ('line N' / 'index N') for the report; a broken line or element is reported and the rest goes on.
 */
export class RecordSplitter {
  private readonly decoder = new StringDecoder('utf8');
  private format: 'unknown' | 'ndjson' | 'array' = 'unknown';
  /** Bytes given so far. */
  bytes = 0;
  // NDJSON: the unfinished last line and its number.
  private lineBuffer = '';
  private lineNumber = 0;
  // JSON array: the element being read, where it is, and the scanner's state.
  private element = '';
  private index = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private arrayClosed = false;
  private trailing = '';

  get kind(): 'unknown' | 'ndjson' | 'array' {
    return this.format;
  }

  push(chunk: Buffer | string): SplitOutput {
    this.bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    let text = typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    const out: SplitOutput = { records: [], unreadable: [] };
    if (this.format === 'unknown') {
      text = text.replace(/^\uFEFF/, '');
      const first = text.search(/\S/);
      if (first < 0) {
        this.lineBuffer += text;
        return out;
      }
      const opensArray = text[first] === '[';
      this.format = opensArray ? 'array' : 'ndjson';
      if (opensArray) text = text.slice(first + 1);
    }
    if (this.format === 'ndjson') this.splitLines(text, out);
    else this.splitArray(text, out);
    return out;
  }

  /** The end of the file: the last line, or where an unclosed array broke off. */
  end(): SplitOutput {
    const out: SplitOutput = { records: [], unreadable: [] };
    const rest = this.decoder.end();
    if (this.format === 'ndjson') {
      this.splitLines(`${rest}\n`, out);
    } else if (this.format === 'array') {
      if (rest) this.splitArray(rest, out);
      if (!this.arrayClosed) {
        out.unreadable.push({
          position: `index ${this.index}`,
          reason: `the JSON array breaks off at byte ${this.bytes} (the file ends inside it; is it truncated?)`,
        });
      } else if (this.trailing.trim()) {
        out.unreadable.push({ position: 'file', reason: 'text after the closing ] of the JSON array' });
      }
    }
    return out;
  }

  private splitLines(text: string, out: SplitOutput): void {
    const parts = (this.lineBuffer + text).split('\n');
    this.lineBuffer = parts.pop() ?? '';
    for (const raw of parts) {
      this.lineNumber += 1;
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (!line.trim()) continue;
      const position = `line ${this.lineNumber}`;
      try {
        out.records.push({ position, value: parseRecord(line) });
      } catch {
        out.unreadable.push({ position, reason: 'not valid JSON' });
      }
    }
  }

  private splitArray(text: string, out: SplitOutput): void {
    if (this.arrayClosed) {
      this.trailing += text;
      return;
    }
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === '\\') this.escaped = true;
        else if (c === '"') this.inString = false;
        continue;
      }
      if (c === '"') this.inString = true;
      else if (c === '{' || c === '[') this.depth += 1;
      else if ((c === '}' || c === ']') && this.depth > 0) this.depth -= 1;
      else if (this.depth === 0 && (c === ',' || c === ']')) {
        this.finishElement(this.element + text.slice(start, i), out, c === ']');
        this.element = '';
        start = i + 1;
        if (c === ']') {
          this.arrayClosed = true;
          this.trailing += text.slice(start);
          return;
        }
      }
    }
    this.element += text.slice(start);
  }

  private finishElement(source: string, out: SplitOutput, closing: boolean): void {
    const trimmed = source.trim();
    // `[]` and a closing `]` after the last element carry no element.
    if (!trimmed && closing) return;
    const position = `index ${this.index}`;
    this.index += 1;
    try {
      out.records.push({ position, value: parseRecord(trimmed) });
    } catch {
      out.unreadable.push({ position, reason: 'not valid JSON' });
    }
  }
}

/** A `\u0000` escape, not preceded by a backslash that is itself escaped (an even run of them is text). */
const NUL_ESCAPE = /(?<!\\)((?:\\\\)*)\\u0000/g;

/**
 * One record's JSON, without the NUL character: PostgreSQL text cannot hold it, and one stray NUL in a
 * caption would otherwise fail its whole batch.
 */
function parseRecord(json: string): unknown {
  return JSON.parse(json.includes('\\u0000') ? json.replace(NUL_ESCAPE, '$1') : json);
}
