import { describe, expect, it } from 'vitest';
import { VideoBits } from './video-bits';

describe('VideoBits', () => {
  it('counts, lists, joins and intersects positions across words', () => {
    const a = new VideoBits(100);
    for (const at of [0, 31, 32, 63, 64, 99]) a.set(at);
    expect(a.count).toBe(6);
    expect(a.first(10)).toEqual([0, 31, 32, 63, 64, 99]);
    expect(a.first(3)).toEqual([0, 31, 32]);
    const b = new VideoBits(100);
    for (const at of [31, 50, 99]) b.set(at);
    const both = a.copy();
    both.keep(b);
    expect(both.first(10)).toEqual([31, 99]);
    a.add(b);
    expect(a.count).toBe(7);
    expect(a.has(50)).toBe(true);
    expect(new VideoBits(40).empty).toBe(true);
  });
});
