import { BRIEF_PLATFORM_LABELS } from '../../shared/contracts/brief-limits';
import { utcDate } from '../../shared/domain/dates';
import { type BriefExport, citedVideoTitle, citedVideoUrl, shotTimes } from '../workers/brief-pdf';

/**
 * A brief as Markdown (issue 34, "Export"), to paste into a doc: the same sections as the PDF, in
 * CommonMark with a GFM table for the shot list. User text is escaped only where it would change the
 * layout: inline markers (`*`, `_`, `` ` ``, `[`, `]`, `<`, `\`), a line that would open a heading, quote,
 * list, fence or rule, and `|` in table cells.
 */
export function briefToMarkdown({ brief, notes, publicUrl }: BriefExport): string {
  const cited = new Map(brief.videos.map((item) => [item.video_id, item]));
  const link = (videoId: number | null): string | null => {
    const item = videoId === null ? undefined : cited.get(videoId);
    if (!item) return null;
    return `[${oneLine(citedVideoTitle(item.video_id, item.video))}](${citedVideoUrl(publicUrl, item.video_id)})`;
  };

  const blocks: (string | null)[] = [
    `# ${oneLine(brief.title)}`,
    byline(brief),
    facts(brief),
    section(
      'Hooks',
      numbered(
        brief.hooks.map((hook) => {
          const source = link(hook.video_id);
          const about = [
            hook.device ? `Device: ${oneLine(hook.device)}` : null,
            source ? `From: ${source}` : null,
          ];
          return lines([oneLine(hook.text), about.filter(Boolean).join(' · ')]);
        }),
      ),
    ),
    section(
      'Beat sheet',
      numbered(
        brief.beats.map((beat) => {
          const source = link(beat.video_id);
          return lines([
            `**${oneLine(beat.name)}**`,
            paragraph(beat.description),
            source ? `From: ${source}` : '',
          ]);
        }),
      ),
    ),
    section('Shot list', shotTable(brief.shots)),
    section('Call to action', paragraph(brief.cta)),
    section('Notes', paragraph(notes)),
    section(
      'Cited videos',
      numbered(
        brief.videos.map((item) => {
          const author = item.video?.author_username;
          return lines([
            `${link(item.video_id)}${author ? ` by @${oneLine(author)}` : ''}`,
            item.why ? `Why: ${paragraph(item.why)}` : '',
          ]);
        }),
      ),
    ),
  ];
  return `${blocks.filter((block): block is string => Boolean(block)).join('\n\n')}\n`;
}

type Brief = BriefExport['brief'];

function byline(brief: Brief): string {
  const parts = ['Video brief'];
  if (brief.owner_name) parts.push(`by ${oneLine(brief.owner_name)}`);
  const updated = utcDate(brief.updated_at);
  if (updated) parts.push(`updated ${updated}`);
  return `*${parts.join(' · ')}*`;
}

/** Goal, audience, brand and platform as a list; empty ones left out. */
function facts(brief: Brief): string {
  const brand = [brief.brand.name, brief.brand.line].map(oneLine).filter(Boolean).join(' — ');
  const rows: [string, string][] = [
    ['Goal', paragraph(brief.goal)],
    ['Audience', paragraph(brief.audience)],
    ['Brand', brand],
    ['Platform', BRIEF_PLATFORM_LABELS[brief.platform]],
  ];
  return rows
    .filter(([, value]) => value)
    .map(([label, value]) => `- **${label}:** ${indent(value, '  ')}`)
    .join('\n');
}

function shotTable(shots: Brief['shots']): string | null {
  if (shots.length === 0) return null;
  const times = shotTimes(shots);
  const rows = shots.map(
    (shot, index) =>
      `| ${index + 1} | ${cell(shot.description)} | ${cell(shot.on_screen_text)} | ${times.each[index] ?? ''} |`,
  );
  if (times.total !== null) rows.push(`|  | **Total** |  | **${times.total}** |`);
  return ['| # | Shot | On-screen text | Seconds |', '| --: | --- | --- | --: |', ...rows].join('\n');
}

function section(heading: string, body: string | null): string | null {
  return body ? `## ${heading}\n\n${body}` : null;
}

/** An ordered list; an item's later lines are indented under its text, as wide as its marker. */
function numbered(items: string[]): string | null {
  if (items.length === 0) return null;
  return items
    .map((item, index) => {
      const marker = `${index + 1}. `;
      return `${marker}${indent(item, ' '.repeat(marker.length))}`;
    })
    .join('\n');
}

/** Lines of one block, each kept on its own line (a hard break: two spaces); empty ones left out. */
function lines(parts: string[]): string {
  return parts.filter(Boolean).join('  \n');
}

function indent(text: string, by: string): string {
  return text.replace(/\n(?=.)/g, `\n${by}`);
}

/** Escapes what Markdown would read as formatting inside a line. */
function inline(text: string): string {
  return text.replace(/[\\`*_[\]<]/g, '\\$&');
}

/** One line of user text (a title, a name): whitespace collapsed, escaped, never a block of its own. */
function oneLine(text: string): string {
  return leading(inline(text.replace(/\s+/g, ' ').trim()));
}

/**
 * User text of several lines (a goal, a note): blank lines part paragraphs, single line breaks are kept as
 * hard breaks, and no line can open a heading, list, quote, fence or rule, or an indented code block.
 */
function paragraph(text: string): string {
  return text
    .trim()
    .split(/\r?\n|\r/)
    .map((line) => leading(inline(line.trim())))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/([^\n])\n(?=[^\n])/g, '$1  \n');
}

/** A line's start that would make it a block: `#`, `>`, `-`, `+`, `1.`, `1)`, `===`, `~~~`. */
function leading(line: string): string {
  return line
    .replace(/^(#{1,6})(?=\s|$)/, '\\$1')
    .replace(/^([>+=~-])/, '\\$1')
    .replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2');
}

/** A table cell: one line, `|` escaped. */
function cell(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|');
}
