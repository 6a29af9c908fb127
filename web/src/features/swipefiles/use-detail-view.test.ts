// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DETAIL_VIEW_COOKIE, detailViewFromCookies, useDetailView } from './use-detail-view';

describe('the swipefile detail layout the user chose', () => {
  it('is read from a Cookie header, whatever else it carries; anything else is the dense grid', () => {
    expect(detailViewFromCookies(`a=1; ${DETAIL_VIEW_COOKIE}=players; hookshelf.session_token=x`)).toBe(
      'players',
    );
    expect(detailViewFromCookies(`${DETAIL_VIEW_COOKIE}=carousel`)).toBe('grid');
    expect(detailViewFromCookies(undefined)).toBe('grid');
  });

  it('is kept in the cookie the server reads, so the next drawn page starts in it', () => {
    // The cookie goes with the swipefile pages only, where the hook is read.
    window.history.pushState({}, '', '/swipefiles/some-id');
    const { result } = renderHook(() => useDetailView());
    expect(result.current[0]).toBe('grid');
    act(() => result.current[1]('players'));
    expect(result.current[0]).toBe('players');
    expect(detailViewFromCookies(document.cookie)).toBe('players');
    window.history.pushState({}, '', '/videos');
    expect(detailViewFromCookies(document.cookie)).toBe('grid');
  });
});
