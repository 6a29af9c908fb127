import type { Section } from './answer-context';

/**
 * Fits the answer into the configured length (config.maxResponseLength) at line boundaries, fairly: every
 * section gets its title and first line before any gets its second, so a short limit trims each section's
 * tail rather than dropping whole sections at the end. A closing line (the tone's, tone.ts) is kept
 * before any section line when it fits, since the tone asked for it. Returns the lines in reading order;
 * the first is always the intro (cut at a word when even it is too long), whatever the sections.
 */
export function fitLines(
  intro: string,
  sections: Section[],
  maxLength: number,
  closing: string | null = null,
): string[] {
  const blocks = sections.map((section) => ({
    title: `**${section.title}**`,
    lines: section.lines,
    kept: -1,
  }));
  // Each line costs its length plus the newline that ends it; a section's blank separator line 1 more.
  let used = intro.length + 1;
  if (used > maxLength) return [cutLine(intro, maxLength)];
  // A blank line, then the closing line.
  const closingCost = closing ? closing.length + 2 : 0;
  const keepClosing = closing !== null && used + closingCost <= maxLength;
  if (keepClosing) used += closingCost;
  let grew = true;
  for (let round = 0; grew; round++) {
    grew = false;
    for (const block of blocks) {
      if (block.kept !== round - 1) continue;
      const line = round === 0 ? block.title : block.lines[round - 1];
      if (line === undefined) continue;
      const cost = line.length + 1 + (round === 0 ? 1 : 0);
      if (used + cost > maxLength) continue;
      used += cost;
      block.kept = round;
      grew = true;
    }
  }
  const out = [intro];
  for (const block of blocks) {
    if (block.kept < 0) continue;
    out.push('', block.title, ...block.lines.slice(0, block.kept));
  }
  if (keepClosing && closing) out.push('', closing);
  return out;
}

/** A line longer than the whole budget (only the intro can be): cut at a word. */
function cutLine(line: string, max: number): string {
  const cut = line.slice(0, Math.max(0, max - 1));
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}
