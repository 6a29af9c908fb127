import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Edge, importEdges, report, sourceFiles, unitCycles } from '../scripts/import-graph';

// The server's floors, checked on every `npm test` (docs/architecture.md, "Server folders"). A folder (or a
// file at the top of server/) imports only folders on floors below its own: never one on its own floor,
// never one above. What sits on a floor:
//
//   foundation      config, errors, types, workers: know nothing of the rest
//   infrastructure  the database and its change bus, HTTP plumbing, mail, the audit log, counters
//   access          auth: who is signed in and what their tier lets them do; every route's access check
//   resources       the product's parts, each over the ones it reads (videos read taxonomies, views read videos,
//                   notifications read what the Feed matches)
//   pages           server-drawn pages and the page router, over every resource they draw; the e-mail
//                   digests, over the Feed they summarise
//   composition     app-context and app.ts wire it all; main, dev and the CLI start it
//
// Tests may import anything (they build the whole app to exercise one folder); only tests import
// server/test. From web/ the server imports only the server-render entry (see WEB_ENTRY).

const SERVER = import.meta.dirname;
const REPO = path.resolve(SERVER, '..');

/** The floors, lowest first. A folder not named here fails the test until it is given a floor. */
const FLOORS: readonly (readonly string[])[] = [
  ['config', 'errors', 'types', 'workers'],
  ['logger', 'db'],
  ['audit', 'rate-limits', 'http'],
  ['mail'],
  ['auth'],
  ['users', 'taxonomies', 'embeddings', 'health'],
  ['library-import', 'sitemaps'],
  ['videos'],
  ['views', 'search', 'swipefiles', 'bot', 'analytics', 'follows'],
  ['feed', 'briefs'],
  ['notifications', 'comments'],
  ['pages', 'digests'],
  ['app-context', 'backup', 'demo'],
  ['app', 'web-build'],
  ['main', 'dev', 'cli'],
];
const FLOOR = new Map(FLOORS.flatMap((units, floor) => units.map((unit) => [unit, floor] as const)));
/** Test support: imported by tests only, so it stands outside the floors. */
const TEST_SUPPORT = 'test';
/** The one module of web/ the server may import: it renders pages and answers which queries they read. */
const WEB_ENTRY = 'web/src/app/server-entry.tsx';

const rel = (file: string) => path.relative(REPO, file);
const isTest = (file: string) => /\.test\.ts$/.test(file);

/** `videos` for server/videos/…, `app` for server/app.ts, and `web`, `shared`, … outside server/. */
function unitOf(file: string): string {
  const inServer = path.relative(SERVER, file);
  if (inServer.startsWith('..')) return rel(file).split(path.sep)[0] as string;
  return (inServer.split(path.sep)[0] as string).replace(/\.(ts|mts|mjs)$/, '');
}

function floorViolations(edges: Edge[]): string[] {
  const found: string[] = [];
  for (const edge of edges) {
    if (isTest(edge.from)) continue;
    const from = unitOf(edge.from);
    const to = unitOf(edge.to);
    const line = `${rel(edge.from)} → '${edge.specifier}'`;
    if (to === 'web') {
      if (rel(edge.to) !== WEB_ENTRY) found.push(`server code imports web/ beyond ${WEB_ENTRY}: ${line}`);
      continue;
    }
    if (from === to || to === 'shared') continue;
    if (to === TEST_SUPPORT) {
      if (from !== TEST_SUPPORT) found.push(`non-test code imports server/test: ${line}`);
      continue;
    }
    if (from === TEST_SUPPORT) continue;
    const fromFloor = FLOOR.get(from);
    const toFloor = FLOOR.get(to);
    if (fromFloor === undefined || toFloor === undefined) continue; // reported by the floors test
    if (toFloor === fromFloor) found.push(`${from} imports ${to}, on the same floor: ${line}`);
    else if (toFloor > fromFloor) found.push(`${from} imports ${to}, a floor above it: ${line}`);
  }
  return found;
}

describe('server architecture', () => {
  const { edges, unresolved } = importEdges(SERVER, REPO);

  it('resolves every relative import (the check sees the whole graph)', () => {
    expect(unresolved, report('Imports the check could not resolve', unresolved)).toEqual([]);
    expect(edges.length).toBeGreaterThan(500);
  });

  it('gives every server folder and top-level file a floor', () => {
    const units = new Set(
      sourceFiles(SERVER)
        .filter((file) => !isTest(file))
        .map(unitOf),
    );
    const unplaced = [...units].filter((unit) => !FLOOR.has(unit) && unit !== TEST_SUPPORT);
    expect(unplaced, report('Folders with no floor in FLOORS', unplaced)).toEqual([]);
  });

  it('imports only downward: no folder imports its own floor or one above', () => {
    const violations = floorViolations(edges);
    expect(violations, report('Floor violations', violations)).toEqual([]);
  });

  it('has no import cycle between folders', () => {
    const cycles = unitCycles(
      edges.filter((edge) => !isTest(edge.from) && !['shared', 'web'].includes(unitOf(edge.to))),
      unitOf,
      REPO,
    );
    expect(cycles, report('Import cycles', cycles)).toEqual([]);
  });
});
