import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Edge, importEdges, report, unitCycles } from '../../scripts/import-graph';

// The web app's layering, checked on every `npm test`:
//
//   app/ (routes, providers)  →  features/<name>/  →  components/ lib/ hooks/ session/ test/  →  /shared
//
// A feature never imports another feature (tests included): what two features share moves down, and where
// one feature shows another (the video list opens the video detail), the app wires it through the slots
// in components/feature-slots.tsx. The import graph is scripts/import-graph.ts, shared with
// server/architecture.test.ts.

const WEB_SRC = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(WEB_SRC, '../..');
/** Shared web code: what features build on. It may import /shared and each other, never a feature or app/. */
const SHARED_WEB = new Set(['components', 'lib', 'hooks', 'session', 'test']);
// The landing tests check that the landing page's fixed formats and concepts exist in the demo library; a
// test file may read that content (it never reaches the bundle). Nothing else in web/ imports server/.
const TEST_MAY_IMPORT_SERVER = 'server/demo/demo-content.ts';

const rel = (file: string) => path.relative(REPO, file);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The layer unit a file belongs to: 'app', 'features/<name>', a shared web folder, or 'server', 'shared', …. */
function unitOf(file: string): string {
  const inWeb = path.relative(WEB_SRC, file);
  if (inWeb.startsWith('..')) return rel(file).split(path.sep)[0] as string;
  const parts = inWeb.split(path.sep);
  if (parts.length === 1) return 'app'; // main.tsx and this test: the entry, above app/
  if (parts[0] === 'features') return `features/${parts[1]}`;
  return parts[0] as string;
}

function layerViolations(edges: Edge[]): string[] {
  const found: string[] = [];
  for (const edge of edges) {
    const from = unitOf(edge.from);
    const to = unitOf(edge.to);
    const line = `${rel(edge.from)} → '${edge.specifier}'`;
    if (to === 'server' && !(isTest(edge.from) && rel(edge.to).startsWith(TEST_MAY_IMPORT_SERVER)))
      found.push(`web code imports server/: ${line}`);
    else if (from.startsWith('features/') && to.startsWith('features/') && from !== to)
      found.push(`${from} imports another feature (${to}): ${line}`);
    else if (to === 'app' && from !== 'app')
      found.push(`${from} imports app/ (only the entry and app/ may; move the thing down): ${line}`);
    else if (SHARED_WEB.has(from) && to.startsWith('features/'))
      found.push(`shared web code (${from}/) imports a feature (${to}): ${line}`);
    else if (to === 'test' && from !== 'test' && !isTest(edge.from))
      found.push(`non-test code imports the test helpers: ${line}`);
  }
  return found;
}

describe('web app architecture', () => {
  const { edges, unresolved } = importEdges(WEB_SRC, REPO);

  it('resolves every relative import (the check sees the whole graph)', () => {
    expect(unresolved, report('Imports the check could not resolve', unresolved)).toEqual([]);
    expect(edges.length).toBeGreaterThan(300);
  });

  it('keeps the layers: app → features → shared web code → /shared, no feature importing another', () => {
    const violations = layerViolations(edges);
    expect(violations, report('Layering violations', violations)).toEqual([]);
  });

  it('has no import cycle between features or folders', () => {
    const cycles = unitCycles(edges, unitOf, REPO);
    expect(cycles, report('Import cycles', cycles)).toEqual([]);
  });
});
