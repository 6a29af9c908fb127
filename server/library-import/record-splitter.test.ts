import { describe, expect, it } from 'vitest';
import { RecordSplitter, type SplitOutput } from './record-splitter';

/** Feeds `text` in pieces of `size` bytes, as a network upload arrives, and collects everything. */
function split(text: string, size: number): SplitOutput {
  const splitter = new RecordSplitter();
  const bytes = Buffer.from(text);
  const all: SplitOutput = { records: [], unreadable: [] };
  const add = (out: SplitOutput) => {
    all.records.push(...out.records);
    all.unreadable.push(...out.unreadable);
  };
  for (let i = 0; i < bytes.length; i += size) add(splitter.push(bytes.subarray(i, i + size)));
  add(splitter.end());
  return all;
}

describe('RecordSplitter', () => {
  const tricky = [
    { id: 1, title: 'brackets ] } [ { and a comma, inside' },
    { id: 2, title: 'an escaped quote \\" and \\\\', nested: { list: [1, [2, 3]] } },
    { id: 3, title: 'émoji 🎬 split across chunks' },
  ];

  it('splits a JSON array into its elements with their indexes, however the bytes are chunked', () => {
    const text = `\uFEFF  [\n${tricky.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
    for (const size of [1, 2, 7, 64, 100_000]) {
      const out = split(text, size);
      expect(out.unreadable).toEqual([]);
      expect(out.records).toEqual(tricky.map((value, i) => ({ position: `index ${i}`, value })));
    }
  });

  it('splits NDJSON by lines, numbering them, reporting a broken line and going on', () => {
    const text = `${JSON.stringify(tricky[0])}\r\n\n{"id": 2, broken\n${JSON.stringify(tricky[2])}`;
    for (const size of [1, 5, 100_000]) {
      const out = split(text, size);
      expect(out.records).toEqual([
        { position: 'line 1', value: tricky[0] },
        { position: 'line 4', value: tricky[2] },
      ]);
      expect(out.unreadable).toEqual([{ position: 'line 3', reason: 'not valid JSON' }]);
    }
  });

  it('reports a broken element and where a truncated array breaks off', () => {
    const out = split('[{"id": 1}, {"id": oops}, {"id": 3}, {"id": 4, "title": "cut', 4);
    expect(out.records.map((r) => r.position)).toEqual(['index 0', 'index 2']);
    expect(out.unreadable).toEqual([
      { position: 'index 1', reason: 'not valid JSON' },
      { position: 'index 3', reason: expect.stringMatching(/breaks off at byte 60/) },
    ]);
  });

  it('reads an empty array and an empty file as no records', () => {
    expect(split('[ ]', 1)).toEqual({ records: [], unreadable: [] });
    expect(split('', 1)).toEqual({ records: [], unreadable: [] });
  });

  it('drops the NUL character PostgreSQL cannot store, keeping a written-out backslash-u0000 as text', () => {
    const records = [
      { id: 1, caption: 'before\u0000after', tags: ['a\u0000b'] },
      { id: 2, caption: 'a path C:\\u0000 stays' },
    ];
    for (const text of [records.map((r) => JSON.stringify(r)).join('\n'), JSON.stringify(records)]) {
      expect(split(text, 5).records.map((r) => r.value)).toEqual([
        { id: 1, caption: 'beforeafter', tags: ['ab'] },
        { id: 2, caption: 'a path C:\\u0000 stays' },
      ]);
    }
  });
});
