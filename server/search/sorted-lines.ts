import { readFileSync } from 'node:fs';

/**
 * A word list sorted by its lines' keys, held as the file's one string and the offsets of its lines (a few
 * MB, not a Set of every line), and searched by halving. english-words.ts and wordnet.ts read theirs so.
 */
export interface SortedLines {
  text: string;
  starts: Int32Array;
}

/** Reads `file`'s lines, leaving out empty ones and those `skip` names (a licence header, say). */
export function readSortedLines(
  file: string,
  encoding: BufferEncoding,
  skip: (text: string, start: number) => boolean = () => false,
): SortedLines {
  const text = readFileSync(file, encoding);
  const starts: number[] = [];
  for (let at = 0; at < text.length; ) {
    const end = text.indexOf('\n', at);
    if (end !== at && !skip(text, at)) starts.push(at);
    if (end === -1) break;
    at = end + 1;
  }
  return { text, starts: Int32Array.from(starts) };
}

function lineAt(lines: SortedLines, index: number): string {
  const start = lines.starts[index] ?? 0;
  const end = lines.text.indexOf('\n', start);
  return lines.text.slice(start, end === -1 ? lines.text.length : end).trimEnd();
}

/** The line whose key — its text up to the first `separator`, or all of it — is `key`, or null. */
export function findLine(lines: SortedLines, key: string, separator?: string): string | null {
  let low = 0;
  let high = lines.starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const line = lineAt(lines, middle);
    const cut = separator === undefined ? -1 : line.indexOf(separator);
    const candidate = cut === -1 ? line : line.slice(0, cut);
    if (candidate === key) return line;
    if (candidate < key) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}
