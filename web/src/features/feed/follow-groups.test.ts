import { describe, expect, it } from 'vitest';
import type { Follow } from '../../../../shared/contracts/follows';
import { followGroups, searchFiltersText } from './follow-groups';

let next = 0;
const follow = (overrides: Partial<Follow>): Follow => ({
  id: `id-${++next}`,
  kind: 'topic',
  value: 'Skincare',
  label: 'Skincare',
  created_at: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

describe('follows grouped by kind', () => {
  it('puts taxonomy entries first, then creators, views and searches, keeping the list order in each', () => {
    const follows = [
      follow({ kind: 'search', value: 'meal prep', label: "your search 'meal prep'" }),
      follow({ kind: 'creator', value: 'glow.daily', label: '@glow.daily' }),
      follow({ kind: 'topic', label: 'Skincare' }),
      follow({ kind: 'account_type', value: 'Brand', label: 'Brand' }),
      follow({ kind: 'topic', value: 'Fitness', label: 'Fitness' }),
      follow({ kind: 'view', value: 'morning-routines', label: 'Morning routines' }),
    ];
    expect(followGroups(follows).map((group) => [group.name, group.follows.map((f) => f.label)])).toEqual([
      ['Topics', ['Skincare', 'Fitness']],
      ['Account Types', ['Brand']],
      ['Creators', ['@glow.daily']],
      ['Views', ['Morning routines']],
      ['Searches', ["your search 'meal prep'"]],
    ]);
    expect(followGroups([])).toEqual([]);
  });

  it('says what a saved search runs with, and nothing for a search without filters or another kind', () => {
    const search = (filters: Follow['filters']) =>
      follow({ kind: 'search', value: 'x', label: 'x', filters });
    expect(
      searchFiltersText(
        search({ topics: ['Cooking', 'Fitness'], format: 'Tutorial', platform: 'tiktok', view: 'v' }),
      ),
    ).toBe('Topics: Cooking, Fitness · Format: Tutorial · Platform: TikTok · View: v');
    expect(searchFiltersText(search({}))).toBeNull();
    expect(searchFiltersText(search(undefined))).toBeNull();
    expect(searchFiltersText(follow({}))).toBeNull();
  });
});
