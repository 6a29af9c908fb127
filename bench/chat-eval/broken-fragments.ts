import { keepMarkers } from '../../server/bot/video-markers';

/**
 * Where an answer's sentences break once its `[videoID:N]` markers become cards and leave the text
 * (issue 31: "(the conditional call-out of)", "e.g..", "for a creator for skincare brands"). A marker is a
 * footnote, never a word of the sentence; these are the shapes a sentence takes when one was.
 */
export type BreakKind =
  | 'empty brackets'
  | 'dangling bracket'
  | 'doubled word'
  | 'doubled stop'
  | 'space before punctuation'
  | 'empty list item';

export interface BrokenFragment {
  kind: BreakKind;
  /** The break with a little of the text around it, to find it in the answer. */
  excerpt: string;
}

// Words a phrase cannot end on: the noun that followed them was the marker. Lower case only: "How-To)"
// ends a format's name.
const DANGLING_END = String.raw`(?:of|e\.g\.|i\.e\.|eg|like|as|see|in|on|from|by|with|the|a|an|and|or|to|for|at|vs\.?|via)`;

const RULES: [BreakKind, RegExp][] = [
  ['empty brackets', /\(\s*[,;:.]?\s*\)|\[\s*\]/g],
  // "(the conditional call-out of)", "(e.g.)".
  ['dangling bracket', new RegExp(String.raw`\b${DANGLING_END}\s*\)`, 'g')],
  // "(, 1.2K views)": the bracket began with the marker.
  ['dangling bracket', /\(\s*[,;:.]/g],
  // "as (1.2K views) runs it": the noun before the bracket was the marker.
  ['dangling bracket', /\b(?:as|of|like|by|from|with|e\.g\.)\s+\([^)\n]*\)/gi],
  // "(1.2K views) opens on …": a sentence whose subject was the marker.
  ['dangling bracket', /(?:^|[.!?:]\s+|^\s*(?:[-*]|\d+\.)\s+)\([^)\n]*\)\s+[a-z]/gm],
  ['doubled word', /\b([A-Za-z]+)[ \t]+\1\b/gi],
  // "for a creator for skincare brands".
  ['doubled word', /\b(for|of|to|with|from|about)[ \t]+(?:a|an|the)[ \t]+[A-Za-z-]+[ \t]+\1\b/gi],
  // "e.g..", ",.", ";;", "?.", a quote's own stop and the sentence's ("… hiding you.".) — not an ellipsis.
  ['doubled stop', /(?<!\.)\.\.(?!\.)|[,;:]\s*[,;:.]|[!?]\.|[.!?]["”]\./g],
  ['space before punctuation', /[^\s][ \t]+[,.;:!?)](?=\s|$|["'*)])|\([ \t]+/gm],
  ['empty list item', /^\s*(?:[-*]|\d+\.)\s*$/gm],
];

const EXCERPT_SIDE = 24;

/** The fragments of `text` that read broken; `text` is taken as the user reads it, markers already gone. */
export function brokenFragments(text: string): BrokenFragment[] {
  const found: BrokenFragment[] = [];
  for (const [kind, pattern] of RULES) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      if (kind === 'doubled word' && match[1] && isDoublingAllowed(match[1])) continue;
      if (kind === 'dangling bracket' && isListNumber(text, at, match[0])) continue;
      const excerpt = text
        .slice(Math.max(0, at - EXCERPT_SIDE), at + match[0].length + EXCERPT_SIDE)
        .replace(/\s+/g, ' ')
        .trim();
      found.push({ kind, excerpt });
    }
  }
  return found;
}

/** The fragments an answer with `[videoID:N]` markers shows once they become cards. */
export function brokenFragmentsOfAnswer(answer: string): BrokenFragment[] {
  return brokenFragments(keepMarkers(answer, () => false));
}

// "that that", "had had" are English; a library answer has no use for any other doubling.
const ALLOWED_DOUBLES = new Set(['that', 'had']);
const isDoublingAllowed = (word: string) => ALLOWED_DOUBLES.has(word.toLowerCase());

/** "1)" opening a list line is a number, not a bracket. */
function isListNumber(text: string, at: number, match: string): boolean {
  const lineStart = text.lastIndexOf('\n', at) + 1;
  return /^\s*\w{1,3}\)$/.test(text.slice(lineStart, at + match.length));
}
