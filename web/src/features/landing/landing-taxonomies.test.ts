import { describe, expect, it } from 'vitest';
import { CONCEPTS, FORMATS } from '../../../../server/demo/demo-content';
import { slugify } from '../../../../shared/domain/slug';
import { LANDING_CONCEPTS, LANDING_FORMATS } from './landing-taxonomies';

describe.each([
  ['formats', LANDING_FORMATS, FORMATS],
  ['concepts', LANDING_CONCEPTS, CONCEPTS],
])('the landing grid of %s (docs/product/navigation-and-global.md#landing-page)', (_kind, entries, demo) => {
  it('holds 8 entries, most used first', () => {
    expect(entries).toHaveLength(8);
    const counts = entries.map((entry) => entry.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('uses demo library names and slugs made by the slug rule, so every link resolves', () => {
    const names = new Set(demo.map((source) => source.name));
    for (const entry of entries) {
      expect(names.has(entry.name)).toBe(true);
      expect(entry.slug).toBe(slugify(entry.name));
    }
  });
});
