import type { MethodFigures } from './evaluate';
import { EVAL_KINDS } from './judgments';

/**
 * The eval table: one row per method; per kind, nDCG@10, then precision and recall of the returned set
 * (issue 31), then how many videos it returned on average; empty answers over all judged queries; the
 * probes' top-1 rates.
 */
export function formatTable(figures: MethodFigures[]): string {
  const kinds = [...EVAL_KINDS, 'all'] as const;
  const header = [
    'method',
    ...kinds.map((kind) => `${kind === 'all' ? 'all judged' : kind} nDCG P R n`),
    'empty',
    '@ top-1',
    '# top-1',
  ];
  const rows = figures.map((f) => [
    f.method,
    ...kinds.map(
      (kind) =>
        `${f.ndcg[kind].toFixed(2)} ${f.precision[kind].toFixed(2)} ${f.recall[kind].toFixed(2)} ${f.returned[kind].toFixed(1)}`,
    ),
    `${f.zeroResults.all}/${f.queries.all}`,
    f.handleTop1.toFixed(2),
    f.hashtagTop1.toFixed(2),
  ]);
  return markdownTable(header, rows);
}

/** A Markdown table with padded columns. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => (row[i] as string).length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
