// Reads the citation map of docs/product/README.md — the one place that says where each part of the first
// specification went — and picks the row an old citation means. The map is parsed, never copied, so a
// row added there is used by the next rewrite.

export const PRODUCT_DIR = 'docs/product';
export const DECISIONS_DIR = 'docs/decisions';

/** One row of the map: an old reference (spec, section, subsection names, topic words) and its new home. */
export interface MapRow {
  spec: string;
  section: number;
  /** Subsection names quoted in the old reference, e.g. "Navigation bar". */
  subsections: string[];
  /** Words of the row's topic, e.g. "(mobile menu)", and any other words the old reference cell holds. */
  topicWords: string[];
  /** Names of two words or more (subsections, topics such as "cookie notice"): said whole, they weigh most. */
  phrases: string[];
  /** Repository paths with anchors, first the main one, each with the words of its label if it has one. */
  targets: { path: string; labelWords: string[] }[];
}

const STOP_WORDS = new Set(
  'the and for with its their from that this into when what who any all are was but not may one two only also each there than then them they which where while here have has had does did its own per via out off on in of to a an by or as at is it be no api'.split(
    ' ',
  ),
);

/** Short forms the code uses for a word the map spells out. */
const ALIASES: Record<string, string> = { auth: 'authentication' };

/** Words nearly every part of the product uses: they count, but little. */
const WEAK_WORDS = new Set([
  'start',
  'error',
  'failure',
  'fail',
  'screen',
  'page',
  'list',
  'video',
  'show',
  'user',
  'name',
  'text',
  'field',
  'item',
]);

/** The words of a text as matching keys: lowercase, plurals folded, short and common words dropped. */
export function keyWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((word) => ALIASES[word] ?? word)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
    .map(stem);
}

/**
 * A light stemmer: plurals and -ing/-ed endings go, and the silent 'e' they took comes back (saving → save,
 * sharing → share, embedding → embed, loading → load), so a comment's words meet the map's.
 */
function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  const ending = /(?:ing|ed)$/.exec(w);
  if (!ending || w.length - ending[0].length < 3) return w;
  w = w.slice(0, -ending[0].length);
  if (/([^aeiou])\1$/.test(w) && !/(ll|ss)$/.test(w)) return w.slice(0, -1);
  if (/[^aeiou][aeiou][^aeiouwxy]$/.test(w) && !/(er|en|on|el|it|et|al)$/.test(w)) return `${w}e`;
  return w;
}

/** How strongly the context speaks for a word. */
export function weightOf(context: Context, word: string): number {
  return context.words.get(word) ?? 0;
}

/** The rows of the map's spec tables, in the order the map lists them. */
export function parseCitationMap(readme: string): MapRow[] {
  const rows: MapRow[] = [];
  for (const line of readme.split('\n')) {
    if (!line.startsWith('| `spec ')) continue;
    const cells = line
      .slice(1, line.lastIndexOf('|'))
      .split(/\s\|\s/)
      .map((cell) => cell.trim());
    const [oldCell = '', newCell = ''] = cells;
    let spec = '';
    let section = 0;
    const subsections: string[] = [];
    let rest = oldCell;
    for (const span of oldCell.match(/`[^`]*`/g) ?? []) {
      const ref = /^`(?:spec (\d{3}) §(\d+))?\s*(?:"([^"]+)")?`$/.exec(span);
      if (!ref || (!ref[1] && !ref[3])) continue; // another code span, e.g. `/users`: its words are topic words
      if (ref[1]) {
        spec = ref[1];
        section = Number(ref[2]);
      }
      if (ref[3]) subsections.push(ref[3]);
      rest = rest.replace(span, ' ');
    }
    const targets: MapRow['targets'] = [];
    // A target may carry a label, after it — `[a](a.md) (video)` — or before it — `([b](b.md) (tier: [b](b.md))`.
    const link = /(?:\(([^():[]+):\s*)?\[[^\]]*\]\(([^)#\s]+(?:#[^)\s]+)?)\)(?:\s*\(([^)[]*)\))?/g;
    for (const [, before, href, after] of newCell.matchAll(link)) {
      targets.push({
        path: `${PRODUCT_DIR}/${href}`,
        labelWords: keyWords(`${before ?? ''} ${after ?? ''}`),
      });
    }
    const topics = (rest.match(/\(([^)]*)\)/g) ?? []).flatMap((group) => group.slice(1, -1).split(','));
    const phrases = [...subsections, ...topics]
      .map(phraseText)
      .filter((phrase) => phrase.trim().includes(' '));
    if (spec) rows.push({ spec, section, subsections, topicWords: keyWords(rest), phrases, targets });
  }
  return rows;
}

/** A citation as the code wrote it: spec and section (null when it named none), maybe a subsection. */
export interface OldCitation {
  spec: string;
  section: number | null;
  subsection: string | null;
}

/** The text around a citation: its words with how strongly each speaks for a row, and its own line. */
export interface Context {
  words: Map<string, number>;
  /** The citation's line (and its quoted subsection), as `phraseText` writes it. */
  line: string;
}

/** Text as phrases are compared: lowercase words between single spaces. */
export const phraseText = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

const normalize = (name: string) =>
  name
    .toLowerCase()
    .replace(/\(admin\)|\(two steps\)/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function subsectionMatches(row: MapRow, wanted: string): boolean {
  const name = normalize(wanted);
  return row.subsections.some((sub) => normalize(sub) === name);
}

/** The words of a target's anchor, e.g. `sharing.md#access-levels` → access, level. */
const anchorWords = (target: string) => keyWords(target.split('#')[1] ?? '');
/** The words of a target's file name, e.g. `sharing.md#access-levels` → sharing. */
const fileWords = (target: string) => keyWords(target.replace(/^.*\//, '').replace(/\.md.*$/, ''));

/** A row's words and their weights: its topic, subsection names and anchors fully, its file names less. */
function rowWords(row: MapRow): Map<string, number> {
  const words = new Map<string, number>();
  for (const word of row.targets.flatMap((target) => fileWords(target.path))) words.set(word, 0.3);
  const named = [...row.topicWords, ...row.subsections.flatMap(keyWords)];
  for (const word of [...named, ...row.targets.flatMap((target) => anchorWords(target.path))])
    words.set(word, 1);
  return words;
}

/** In how many of the candidate rows each word names the row (file names aside): a word they share says little. */
function documentFrequency(rows: MapRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const [word, weight] of rowWords(row))
      if (weight >= 1) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** How well a row fits the words around the citation; rarer words among the candidates weigh more. */
function scoreRow(row: MapRow, context: Context, frequency: Map<string, number>): number {
  let score = 0;
  for (const [word, weight] of rowWords(row)) {
    const strength = WEAK_WORDS.has(word) ? 0.3 : 1;
    score += (strength * weight * weightOf(context, word)) / Math.sqrt(Math.max(1, frequency.get(word) ?? 1));
  }
  for (const phrase of row.phrases) if (context.line.includes(phrase)) score += PHRASE_SCORE;
  return score;
}

/** What a row's name said whole on the citation's line adds, e.g. "video detail modal". */
const PHRASE_SCORE = 1.5;
/** The least score that picks a sub-row over the section's row: about one topic word on the citation's line. */
const MIN_SCORE = 0.5;
/** The least score that takes a row of another section, where the map sends the section to a whole file. */
const WIDE_SCORE = 2;

/** The best-scoring row with a target and its score; earlier rows win ties. */
function bestRow(candidates: MapRow[], context: Context): { row: MapRow | undefined; score: number } {
  const frequency = documentFrequency(candidates);
  let row: MapRow | undefined;
  let score = 0;
  for (const candidate of candidates) {
    if (candidate.targets.length === 0) continue;
    const candidateScore = scoreRow(candidate, context, frequency);
    if (candidateScore > score + 1e-9) {
      row = candidate;
      score = candidateScore;
    }
  }
  return { row, score };
}

/** The target of a row; where it lists several, the one whose label or anchor the context names. */
function pickTarget(row: MapRow, context: Context): string {
  let best = row.targets[0]?.path ?? '';
  let bestScore = 0;
  for (const target of row.targets) {
    const words = [...target.labelWords, ...anchorWords(target.path), ...fileWords(target.path)];
    const score = words.reduce((sum, word) => sum + weightOf(context, word), 0);
    if (score > bestScore + 1e-9) {
      best = target.path;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The row an old citation means: its subsection's row if the map has one (or a topic sub-row of it that the
 * context names); else the topic sub-row of its section that the context names; else the section's row.
 * Where that row is a whole file (the map's "see the file") or missing, a row of another section of the same
 * spec that the context names clearly. Undefined when nothing around the citation says which part.
 */
function chooseRow(
  rows: MapRow[],
  citation: OldCitation,
  context: Context,
): { row: MapRow | undefined; confident: boolean } {
  const inSpec = rows.filter((row) => row.spec === citation.spec);
  const inSection = inSpec.filter((row) => citation.section === null || row.section === citation.section);
  if (citation.subsection) {
    const named = inSection.filter((row) => subsectionMatches(row, citation.subsection ?? ''));
    const base = named.find((row) => row.topicWords.length === 0) ?? named[0];
    if (base) {
      const topical = bestRow(
        named.filter((row) => row.topicWords.length > 0),
        context,
      );
      // A sub-row of the subsection wins on its own topic words, not on the subsection's name.
      const ownWords = topical.row?.topicWords.some((word) => weightOf(context, word) >= 1);
      return { row: topical.row && ownWords ? topical.row : base, confident: true };
    }
  }
  const sectionRow =
    citation.section === null
      ? undefined
      : inSection.find(
          (row) => row.subsections.length === 0 && row.topicWords.length === 0 && row.targets.length,
        );
  const best = bestRow(inSection, context);
  if (best.row && best.score >= MIN_SCORE) return { row: best.row, confident: true };
  if (best.row && !sectionRow) return { row: best.row, confident: false };
  const wholeFile = !sectionRow || sectionRow.targets.every((target) => !target.path.includes('#'));
  if (wholeFile) {
    const wide = bestRow(inSpec, context);
    if (wide.row && wide.score >= WIDE_SCORE) return { row: wide.row, confident: true };
  }
  return { row: sectionRow ?? best.row, confident: false };
}

/** A citation's new reference, the words of its row, and whether the citation itself named that row. */
export interface Resolved {
  target: string;
  words: string[];
  /** False where nothing around the citation chose the row: the section's own row, or a faint match. */
  confident: boolean;
}

/** The new reference of an old citation, or null if none fits. */
export function resolveSpecCitation(
  rows: MapRow[],
  citation: OldCitation,
  context: Context,
): Resolved | null {
  const { row, confident } = chooseRow(rows, citation, context);
  if (!row) return null;
  const target = pickTarget(row, context);
  return { target, words: [...rowWords(row).keys()], confident };
}

/** The decision record of an old `DECISIONS.md N`, from the records' file names. */
export function resolveDecision(decisionFiles: string[], number: number): string | null {
  const prefix = `${String(number).padStart(4, '0')}-`;
  const file = decisionFiles.find((name) => name.startsWith(prefix));
  return file ? `${DECISIONS_DIR}/${file}` : null;
}
