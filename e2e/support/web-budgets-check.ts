import path from 'node:path';

/**
 * The pure half of the web budget check: which built files a public route needs (from Vite's manifest and
 * app.tsx's lazy imports), and how its figures compare to its budget. No file or browser access here, so
 * web-budgets-check.test.ts can hand it fixtures; e2e/web-budgets.e2e.ts feeds it the real build.
 */

/** The part of Vite's .vite/manifest.json the check reads: keys are source paths relative to web/. */
export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** Deterministic figures of one route; the browser ones are absent where the test does not measure them. */
export interface RouteFigures {
  /** Entry + its static imports + the route's lazy chunk + its static imports, each gzipped. */
  jsGzipBytes: number;
  /** The stylesheets those chunks bring, gzipped. */
  cssGzipBytes: number;
  /** Requests made (the document included) before the page's ready element is visible, at 375×812. */
  requestsBeforeReady: number;
  /** Image bytes loaded for the first screen at 375×812 (only /public-beta has a budget for it). */
  firstScreenImageBytes?: number;
}

/** A route's limits. The signed-in screens have none on requests (the browser test does not sign in for them). */
export type RouteBudget = Omit<RouteFigures, 'requestsBeforeReady'> & { requestsBeforeReady?: number };

const LABELS: Record<keyof RouteFigures, { name: string; unit: 'KiB' | 'requests' }> = {
  jsGzipBytes: { name: 'JavaScript (gzip)', unit: 'KiB' },
  cssGzipBytes: { name: 'CSS (gzip)', unit: 'KiB' },
  requestsBeforeReady: { name: 'requests before the first content is visible', unit: 'requests' },
  firstScreenImageBytes: { name: 'first-screen image bytes', unit: 'KiB' },
};

/**
 * `const Name = lazy(() => import('./x'))` in app.tsx, as component name → manifest key (`src/…/x.tsx`).
 * Read from the source so a moved or renamed route file is followed without editing the budgets.
 */
export function lazyRouteSources(appSource: string, manifest: ViteManifest): Map<string, string> {
  const sources = new Map<string, string>();
  for (const match of appSource.matchAll(/const (\w+) = lazy\(\s*\(\) =>\s*import\('([^']+)'\)/g)) {
    const [, component, specifier] = match as unknown as [string, string, string];
    // app.tsx lives in web/src/app; manifest keys are relative to web/.
    const base = path.posix.join('src/app', specifier);
    const key = [base, `${base}.tsx`, `${base}.ts`].find((candidate) => candidate in manifest);
    if (key) sources.set(component, key);
  }
  return sources;
}

/**
 * The JavaScript and CSS files (paths under dist/web) a route needs before it can show: the entry chunk and
 * its static imports, plus the route's lazy chunk and its static imports. Dynamic imports inside them (menus,
 * dialogs) load later and are not counted.
 */
export function routeFiles(
  manifest: ViteManifest,
  lazySource: string | null,
): { js: string[]; css: string[] } {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in Vite's manifest, found ${entries.length}`);
  const roots = [(entries[0] as [string, unknown])[0]];
  if (lazySource !== null) {
    if (!manifest[lazySource]) throw new Error(`${lazySource} is not a chunk in Vite's manifest`);
    roots.push(lazySource);
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest names ${key} as an import but has no such chunk`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  const chunks = [...seen].map((key) => manifest[key] as ViteManifest[string]);
  return {
    js: [...new Set(chunks.map((chunk) => chunk.file))].sort(),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].sort(),
  };
}

/** Every way `figures` breaks `budget`, one message a line naming the route, metric, value and budget. */
export function checkBudget(
  route: string,
  figures: Partial<RouteFigures>,
  budget: RouteBudget | undefined,
): string[] {
  if (!budget) return [`${route}: has no budget; add one to e2e/support/web-budgets.ts`];
  const failures: string[] = [];
  for (const metric of Object.keys(LABELS) as (keyof RouteFigures)[]) {
    const limit = budget[metric];
    const value = figures[metric];
    if (limit === undefined) continue;
    if (value === undefined) {
      failures.push(`${route}: ${LABELS[metric].name} was not measured (budget ${format(metric, limit)})`);
    } else if (value > limit) {
      failures.push(
        `${route}: ${LABELS[metric].name} is ${format(metric, value)}, over its budget of ${format(metric, limit)}`,
      );
    }
  }
  return failures;
}

function format(metric: keyof RouteFigures, value: number): string {
  return LABELS[metric].unit === 'KiB' ? `${(value / 1024).toFixed(1)} KiB` : `${value} requests`;
}
