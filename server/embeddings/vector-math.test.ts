import { describe, expect, it } from 'vitest';
import { bufferToVector, dot, mean, normalize, vectorToBuffer } from './vector-math';

describe('vector math', () => {
  it('normalises to unit length and keeps a zero vector zero', () => {
    const unit = normalize(new Float32Array([3, 4]));
    expect([...unit]).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)]);
    expect(dot(unit, unit)).toBeCloseTo(1, 6);
    expect([...normalize(new Float32Array(3))]).toEqual([0, 0, 0]);
  });

  it('takes the dot product and refuses vectors of different lengths', () => {
    expect(dot(new Float32Array([1, 2, 3]), new Float32Array([4, -5, 6]))).toBe(12);
    expect(() => dot(new Float32Array(2), new Float32Array(3))).toThrow(/lengths differ/);
  });

  it('averages vectors element-wise, and gives zeros for none', () => {
    expect([...mean([new Float32Array([1, 4]), [3, 0]], 2)]).toEqual([2, 2]);
    expect([...mean([], 3)]).toEqual([0, 0, 0]);
    expect(() => mean([[1, 2, 3]], 2)).toThrow(/expected 2 values/);
  });

  it('round-trips through little-endian bytes for the bytea column', () => {
    const vector = new Float32Array([1, -0.5, 0.123456789, 3.4e38]);
    const buffer = vectorToBuffer(vector);
    expect(buffer.length).toBe(16);
    // 1.0f little-endian is 00 00 80 3f.
    expect([...buffer.subarray(0, 4)]).toEqual([0x00, 0x00, 0x80, 0x3f]);
    expect([...bufferToVector(buffer)]).toEqual([...vector]);
    // A Buffer sliced out of a larger pool (as node-postgres returns them) is read from its own offset.
    const pooled = Buffer.concat([Buffer.from([9, 9, 9]), buffer]).subarray(3);
    expect([...bufferToVector(pooled)]).toEqual([...vector]);
    expect(() => bufferToVector(Buffer.alloc(6))).toThrow(/whole number/);
  });
});
