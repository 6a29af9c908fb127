import { describe, expect, it } from 'vitest';
import { DOT_BATCH, Int8Rows } from './int8-dot';
import { assembleInt8Dot } from './int8-dot-build';
import { INT8_DOT_WASM } from './int8-dot-wasm';

/** A deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a * 1_103_515_245 + 12_345) % 2_147_483_648;
    return a / 2_147_483_648 - 0.5;
  };
}

const reference = (query: Float32Array, codes: Int8Array, offset: number) =>
  query.reduce((sum, x, i) => sum + x * (codes[offset + i] as number), 0);

describe('the int8 dot product in WebAssembly', () => {
  it('is the module int8-dot.wat assembles to (run `npm run build:wasm` after changing it)', async () => {
    expect(Buffer.from(await assembleInt8Dot()).toString('base64')).toBe(INT8_DOT_WASM);
  });

  for (const dimension of [20, 512, 3072]) {
    it(`scores ${dimension}-d rows as JavaScript does, extremes included, and keeps them as the memory grows`, () => {
      const next = random(dimension);
      const rows = new Int8Rows(dimension);
      const dot = (row: number) => {
        const out = new Float64Array(1);
        rows.dotMany([row], 1, out);
        return out[0] as number;
      };
      const count = 3000;
      rows.reserve(count);
      for (let r = 0; r < count; r++) {
        const codes = rows.codes;
        for (let i = 0; i < dimension; i++) codes[r * rows.stride + i] = Math.round(next() * 254);
      }
      // Row 0 all +127 and a query all at its largest: the sum an i32 must hold without wrapping.
      rows.codes.fill(127, 0, dimension);
      const queries = [Float32Array.from({ length: dimension }, next), new Float32Array(dimension).fill(0.5)];
      for (const query of queries) {
        rows.setQuery(query);
        for (const r of [0, 1, 1234, count - 1]) {
          const expected = reference(query, rows.codes, r * rows.stride);
          expect(dot(r)).toBeCloseTo(expected, Math.abs(expected) > 100 ? 0 : 1);
          expect(Math.abs(dot(r) - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-3 + 0.05);
        }
      }
      // Many rows in one call give what one row a call gives, past a batch's length too.
      const many = Array.from({ length: DOT_BATCH + 7 }, (_, i) => (i * 7919) % count);
      const sums = new Float64Array(many.length);
      rows.dotMany(many, many.length, sums);
      for (const k of [0, 1, DOT_BATCH - 1, DOT_BATCH, many.length - 1]) {
        expect(sums[k]).toBe(dot(many[k] as number));
      }
      // Growing the memory keeps every row (the views are re-read, the bytes stay).
      const before = dot(1234);
      rows.reserve(count * 4);
      rows.setQuery(queries[1] as Float32Array);
      expect(dot(1234)).toBe(before);
    });
  }
});
