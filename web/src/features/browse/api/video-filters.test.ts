import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToApiQuery,
  mergeFiltersIntoSearchParams,
  withFixedFilter,
  withoutFixedKey,
} from './video-filters';

describe('browse filters in the URL', () => {
  it('reads every filter, topics repeated or comma-joined, and the singular topic list pages send', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams(
        'topics=Fitness,Cooking&topics=Travel&topic=Coffee&format=Listicle&search=%20budget%20',
      ),
    );
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
      topics: ['Fitness', 'Cooking', 'Travel', 'Coffee'],
      format: 'Listicle',
      search: 'budget',
    });
  });

  it('writes filters back without empty ones, keeping parameters it does not own', () => {
    const next = mergeFiltersIntoSearchParams(new URLSearchParams('utm_source=mail&topic=Old&format=X'), {
      ...EMPTY_FILTERS,
      topics: ['Fitness', 'Cooking'],
      concept: 'Myth Busting',
    });
    expect(next.toString()).toBe('utm_source=mail&topics=Fitness%2CCooking&concept=Myth+Busting');
  });

  it('counts each topic and each single filter, search included', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, topics: ['A', 'B'], format: 'F', search: 'q' })).toBe(4);
  });
});

describe('a fixed filter', () => {
  const user = { ...EMPTY_FILTERS, format: 'Listicle', topics: ['Cooking'], concept: 'Challenge' };

  it('replaces the user choice of its kind in the API query and keeps the rest', () => {
    const query = filtersToApiQuery(withFixedFilter(user, { kind: 'formats', name: 'Talking Head' }));
    expect(Object.fromEntries(query)).toEqual({
      format: 'Talking Head',
      topic: 'Cooking',
      concept: 'Challenge',
    });
    const topics = filtersToApiQuery(withFixedFilter(user, { kind: 'topics', name: 'Fitness' }));
    expect(topics.get('topic')).toBe('Fitness');
  });

  it('drops the locked kind from the user filters', () => {
    expect(withoutFixedKey(user, { kind: 'account-types', name: 'Agency' })).toEqual(user);
    expect(withoutFixedKey(user, { kind: 'formats', name: 'Talking Head' }).format).toBe('');
  });
});
