// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActiveFilterChips } from './active-filter-chips';
import { type BrowseFilters, EMPTY_FILTERS, type FixedFilter } from './api/video-filters';

afterEach(cleanup);

function Harness({ initial, fixedFilter }: { initial: BrowseFilters; fixedFilter?: FixedFilter }) {
  const [filters, setFilters] = useState(initial);
  return (
    <>
      <input id="fallback" aria-label="Search videos" />
      <ActiveFilterChips
        filters={filters}
        fixedFilter={fixedFilter}
        onChange={setFilters}
        fallbackFocusId="fallback"
      />
    </>
  );
}

const chipTexts = () =>
  within(screen.getByRole('list', { name: 'Active filters' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('ActiveFilterChips', () => {
  it('shows one chip per active filter and removes each with its button, moving focus on', async () => {
    render(
      <Harness
        initial={{
          ...EMPTY_FILTERS,
          search: 'budget',
          format: 'Listicle',
          topics: ['Fitness', 'Cooking'],
          platform: 'tiktok',
        }}
      />,
    );
    expect(chipTexts()).toEqual([
      'Search: “budget”',
      'Format: Listicle',
      'Topic: Fitness',
      'Topic: Cooking',
      'Platform: TikTok',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Topic: Fitness' }));
    expect(chipTexts()).toEqual([
      'Search: “budget”',
      'Format: Listicle',
      'Topic: Cooking',
      'Platform: TikTok',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Topic: Cooking' }));
  });

  it('sends focus to the search box when the last chip goes', async () => {
    render(<Harness initial={{ ...EMPTY_FILTERS, concept: 'Challenge' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Concept: Challenge' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search videos' }));
  });

  it("shows a page's fixed filter without a remove button", () => {
    render(<Harness initial={EMPTY_FILTERS} fixedFilter={{ kind: 'formats', name: 'Talking Head' }} />);
    expect(chipTexts()).toEqual(['Format: Talking Head']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing when no filter is active', () => {
    render(<Harness initial={EMPTY_FILTERS} />);
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });
});
