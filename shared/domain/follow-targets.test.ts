import { describe, expect, it } from 'vitest';
import {
  creatorHandle,
  type FollowTarget,
  followTargetKey,
  normalizeSearchFilters,
  normalizeSearchText,
  sameFollowTarget,
} from './follow-targets';

describe('follow targets', () => {
  it('writes a search and its filters in one form', () => {
    expect(normalizeSearchText('  meal \t prep  ')).toBe('meal prep');
    expect(
      normalizeSearchFilters({
        view: ' bread ',
        topics: [' Pastry', 'baking', 'Baking', ''],
        format: '',
        platform: 'tiktok',
      }),
    ).toEqual({ topics: ['baking', 'Pastry'], platform: 'tiktok', view: 'bread' });
    expect(normalizeSearchFilters(undefined)).toEqual({});
    // One key order, whatever order the filters came in.
    const keys = Object.keys(normalizeSearchFilters({ view: 'v', format: 'f', topics: ['t'] }));
    expect(keys).toEqual(['topics', 'format', 'view']);
  });

  it('reads a handle without its @ and case', () => {
    expect(creatorHandle(' @@Bread.Boss ')).toBe('bread.boss');
  });

  it('finds the same thing asked in other words', () => {
    expect(
      sameFollowTarget({ kind: 'creator', value: '@Bread.Boss' }, { kind: 'creator', value: 'bread.boss' }),
    ).toBe(true);
    const search: FollowTarget = {
      kind: 'search',
      value: 'Meal  prep',
      filters: { topics: ['B', 'a'], format: 'F' },
    };
    expect(
      sameFollowTarget(search, {
        kind: 'search',
        value: 'meal prep',
        filters: { format: 'f', topics: ['A', 'b'] },
      }),
    ).toBe(true);
    expect(sameFollowTarget(search, { kind: 'search', value: 'meal prep' })).toBe(false);
    expect(sameFollowTarget({ kind: 'topic', value: 'Baking' }, { kind: 'format', value: 'Baking' })).toBe(
      false,
    );
    // Filters count only on a search.
    expect(followTargetKey({ kind: 'topic', value: 'Baking', filters: { format: 'x' } })).toBe(
      followTargetKey({ kind: 'topic', value: 'baking' }),
    );
  });
});
