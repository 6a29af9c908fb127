import wordListPath from 'word-list';
import { findLine, readSortedLines, type SortedLines } from './sorted-lines';

/**
 * English words (the `word-list` package: 274,000 words, MIT), asked whether a typed word is one: a real
 * word the library does not have ("sleep", "airfare", "kitty") is a search for something else, not a typo
 * to correct into the nearest library word ("sweep", "airframe"). Read on first use (~4 MB held).
 */
let words: SortedLines | null = null;

/** Whether `word` (lower-case) is an English word. */
export function isEnglishWord(word: string): boolean {
  words ??= readSortedLines(wordListPath, 'utf8');
  return findLine(words, word) !== null;
}
