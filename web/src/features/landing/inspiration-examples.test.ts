import { describe, expect, it } from 'vitest';
import { CONCEPTS, FORMATS } from '../../../../server/demo/demo-content';
import { INSPIRATION_EXAMPLES } from './inspiration-examples';

describe('the inspiration examples', () => {
  it('are exactly 7 (docs/product/limits.md)', () => {
    expect(INSPIRATION_EXAMPLES).toHaveLength(7);
  });

  it('name formats and concepts that exist, so their chips link to real pages', () => {
    const formats = new Set(FORMATS.map((f) => f.name));
    const concepts = new Set(CONCEPTS.map((c) => c.name));
    for (const example of INSPIRATION_EXAMPLES) {
      expect(formats.has(example.format)).toBe(true);
      expect(concepts.has(example.concept)).toBe(true);
    }
  });
});
