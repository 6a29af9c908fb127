import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The import graph the two architecture tests read (web/src/architecture.test.ts, server/architecture.test.ts).
// A small module rather than dependency-cruiser: no extra dependency, it sees dynamic import() and vi.mock()
// paths as well as static ones (TypeScript's own pre-parser finds them), and the tests' messages name the
// rule and every offending import.

export interface Edge {
  /** Absolute path of the importing file. */
  from: string;
  /** Absolute path of the imported file. */
  to: string;
  /** The specifier as written. */
  specifier: string;
}

/** Every .ts/.tsx file under `dir`. */
export function sourceFiles(dir: string): string[] {
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
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

/** The relative imports of every source file under `dir`, and those that name no file (as `file: 'spec'`). */
export function importEdges(dir: string, root: string): { edges: Edge[]; unresolved: string[] } {
  const edges: Edge[] = [];
  const unresolved: string[] = [];
  for (const from of sourceFiles(dir)) {
    for (const specifier of specifiers(from)) {
      if (!specifier.startsWith('.')) continue; // a package
      const to = resolveImport(from, specifier);
      if (to) edges.push({ from, to, specifier });
      else if (!/\.(css|svg|png|json|mjs)$/.test(specifier))
        unresolved.push(`${path.relative(root, from)}: '${specifier}'`);
    }
  }
  return { edges, unresolved };
}

/**
 * Import cycles between units (whatever `unitOf` groups files into: features, folders), each with one
 * import per link as evidence.
 */
export function unitCycles(edges: Edge[], unitOf: (file: string) => string, root: string): string[] {
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
      return `    ${from} → ${to}: ${path.relative(root, edge.from)} → '${edge.specifier}'`;
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
        const found = [start];
        for (let at = unit; at !== start; at = previous.get(at) as string) found.splice(1, 0, at);
        found.push(start);
        if (best.length === 0 || found.length < best.length) best = found;
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

/** A test failure message: the title, the count, and one line per finding. */
export const report = (title: string, lines: string[]) =>
  `${title} (${lines.length}):\n  ${lines.join('\n  ')}`;
