import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

/**
 * English words (the `word-list` package: 274,000 words, MIT), asked whether a typed word is one: a real
 * word the library does not have ("sleep", "airfare", "kitty") is a search for something else, not a typo
 * to correct into the nearest library word ("sweep", "airframe"). Held as the sorted file's one string
 * and the offsets of its lines (~4 MB, not ~20 MB as a Set of strings), read on first use.
 */
let words: { text: string; starts: Int32Array } | null = null;

function load() {
  const text = readFileSync(wordListPath, 'utf8');
  const starts: number[] = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  if (starts[starts.length - 1] === text.length) starts.pop();
  return { text, starts: Int32Array.from(starts) };
}

function wordAt(list: { text: string; starts: Int32Array }, index: number): string {
  const start = list.starts[index] ?? 0;
  const end = index + 1 < list.starts.length ? (list.starts[index + 1] ?? 0) - 1 : list.text.length;
  return list.text.slice(start, end).trimEnd();
}

/** Whether `word` (lower-case) is an English word. */
export function isEnglishWord(word: string): boolean {
  words ??= load();
  let low = 0;
  let high = words.starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = wordAt(words, middle);
    if (candidate === word) return true;
    if (candidate < word) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
