import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  lazyRouteSources,
  type RouteFigures,
  routeFiles,
  type ViteManifest,
} from './web-budgets-check';

const KiB = 1024;

/** A build like Vite's: an entry, a shared chunk, and two routes, one of which pulls in a huge module. */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_react-b2.js'],
    dynamicImports: ['src/app/routes/public-browse-route.tsx', 'src/features/auth/login/login-page.tsx'],
    css: ['assets/index-c3.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  'src/app/routes/public-browse-route.tsx': {
    file: 'assets/public-browse-route-d4.js',
    imports: ['index.html', '_huge-e5.js', '_react-b2.js'],
    css: ['assets/public-browse-route-f6.css'],
  },
  '_huge-e5.js': { file: 'assets/huge-e5.js' },
  'src/features/auth/login/login-page.tsx': { file: 'assets/login-page-g7.js', imports: ['index.html'] },
};

const appSource = `
const PublicBrowsePage = lazy(() =>
  import('./routes/public-browse-route').then((m) => ({ default: m.PublicBrowseRoute })),
);
const LoginPage = lazy(() =>
  import('../features/auth/login/login-page').then((m) => ({ default: m.LoginPage })),
);`;

/** Gzip sizes of the fixture's files: the huge module alone is 400 KiB. */
const sizes: Record<string, number> = {
  'assets/index-a1.js': 90 * KiB,
  'assets/react-b2.js': 10 * KiB,
  'assets/public-browse-route-d4.js': 30 * KiB,
  'assets/huge-e5.js': 400 * KiB,
  'assets/login-page-g7.js': 5 * KiB,
};
const gzipOf = (files: string[]) => files.reduce((sum, file) => sum + (sizes[file] ?? 0), 0);

const budget = { jsGzipBytes: 150 * KiB, cssGzipBytes: 15 * KiB, requestsBeforeReady: 30 };
const within: RouteFigures = { jsGzipBytes: 140 * KiB, cssGzipBytes: 14 * KiB, requestsBeforeReady: 30 };

describe('the web budget check', () => {
  it("follows app.tsx's lazy imports to the routes' chunks, whatever their hashed names", () => {
    const sources = lazyRouteSources(appSource, manifest);
    expect(sources.get('PublicBrowsePage')).toBe('src/app/routes/public-browse-route.tsx');
    expect(sources.get('LoginPage')).toBe('src/features/auth/login/login-page.tsx');
  });

  it("counts the entry, the route's chunk and their static imports once each, not other routes", () => {
    expect(routeFiles(manifest, 'src/features/auth/login/login-page.tsx')).toEqual({
      js: ['assets/index-a1.js', 'assets/login-page-g7.js', 'assets/react-b2.js'],
      css: ['assets/index-c3.css'],
    });
    expect(routeFiles(manifest, null).js).toEqual(['assets/index-a1.js', 'assets/react-b2.js']);
  });

  it('fails a route whose lazy chunk imports an oversized module, naming route, metric, value and budget', () => {
    const browse = routeFiles(
      manifest,
      lazyRouteSources(appSource, manifest).get('PublicBrowsePage') ?? null,
    );
    const figures = { ...within, jsGzipBytes: gzipOf(browse.js) };
    expect(checkBudget('/public-beta', figures, budget)).toEqual([
      '/public-beta: JavaScript (gzip) is 530.0 KiB, over its budget of 150.0 KiB',
    ]);
    const login = routeFiles(manifest, 'src/features/auth/login/login-page.tsx');
    expect(checkBudget('/login', { ...within, jsGzipBytes: gzipOf(login.js) }, budget)).toEqual([]);
  });

  it('passes a figure equal to its budget and fails one request over it', () => {
    expect(checkBudget('/', within, budget)).toEqual([]);
    expect(checkBudget('/', { ...within, requestsBeforeReady: 31 }, budget)).toEqual([
      '/: requests before the first content is visible is 31 requests, over its budget of 30 requests',
    ]);
  });

  it('fails a public page without a budget, and a budgeted figure that was not measured', () => {
    expect(checkBudget('/views/{slug}', within, undefined)).toEqual([
      '/views/{slug}: has no budget; add one to e2e/support/web-budgets.ts',
    ]);
    expect(checkBudget('/public-beta', within, { ...budget, firstScreenImageBytes: 200 * KiB })).toEqual([
      '/public-beta: first-screen image bytes was not measured (budget 200.0 KiB)',
    ]);
  });

  it('refuses a route chunk the build does not have, rather than counting nothing', () => {
    expect(() => routeFiles(manifest, 'src/app/routes/gone.tsx')).toThrow('not a chunk');
  });
});
