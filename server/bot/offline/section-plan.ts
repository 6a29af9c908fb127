import { promptSections } from '../default-prompts';
import type { SectionKind } from './section-writers';

/**
 * Which writer fills a prompt's `## ` heading, by the heading's words (first rule that matches). An
 * admin who writes "## Openers to steal" gets quoted hooks, "## Your openers" adapted ones; a heading no
 * rule knows gets the relevant examples under the admin's own title — never dropped, never canned.
 */
const RULES: [RegExp, SectionKind][] = [
  [/\bnext\b|\bto do\b|\baction|\bwhat now\b|\btry this\b|\bhomework\b/, 'nextSteps'],
  [
    /\b(hook|opener|opening|first line)s?\b.*\b(for you|your|yours|adapt|new|write|written|custom|niche)\b|\b(your|new|custom|adapted|fresh) (hook|opener|opening)/,
    'hooksAdapted',
  ],
  [/\b(hook|opener|opening|first line)s?\b/, 'hooksQuoted'],
  [/\bidea/, 'ideas'],
  [/\bconcept|\bangle/, 'concepts'],
  [/\bformat|\bstyle/, 'formats'],
  [/\bstep\b|\bstep by step\b|\bbeat|\boutline|\bscript\b|\bhow to\b/, 'steps'],
  [/\bframework|\bstructure|\bnarrative|\btemplate/, 'frameworks'],
  [/\bnumber|\bstat|\bfigure|\bmetric|\bbenchmark|\bdata\b|\bkey fact/, 'numbers'],
  [/\bpattern|\btrend|\binsight|\bwhat works/, 'patterns'],
  [/\bpick|\bswipe|\bsave|\bcollection|\bcurat/, 'picks'],
  [/\bcommon|\bshare|\bshared|\bthread|\bconnect/, 'commonGround'],
  [/\brefine|\bnarrow|\bfilter|\bsearch further|\bbroaden/, 'refine'],
  [/\bmatch|\bresult|\bfound|\bsearch/, 'bestMatches'],
  [/\bexample|\bproof|\bproven|\breference|\binspiration|\bevidence|\bvideo/, 'examples'],
];

export interface PlannedSection {
  title: string;
  kind: SectionKind;
}

/** A heading's writer; the relevant examples for a heading no rule knows. */
export function sectionKindOf(heading: string): SectionKind {
  const text = heading.toLowerCase();
  return RULES.find(([pattern]) => pattern.test(text))?.[1] ?? 'examples';
}

/** The answer's sections, in the prompt's order; a prompt without headings gets examples and next steps. */
export function planSections(prompt: string): PlannedSection[] {
  const headings = promptSections(prompt);
  if (headings.length === 0) {
    return [
      { title: 'Proven examples', kind: 'examples' },
      { title: 'Next steps', kind: 'nextSteps' },
    ];
  }
  return headings.map((title) => ({ title, kind: sectionKindOf(title) }));
}
