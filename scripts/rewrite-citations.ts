import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Context,
  DECISIONS_DIR,
  keyWords,
  type MapRow,
  type OldCitation,
  PRODUCT_DIR,
  parseCitationMap,
  phraseText,
  resolveDecision,
  resolveSpecCitation,
} from './citation-map';
import { listSourceFiles } from './source-files';

// Rewrites the old citations in source files — `spec 000 §2 "Navigation bar"`, `spec 001 §7`, `§8` after a
// spec citation, `DECISIONS.md 18` — to the files that now hold those facts, using the citation map of
// docs/product/README.md. Deterministic and idempotent: run it again after a merge and it rewrites only
// what the merge brought in.
//
//   npx tsx scripts/rewrite-citations.ts          rewrite, then print a summary
//   npx tsx scripts/rewrite-citations.ts --dry    print the summary only

/** Where a citation could not be given a new home. */
export interface Unmapped {
  file: string;
  line: number;
  text: string;
}

export interface RewriteResult {
  text: string;
  /** Citations rewritten, by kind. */
  counts: Record<string, number>;
  unmapped: Unmapped[];
}

export interface Records {
  rows: MapRow[];
  decisionFiles: string[];
}

// A line break inside a comment between two words of a citation: the break, then `*` or `//` and spaces.
const WRAP = String.raw`(?:[ \t]*\n[ \t]*(?:\*|//)?[ \t]*|[ \t]+)`;
const SECTION_ITEM = String.raw`§(\d+)((?:'s)?)((?:\s+"[^"\n]{1,60}")?)`;
const SEPARATOR = String.raw`(?:,\s*|\s*/\s*|\s+and\s+|\s+or\s+)`;
/** `spec 000 §2 "Navigation bar", §9` and the like; also `spec 001` followed by no section. */
const SPEC_GROUP = new RegExp(
  String.raw`\b[Ss]pec${WRAP}(000|001)\b((?:'s)?)` +
    String.raw`((?:${WRAP}${SECTION_ITEM}(?:${SEPARATOR}(?:${SECTION_ITEM.replace(/\((?!\?)/g, '(?:')}|"[^"\n]{1,60}"))*)?)`,
  'g',
);
/** A section with no spec before it, e.g. `(§8)`, which takes the spec last cited just above. */
const BARE_SECTION = /(?:\b(000|001) )?§(\d+)((?:\s+"[^"\n]{1,60}")?)/g;
/** `DECISIONS.md 8`, `DECISIONS 5`, `DECISIONS.md 8 and 11`, wrapped or not. */
const DECISIONS_GROUP = new RegExp(
  String.raw`\bDECISIONS(?:\.md)?${WRAP}(\d+)((?:(?:,\s*|\s+and\s+|\s*/\s*)\d+\b)*)`,
  'g',
);

interface Item {
  section: number | null;
  subsection: string | null;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * The words near a citation: its own line counts most (the citation itself left out, so one section's
 * subsection does not speak for the next), the lines around it less, the file's path least.
 */
function contextAt(
  text: string,
  span: [number, number],
  file: string,
  subsection: string | null,
  extra = '',
): Context {
  const lines = text.split('\n');
  const at = lineOf(text, span[0]) - 1;
  const lineStart = text.lastIndexOf('\n', span[0] - 1) + 1;
  const own = `${text.slice(lineStart, span[0])} ${(lines[at] ?? '').slice(span[1] - lineStart)}`;
  const context: Context = { words: new Map(), line: phraseText(`${own} ${subsection ?? ''}`) };
  const add = (words: string[], weight: number) => {
    for (const word of words) context.words.set(word, Math.max(context.words.get(word) ?? 0, weight));
  };
  add(keyWords(file.replace(/\.(test|e2e)?\.?[a-z]+$/, '')), 0.2);
  add(keyWords(lines[at - 1] ?? ''), 0.3);
  add(keyWords(lines[at + 1] ?? ''), 0.3);
  add(keyWords(own), 1);
  add(keyWords(extra), 0.6);
  if (subsection) add(keyWords(subsection), 3);
  return context;
}

/** How a repository path is written where the citation stood: a link in markdown prose, else the path. */
function formatTarget(target: string, file: string, inMarkdownProse: boolean): string {
  if (!inMarkdownProse) return target;
  const [filePath = '', anchor] = target.split('#');
  const relative = path.posix.relative(path.posix.dirname(file), filePath) || path.posix.basename(filePath);
  return `[${target}](${relative}${anchor ? `#${anchor}` : ''})`;
}

/** Character ranges of fenced code blocks in a markdown file, where a link would not render. */
function fencedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let start = -1;
  let offset = 0;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      if (start < 0) start = offset;
      else {
        ranges.push([start, offset + line.length]);
        start = -1;
      }
    }
    offset += line.length + 1;
  }
  return ranges;
}

interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** Targets the citations of one file chose with confidence, by spec and section, with how often. */
type FileChoices = Map<string, Map<string, number>>;

/**
 * Rewrites the old citations of one file's text. A citation whose own words choose nothing takes the target
 * the file's other citations of the same section all chose (a file about the slug rule cites `spec 000 §2`
 * for it throughout), else the section's row.
 */
export function rewriteCitations(text: string, file: string, records: Records): RewriteResult {
  const choices: FileChoices = new Map();
  rewritePass(text, file, records, choices, true);
  return rewritePass(text, file, records, choices, false);
}

function rewritePass(
  text: string,
  file: string,
  records: Records,
  choices: FileChoices,
  collecting: boolean,
): RewriteResult {
  const counts: Record<string, number> = {};
  const unmapped: Unmapped[] = [];
  const replacements: Replacement[] = [];
  const isMarkdown = file.endsWith('.md');
  const fences = isMarkdown ? fencedRanges(text) : [];
  const inProse = (index: number) => isMarkdown && !fences.some(([from, to]) => index >= from && index <= to);
  const join = (targets: string[], index: number, separator = ', ') =>
    [...new Set(targets)].map((target) => formatTarget(target, file, inProse(index))).join(separator);
  const consumed: [number, number][] = [];
  const settle = (kind: string, match: RegExpMatchArray, replacement: string | null) => {
    const start = match.index ?? 0;
    consumed.push([start, start + match[0].length]);
    if (replacement === null) {
      unmapped.push({ file, line: lineOf(text, start), text: match[0].replace(/\s+/g, ' ') });
      return;
    }
    counts[kind] = (counts[kind] ?? 0) + 1;
    replacements.push({ start, end: start + match[0].length, text: replacement });
  };
  const resolveItems = (
    spec: string,
    items: Item[],
    span: [number, number],
    words: string[] = [],
    extra = '',
  ) => {
    const targets: string[] = [];
    for (const item of items) {
      const citation: OldCitation = { spec, ...item };
      const found = resolveSpecCitation(
        records.rows,
        citation,
        contextAt(text, span, file, item.subsection, extra),
      );
      if (!found) return null;
      const key = `${spec}§${item.section}`;
      const chosen = choices.get(key) ?? new Map<string, number>();
      if (collecting && found.confident)
        choices.set(key, chosen.set(found.target, (chosen.get(found.target) ?? 0) + 1));
      // Only a file that always meant one thing by this section lends it (a test of many screens does not).
      const usual = chosen.size === 1 ? [...chosen.keys()][0] : undefined;
      targets.push(!found.confident && usual ? usual : found.target);
      words.push(...found.words);
    }
    return targets;
  };

  // Spec citations, each group (`spec 000 §2, §9`) as one list of references. A citation wrapped over two
  // comment lines is joined onto the first.
  for (const match of text.matchAll(SPEC_GROUP)) {
    const [, spec = '', possessive = '', body = ''] = match;
    const items: Item[] = [];
    for (const part of body.matchAll(/§(\d+)|"([^"\n]+)"/g)) {
      const last = items.at(-1);
      if (part[1]) items.push({ section: Number(part[1]), subsection: null });
      else if (part[2] && last?.subsection === null) last.subsection = part[2];
      else if (part[2] && last) items.push({ section: last.section, subsection: part[2] });
    }
    if (items.length === 0) items.push({ section: null, subsection: null });
    const words: string[] = [];
    const targets = resolveItems(
      spec,
      items,
      [match.index ?? 0, (match.index ?? 0) + match[0].length],
      words,
    );
    const ownership = possessive || body.includes("'s") ? "'s" : '';
    // A name after the citation that the new anchor already says (`spec 000 §2 slug rule`) goes with it.
    const end = (match.index ?? 0) + match[0].length;
    const echo = /^ ([A-Za-z][A-Za-z -]{0,40}?)(?=[):,;.])/.exec(text.slice(end));
    const echoWords = echo?.[1] ? keyWords(echo[1]) : [];
    const redundant = echo && echoWords.length > 0 && echoWords.every((word) => words.includes(word));
    const whole = redundant && echo ? { ...match, 0: match[0] + echo[0], index: match.index } : match;
    settle(
      `spec ${spec}`,
      whole as RegExpMatchArray,
      targets && `${join(targets, match.index ?? 0)}${ownership}`,
    );
  }

  // Bare sections (`(§8)`) in a comment whose spec was cited on the same line or one of the 5 above.
  const lines = text.split('\n');
  for (const match of text.matchAll(BARE_SECTION)) {
    const start = match.index ?? 0;
    if (consumed.some(([from, to]) => start >= from && start < to)) continue;
    const line = lineOf(text, start);
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const above = lines.slice(Math.max(0, line - 6), line - 1);
    const before = [...above, text.slice(lineStart, start)].join('\n');
    const cited = [...before.matchAll(/\b[Ss]pec\s+(000|001)\b/g)].at(-1);
    const spec = match[1] ?? cited?.[1]; // `spec 000 §8, 001 §8` names the second spec by its number alone
    const subsection = match[3] ? match[3].trim().slice(1, -1) : null;
    // The comment from that citation on is about the same thing, so its words count too.
    const since = cited ? before.slice(cited.index) : '';
    const targets = spec
      ? resolveItems(
          spec,
          [{ section: Number(match[2]), subsection }],
          [start, start + match[0].length],
          [],
          since,
        )
      : null;
    settle('bare §', match, targets && join(targets, start));
  }

  // Decisions: `DECISIONS.md N` is record N of docs/decisions.
  for (const match of text.matchAll(DECISIONS_GROUP)) {
    const [, first = '', more = ''] = match;
    const numbers = [first, ...(more.match(/\d+/g) ?? [])].map(Number);
    const targets = numbers.map((number) => resolveDecision(records.decisionFiles, number));
    const known = targets.every((target) => target !== null) ? (targets as string[]) : null;
    settle(
      'DECISIONS.md',
      match,
      known && join(known, match.index ?? 0, /\band\b/.test(more) ? ' and ' : ', '),
    );
  }

  // Two old citations that now name the same file (`spec 000 §7 "Saving", spec 001 §7`) become one.
  const ordered = replacements.sort((a, b) => a.start - b.start);
  const merged: Replacement[] = [];
  for (const r of ordered) {
    const previous = merged.at(-1);
    if (previous?.text === r.text && /^(,|;|\/| and)?\s*$/.test(text.slice(previous.end, r.start)))
      previous.end = r.end;
    else merged.push({ ...r });
  }
  let out = '';
  let at = 0;
  for (const r of merged) {
    out += text.slice(at, r.start) + r.text;
    at = r.end;
  }
  out += text.slice(at);

  // Anything else still naming the old documents, which no rule above could read.
  out.split('\n').forEach((line, index) => {
    const named = /\bDECISIONS\b|\b[Ss]pec\s+0\d\d\b|§\d/.test(line);
    if (named && !unmapped.some((u) => u.line === index + 1)) {
      unmapped.push({ file, line: index + 1, text: line.trim().slice(0, 120) });
    }
  });
  return { text: out, counts, unmapped };
}

/** The citation map and the decision records, read from the repository at `root`. */
export function loadRecords(root: string): Records {
  const readme = fs.readFileSync(path.join(root, PRODUCT_DIR, 'README.md'), 'utf8');
  const decisionFiles = fs
    .readdirSync(path.join(root, DECISIONS_DIR))
    .filter((name) => /^\d{4}-.*\.md$/.test(name))
    .sort();
  const rows = parseCitationMap(readme);
  if (rows.length === 0) throw new Error(`No citation map rows found in ${PRODUCT_DIR}/README.md`);
  return { rows, decisionFiles };
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dry = process.argv.includes('--dry');
  const records = loadRecords(root);
  const totals: Record<string, number> = {};
  const unmapped: Unmapped[] = [];
  let filesChanged = 0;
  for (const file of listSourceFiles(root)) {
    const absolute = path.join(root, file);
    const text = fs.readFileSync(absolute, 'utf8');
    const result = rewriteCitations(text, file, records);
    for (const [kind, n] of Object.entries(result.counts)) totals[kind] = (totals[kind] ?? 0) + n;
    unmapped.push(...result.unmapped);
    if (result.text !== text) {
      filesChanged++;
      if (!dry) fs.writeFileSync(absolute, result.text);
    }
  }
  const total = Object.values(totals).reduce((sum, n) => sum + n, 0);
  console.log(`${dry ? 'Would rewrite' : 'Rewrote'} ${total} citations in ${filesChanged} files.`);
  for (const kind of Object.keys(totals).sort()) console.log(`  ${kind}: ${totals[kind]}`);
  console.log(`Unmapped: ${unmapped.length}`);
  for (const u of unmapped) console.log(`  ${u.file}:${u.line}  ${u.text}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
