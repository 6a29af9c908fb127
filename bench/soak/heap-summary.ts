import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Objects of one kind in a heap snapshot: how many, and their own (shallow) size in bytes. */
export interface HeapGroup {
  name: string;
  count: number;
  bytes: number;
}

/** Node types whose snapshot name is a constructor or function name worth grouping by. */
const NAMED_TYPES = new Set(['object', 'closure', 'native', 'regexp']);

/**
 * Sums a .heapsnapshot's nodes by constructor (objects, closures) or by type (strings, arrays, code,
 * hidden), reading the file as bytes: a large app's snapshot outgrows the longest string JSON.parse takes.
 */
export async function summariseHeapSnapshot(file: string): Promise<HeapGroup[]> {
  const bytes = await fs.readFile(file);
  const nodesAt = bytes.indexOf('"nodes":[');
  const header = JSON.parse(
    `${bytes.subarray(0, nodesAt).toString('utf8').trimEnd().replace(/,$/, '')}}`,
  ) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] }; node_count: number };
  };
  const { node_fields: fields, node_types: types } = header.snapshot.meta;
  const typeNames = types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [
    number,
    number,
    number,
  ];

  // Groups keyed by type name, or by name index for named types (decoded below, only for the largest).
  const byKey = new Map<string, { count: number; bytes: number }>();
  const row = new Array<number>(width).fill(0);
  let field = 0;
  let value = 0;
  let inNumber = false;
  for (let i = nodesAt + '"nodes":['.length; ; i += 1) {
    const c = bytes[i] as number;
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      inNumber = true;
      continue;
    }
    if (inNumber) {
      row[field] = value;
      field += 1;
      value = 0;
      inNumber = false;
      if (field === width) {
        field = 0;
        const type = typeNames[row[typeAt] as number] as string;
        const key = NAMED_TYPES.has(type) ? `#${row[nameAt]}` : `(${type})`;
        const group = byKey.get(key) ?? { count: 0, bytes: 0 };
        group.count += 1;
        group.bytes += row[sizeAt] as number;
        byKey.set(key, group);
      }
    }
    if (c === 93) break; // ']'
  }

  const wanted = new Set(
    [...byKey.keys()].filter((key) => key.startsWith('#')).map((key) => Number(key.slice(1))),
  );
  const names = readStrings(bytes, wanted);
  return [...byKey].map(([key, group]) => ({
    name: key.startsWith('#') ? (names.get(Number(key.slice(1))) ?? key) : key,
    ...group,
  }));
}

/** The snapshot's strings at the given indexes, scanning its "strings" array once. */
function readStrings(bytes: Buffer, wanted: Set<number>): Map<number, string> {
  const found = new Map<number, string>();
  let i = bytes.lastIndexOf('"strings":[') + '"strings":['.length;
  for (let index = 0; found.size < wanted.size; index += 1) {
    const start = bytes.indexOf(34, i); // the opening quote
    if (start < 0) break;
    let end = start + 1;
    while (bytes[end] !== 34) end += bytes[end] === 92 ? 2 : 1; // skip escapes
    if (wanted.has(index)) found.set(index, JSON.parse(bytes.subarray(start, end + 1).toString('utf8')));
    i = end + 1;
  }
  return found;
}

/** The groups that grew most from one snapshot to the next (merged by name), largest first. */
export function heapGrowth(before: HeapGroup[], after: HeapGroup[], top: number) {
  const merge = (groups: HeapGroup[]) => {
    const merged = new Map<string, { count: number; bytes: number }>();
    for (const g of groups) {
      const m = merged.get(g.name) ?? { count: 0, bytes: 0 };
      m.count += g.count;
      m.bytes += g.bytes;
      merged.set(g.name, m);
    }
    return merged;
  };
  const a = merge(before);
  const b = merge(after);
  return [...new Set([...a.keys(), ...b.keys()])]
    .map((name) => {
      const x = a.get(name) ?? { count: 0, bytes: 0 };
      const y = b.get(name) ?? { count: 0, bytes: 0 };
      return { name, countBefore: x.count, countAfter: y.count, bytesBefore: x.bytes, bytesAfter: y.bytes };
    })
    .sort((p, q) => q.bytesAfter - q.bytesBefore - (p.bytesAfter - p.bytesBefore))
    .slice(0, top);
}

/** Prints the largest growths between two snapshots as a table, in KB. */
export function printHeapGrowth(rows: ReturnType<typeof heapGrowth>): void {
  const kb = (n: number) => (n / 1024).toFixed(0);
  console.log(
    'constructor / type'.padEnd(44),
    'count before → after'.padStart(24),
    'KB before → after'.padStart(22),
  );
  for (const r of rows) {
    console.log(
      r.name.slice(0, 44).padEnd(44),
      `${r.countBefore} → ${r.countAfter}`.padStart(24),
      `${kb(r.bytesBefore)} → ${kb(r.bytesAfter)} (+${kb(r.bytesAfter - r.bytesBefore)})`.padStart(22),
    );
  }
}

// `npx tsx bench/soak/heap-summary.ts before.heapsnapshot after.heapsnapshot [top]`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [before, after, top] = process.argv.slice(2);
  if (!before || !after) {
    console.error('usage: tsx bench/soak/heap-summary.ts before.heapsnapshot after.heapsnapshot [top]');
    process.exit(2);
  }
  const [a, b] = await Promise.all([summariseHeapSnapshot(before), summariseHeapSnapshot(after)]);
  printHeapGrowth(heapGrowth(a, b, Number(top ?? 25)));
}
