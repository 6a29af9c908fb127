import type { MethodFigures } from './evaluate';
import { QUERY_KINDS } from './judgments';

/** The eval table: one row per method, nDCG@10 by kind, empty pages by kind, and the probes' top-1 rates. */
export function formatTable(figures: MethodFigures[]): string {
  const kinds = [...QUERY_KINDS, 'all'] as const;
  const header = [
    'method',
    ...kinds.map((kind) => `nDCG@10 ${kind}`),
    ...kinds.map((kind) => `empty ${kind}`),
    '@handle top-1',
    '#hashtag top-1',
  ];
  const rows = figures.map((f) => [
    f.method,
    ...kinds.map((kind) => f.ndcg[kind].toFixed(2)),
    ...kinds.map((kind) => `${f.zeroResults[kind]}/${f.queries[kind]}`),
    f.handleTop1.toFixed(2),
    f.hashtagTop1.toFixed(2),
  ]);
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => (row[i] as string).length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
