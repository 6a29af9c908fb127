import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TAXONOMY_KINDS } from '../../shared/contracts/taxonomy-kinds';
import { isPageRoute, PAGE_ROUTE_PATTERNS } from '../../shared/domain/page-routes';
import { paths } from '../../shared/domain/paths';
import { makeTempDataDir } from '../db/embedded-postgres';
import { onCleanup } from '../test/cleanup';
import { createTestApp, type TestApp } from '../test/test-app';

const INDEX_HTML =
  '<!doctype html><html><head><title>Hookshelf</title></head><body><div id="root"></div></body></html>';

/** The `path` of every <Route> in the web app's route table, with `paths.x` and the taxonomy loop resolved. */
async function webRoutePaths(): Promise<string[]> {
  const source = await fs.readFile(path.resolve('web/src/app/app.tsx'), 'utf8');
  const found: string[] = [];
  for (const [, expression] of source.matchAll(/<Route\b[^>]*?\bpath=(\{`[^`]*`\}|\{[^}]*\}|"[^"]*")/g)) {
    if (!expression) continue;
    if (expression.startsWith('"')) found.push(expression.slice(1, -1));
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the route table's source text, not a template
    else if (expression === '{`/${kind}/:slug`}')
      found.push(...TAXONOMY_KINDS.map((kind) => `/${kind}/:slug`));
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the route table's source text, not a template
    else if (expression === '{`/${kind}`}') found.push(...TAXONOMY_KINDS.map((kind) => `/${kind}`));
    else {
      const name = /^\{paths\.(\w+)\}$/.exec(expression)?.[1];
      const value = name ? (paths as Record<string, unknown>)[name] : undefined;
      if (typeof value !== 'string') throw new Error(`Cannot read the route path ${expression}`);
      found.push(value);
    }
  }
  // The catch-all is the web app's not-found handling, not a page.
  return found.filter((p) => p !== '*');
}

describe('the web app route list', () => {
  it('matches the route table in web/src/app/app.tsx (index route as /)', async () => {
    const expected = ['/', ...(await webRoutePaths())];
    expect([...PAGE_ROUTE_PATTERNS].sort()).toEqual(expected.sort());
  });

  it('matches paths segment by segment, case-insensitively, with an optional trailing slash', () => {
    expect(isPageRoute('/')).toBe(true);
    expect(isPageRoute('/v/12')).toBe(true);
    expect(isPageRoute('/Privacy/')).toBe(true);
    expect(isPageRoute('/topics/cooking')).toBe(true);
    expect(isPageRoute('/topics/cooking/more')).toBe(false);
    expect(isPageRoute('/topics')).toBe(true);
    expect(isPageRoute('/topicsx')).toBe(false);
    expect(isPageRoute('/v/')).toBe(false);
    expect(isPageRoute('/nope')).toBe(false);
    expect(isPageRoute('/admin/settings')).toBe(false);
  });
});

describe('page paths over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDistDir = await makeTempDataDir('hookshelf-web-');
    onCleanup(() => fs.rm(webDistDir, { recursive: true, force: true }));
    await fs.writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({}, { webDistDir });
  });

  it.each([
    '/',
    '/public-beta',
    '/videos',
    '/home',
    '/video/12',
    '/topics/cooking',
    '/account-types/creator',
    '/login?next=%2Ffeed',
    '/verify-otp',
    '/privacy',
    '/feed',
    '/admin/dashboard',
    '/admin/users',
    '/analytics',
    '/swipefiles',
    '/swipefiles/8f14e45f-ceea-4e6a-9c1b-2d7e3a9b0c11',
  ])('serves the web app for its route %s with 200', async (pagePath) => {
    const response = await fetch(`${t.baseUrl}${pagePath}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // index.html, filled in for a visitor where the server renders the page (server/pages/page-render.test.ts).
    expect(html).toContain('<title>Hookshelf</title>');
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('noindex');
  });

  it.each(['/nope', '/admin/settings', '/topicsx', '/topics/cooking/extra', '/wp-login'])(
    'answers the unknown path %s with 404, the web app and noindex',
    async (pagePath) => {
      const response = await fetch(`${t.baseUrl}${pagePath}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      // The shell: the app itself shows its not-found handling.
      expect(html).toContain('<div id="root"></div>');
    },
  );

  it('keeps answering unknown files and API paths with the JSON not_found error', async () => {
    for (const other of ['/missing.js', '/api/nope']) {
      const response = await t.get(other);
      expect(response.status).toBe(404);
      expect(response.body.error?.code ?? response.body.code).toBeDefined();
    }
  });
});
