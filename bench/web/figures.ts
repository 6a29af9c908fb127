import type { Result } from 'lighthouse';

/** The figures of one Lighthouse run the bench reports; scores 0–100, times in ms, sizes in bytes. */
export interface RunFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsTransferBytes: number;
  imageBytes: number;
  requests: number;
}

/** What to tell the team about a run that misses: failing audits, console errors, top opportunities. */
export interface RunFindings {
  /** `examples`: the first few offending items (a link, an element, an issue type), briefly. */
  failingAudits: { category: string; title: string; displayValue?: string; examples: string[] }[];
  consoleErrors: string[];
  opportunities: { title: string; displayValue?: string; savingsMs: number }[];
  /** The elements that moved most, with their share of the layout shift score. */
  layoutShifts: string[];
}

type AuditDetails = { type?: string; items?: Record<string, unknown>[]; overallSavingsMs?: number };

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
const details = (lhr: Result, audit: string) => lhr.audits[audit]?.details as AuditDetails | undefined;

export function figuresOf(lhr: Result): RunFigures {
  // resource-summary: one row per resource type, with transfer sizes as the browser received them.
  const summary = details(lhr, 'resource-summary')?.items ?? [];
  const row = (type: string) => summary.find((item) => item.resourceType === type);
  return {
    performance: score(lhr, 'performance'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    jsTransferBytes: Number(row('script')?.transferSize ?? 0),
    imageBytes: Number(row('image')?.transferSize ?? 0),
    requests: Number(row('total')?.requestCount ?? 0),
  };
}

export function findingsOf(lhr: Result): RunFindings {
  const failingAudits: RunFindings['failingAudits'] = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (id === 'performance') continue; // its misses are the metrics and opportunities below
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const examples = ((audit.details as AuditDetails | undefined)?.items ?? [])
        .slice(0, 3)
        .map(describeItem);
      failingAudits.push({
        category: category.title,
        title: audit.title,
        displayValue: audit.displayValue,
        examples: examples.filter((example) => example !== ''),
      });
    }
  }
  // The URL says which request failed (a 401, a missing image), which the message alone does not.
  const consoleErrors = (details(lhr, 'errors-in-console')?.items ?? []).map((item) => {
    const url = (item.sourceLocation as { url?: string } | undefined)?.url;
    return [item.source, item.description, url && shortUrl(url)].filter(Boolean).map(String).join(': ');
  });
  const opportunities = Object.values(lhr.audits)
    .map((audit) => {
      const auditDetails = audit.details as AuditDetails | undefined;
      const savingsMs = Math.max(
        auditDetails?.overallSavingsMs ?? 0,
        audit.metricSavings?.LCP ?? 0,
        audit.metricSavings?.FCP ?? 0,
        audit.metricSavings?.TBT ?? 0,
      );
      return { audit, savingsMs };
    })
    .filter(({ audit, savingsMs }) => savingsMs > 0 && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 5)
    .map(({ audit, savingsMs }) => ({ title: audit.title, displayValue: audit.displayValue, savingsMs }));
  const layoutShifts = (details(lhr, 'layout-shifts')?.items ?? []).slice(0, 3).map((item) => {
    const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
    const label = (node?.nodeLabel ?? node?.selector ?? 'an element').replace(/\s+/g, ' ').slice(0, 80);
    return `${label} (${Number(item.score ?? 0).toFixed(3)})`;
  });
  return { failingAudits, consoleErrors, opportunities, layoutShifts };
}

/** An audit's table row in a few words: the element, link, issue or URL it is about. */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string } | undefined;
  const parts = [node?.snippet, item.issueType, item.text, item.href ?? item.url, item.selector];
  return parts
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .map((part) => shortUrl(part).slice(0, 120))
    .join(' ');
}

/** A URL of the app without its origin (the port changes every run). */
function shortUrl(text: string): string {
  return text.replace(/^https?:\/\/(127\.0\.0\.1|localhost):\d+/, '');
}

/** The median of each figure over the runs (the middle run's value for an odd count). */
export function medianFigures(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as RunFigures;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
