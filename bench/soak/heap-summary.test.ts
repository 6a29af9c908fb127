import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heapGrowth, summariseHeapSnapshot } from './heap-summary';

/** A .heapsnapshot as V8 writes it, with the given nodes: [type index, name index, self size]. */
async function snapshotFile(nodes: [number, number, number][], strings: string[]): Promise<string> {
  const meta = {
    node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
    node_types: [['hidden', 'array', 'string', 'object', 'code', 'closure'], 'string', 'number'],
  };
  const rows = nodes.map(([type, name, size], i) => [type, name, i * 2 + 1, size, 0].join(','));
  const text =
    `{"snapshot":{"meta":${JSON.stringify(meta)},"node_count":${nodes.length},"edge_count":0},\n` +
    `"nodes":[${rows.join(',\n')}],\n"edges":[],\n"strings":${JSON.stringify(strings)}}`;
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'heap-summary-')), 'x.heapsnapshot');
  await fs.writeFile(file, text);
  return file;
}

describe('heap snapshot summary', () => {
  it('sums own sizes by constructor for objects and by type for the rest', async () => {
    const strings = ['<dummy>', 'Socket', 'say "hi"\\n', 'ServerResponse'];
    const file = await snapshotFile(
      [
        [3, 1, 200],
        [3, 1, 200],
        [3, 3, 150],
        [2, 2, 40],
        [1, 0, 1000],
      ],
      strings,
    );
    const groups = await summariseHeapSnapshot(file);
    expect(groups).toEqual(
      expect.arrayContaining([
        { name: 'Socket', count: 2, bytes: 400 },
        { name: 'ServerResponse', count: 1, bytes: 150 },
        { name: '(string)', count: 1, bytes: 40 },
        { name: '(array)', count: 1, bytes: 1000 },
      ]),
    );
  });

  it('names what grew most between two summaries first, new constructors included', () => {
    const before = [
      { name: 'Socket', count: 2, bytes: 400 },
      { name: '(string)', count: 10, bytes: 1000 },
    ];
    const after = [
      { name: 'Socket', count: 66, bytes: 13_200 },
      { name: '(string)', count: 11, bytes: 1100 },
      { name: 'Promise', count: 5, bytes: 160 },
    ];
    expect(heapGrowth(before, after, 2).map((row) => row.name)).toEqual(['Socket', 'Promise']);
  });
});
