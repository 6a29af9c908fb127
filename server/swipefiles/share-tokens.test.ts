import { describe, expect, it } from 'vitest';
import { newPublicSlug, newShareToken } from './share-tokens';

describe('share tokens and public slugs', () => {
  it('makes a new URL-safe token of 192 bits each time', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newShareToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('starts a public slug with the name and ends it with 128 random bits', () => {
    const slug = newPublicSlug('Hooks That Work!  (2026)');
    expect(slug).toMatch(/^hooks-that-work-2026-[0-9a-f]{32}$/);
    expect(newPublicSlug('Hooks That Work!  (2026)')).not.toBe(slug);
  });

  it('keeps a slug within the slug rule for a name with no letters or digits, and cuts a long one', () => {
    expect(newPublicSlug('!!!')).toMatch(/^[0-9a-f]{32}$/);
    const long = newPublicSlug('a'.repeat(300));
    expect(long.length).toBe(40 + 1 + 32);
  });
});
