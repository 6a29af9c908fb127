import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The web app's layering, checked on every `npm test`:
//
//   app/ (routes, providers)  →  features/<name>/  →  components/ lib/ hooks/ session/ test/  →  /shared
//
// A feature never imports another feature (tests included): what two features share moves down, and where
// one feature shows another (the video list opens the video detail), the app wires it through the slots
// in components/feature-slots.tsx. A small test rather than dependency-cruiser: no extra dependency, it
// sees dynamic import() and vi.mock() paths as well as static ones (TypeScript's own pre-parser finds
// them), and its messages name the rule and every offending import.

const WEB_SRC = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(WEB_SRC, '../..');
/** Shared web code: what features build on. It may import /shared and each other, never a feature or app/. */
const SHARED_WEB = new Set(['components', 'lib', 'hooks', 'session', 'test']);
// The landing tests check that the landing page's fixed formats and concepts exist in the demo library; a
// test file may read that content (it never reaches the bundle). Nothing else in web/ imports server/.
const TEST_MAY_IMPORT_SERVER = 'server/demo/demo-content.ts';

interface Edge {
  from: string;
  to: string;
  specifier: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module a file names: static imports, `export … from`, `import('…')`, and vi.mock paths. */
function specifiers(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found = ts.preProcessFile(text, true, true).importedFiles.map((ref) => ref.fileName);
  for (const match of text.matchAll(/\bvi\.(?:mock|doMock|importActual)\(\s*['"]([^'"]+)['"]/g))
    found.push(match[1] as string);
  return found;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

function importEdges(): { edges: Edge[]; unresolved: string[] } {
  const edges: Edge[] = [];
  const unresolved: string[] = [];
  for (const from of sourceFiles(WEB_SRC)) {
    for (const specifier of specifiers(from)) {
      if (!specifier.startsWith('.')) continue; // a package
      const to = resolveImport(from, specifier);
      if (to) edges.push({ from, to, specifier });
      else if (!/\.(css|svg|png|json)$/.test(specifier)) unresolved.push(`${rel(from)}: '${specifier}'`);
    }
  }
  return { edges, unresolved };
}

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

/** Import cycles between units (features and folders), each with one import per link as evidence. */
function unitCycles(edges: Edge[]): string[] {
  const graph = new Map<string, Map<string, Edge>>();
  for (const edge of edges) {
    const from = unitOf(edge.from);
    const to = unitOf(edge.to);
    if (from === to) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    if (!graph.get(from)?.has(to)) graph.get(from)?.set(to, edge);
  }
  // Tarjan's strongly connected components: any component of two or more units holds a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit) as number);
    stack.push(unit);
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit) as number, low.get(next) as number));
      } else if (stack.includes(next))
        low.set(unit, Math.min(low.get(unit) as number, index.get(next) as number));
    }
    if (low.get(unit) === index.get(unit)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const unit of graph.keys()) if (!index.has(unit)) visit(unit);
  return components.map((component) => {
    const cycle = shortestCycle(graph, component);
    const links = cycle.slice(1).map((to, i) => {
      const from = cycle[i] as string;
      const edge = graph.get(from)?.get(to) as Edge;
      return `    ${from} → ${to}: ${rel(edge.from)} → '${edge.specifier}'`;
    });
    return `import cycle ${cycle.join(' → ')} (units tangled: ${component.join(', ')}):\n${links.join('\n')}`;
  });
}

/** The shortest path from a unit of the component back to itself, as a list of units. */
function shortestCycle(graph: Map<string, Map<string, Edge>>, component: string[]): string[] {
  let best: string[] = [];
  for (const start of component) {
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const unit = queue.shift() as string;
      const next = [...(graph.get(unit)?.keys() ?? [])].filter((to) => component.includes(to));
      if (next.includes(start)) {
        const path = [start];
        for (let at = unit; at !== start; at = previous.get(at) as string) path.splice(1, 0, at);
        path.push(start);
        if (best.length === 0 || path.length < best.length) best = path;
        break;
      }
      for (const to of next) {
        if (previous.has(to) || to === start) continue;
        previous.set(to, unit);
        queue.push(to);
      }
    }
  }
  return best;
}

const report = (title: string, lines: string[]) => `${title} (${lines.length}):\n  ${lines.join('\n  ')}`;

describe('web app architecture', () => {
  const { edges, unresolved } = importEdges();

  it('resolves every relative import (the check sees the whole graph)', () => {
    expect(unresolved, report('Imports the check could not resolve', unresolved)).toEqual([]);
    expect(edges.length).toBeGreaterThan(300);
  });

  it('keeps the layers: app → features → shared web code → /shared, no feature importing another', () => {
    const violations = layerViolations(edges);
    expect(violations, report('Layering violations', violations)).toEqual([]);
  });

  it('has no import cycle between features or folders', () => {
    const cycles = unitCycles(edges);
    expect(cycles, report('Import cycles', cycles)).toEqual([]);
  });
});
