import type { RunFigures, RunFindings } from './figures';
import type { FormFactor } from './options';
import { TARGETS, targetsFor } from './targets';

/** The medians and findings of one page in one form factor. */
export interface PageResult {
  route: string;
  url: string;
  formFactor: FormFactor;
  /** Measured with a signed-in user's session: held to the speed targets only (targets.ts). */
  signedIn: boolean;
  runs: RunFigures[];
  median: RunFigures;
  /** From the run whose Performance score is the median one; console errors from every run. */
  findings: RunFindings;
  missed: string[];
}

const kib = (bytes: number) => (bytes / 1024).toFixed(0);
const ms = (value: number) => Math.round(value).toLocaleString('en-US');

const COLUMNS: { title: string; cell: (f: RunFigures) => string; figure?: keyof RunFigures }[] = [
  { title: 'Perf', cell: (f) => String(f.performance), figure: 'performance' },
  { title: 'LCP s', cell: (f) => (f.lcpMs / 1000).toFixed(2), figure: 'lcpMs' },
  { title: 'CLS', cell: (f) => f.cls.toFixed(3), figure: 'cls' },
  { title: 'TBT ms', cell: (f) => ms(f.tbtMs), figure: 'tbtMs' },
  { title: 'FCP s', cell: (f) => (f.fcpMs / 1000).toFixed(2) },
  { title: 'A11y', cell: (f) => String(f.accessibility), figure: 'accessibility' },
  { title: 'BP', cell: (f) => String(f.bestPractices), figure: 'bestPractices' },
  { title: 'SEO', cell: (f) => String(f.seo), figure: 'seo' },
  { title: 'JS KiB', cell: (f) => kib(f.jsTransferBytes) },
  { title: 'img KiB', cell: (f) => kib(f.imageBytes) },
  { title: 'reqs', cell: (f) => String(f.requests) },
];

/** The medians table: a `*` marks a figure that misses its target, the last column says PASS or MISS. */
export function medianTable(results: PageResult[], runs: number): string {
  const header = ['page', 'form', ...COLUMNS.map((column) => column.title), 'verdict'];
  const rows = results.map((result) => [
    // A run that failed every attempt is left out: say how many the medians rest on.
    (result.signedIn ? `${result.route} (signed in)` : result.route) +
      (result.runs.length < runs ? ` (${result.runs.length}/${runs} runs)` : ''),
    result.formFactor,
    ...COLUMNS.map((column) => {
      const target = targetsFor(result.signedIn).find((t) => t.figure === column.figure);
      const miss = target && !target.meets(result.median[target.figure]);
      return column.cell(result.median) + (miss ? '*' : '');
    }),
    result.missed.length === 0 ? 'PASS' : 'MISS',
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  const targets = TARGETS.map((t) => `${t.label} ${t.shown}`).join(', ');
  const speed = targetsFor(true)
    .map((t) => t.label)
    .join(', ');
  return [
    `Lighthouse 12 medians of ${runs} run(s) each; * misses its target (${targets}; signed-in screens, marked (signed in): ${speed} only); JS and images as transferred`,
    line(header),
    ...rows.map(line),
  ].join('\n');
}

/** For each page and form factor that misses: what missed, failing audits, console errors, top opportunities. */
export function missReport(results: PageResult[]): string {
  const sections: string[] = [];
  for (const result of results.filter((r) => r.missed.length > 0)) {
    const { failingAudits, consoleErrors, opportunities, layoutShifts } = result.findings;
    const lines = [`${result.route} (${result.formFactor}) misses: ${result.missed.join(', ')}`];
    for (const audit of failingAudits) {
      lines.push(
        `  - [${audit.category}] ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
      );
      for (const example of audit.examples) lines.push(`      ${example}`);
    }
    for (const error of consoleErrors) lines.push(`  - console error: ${error}`);
    if (result.missed.includes('CLS')) {
      for (const shift of layoutShifts) lines.push(`  - layout shift: ${shift}`);
    }
    for (const opportunity of opportunities) {
      lines.push(
        `  - opportunity: ${opportunity.title}${opportunity.displayValue ? ` (${opportunity.displayValue})` : ''}, ~${ms(opportunity.savingsMs)} ms`,
      );
    }
    sections.push(lines.join('\n'));
  }
  return sections.join('\n');
}
