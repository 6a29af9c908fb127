// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoListChunk } from '../../components/video-list/video-list-chunk';
import { publicVideo } from '../../test/test-videos';
import { type ActionTarget, applyChatAction } from './chat-actions';
import { setHighlightedVideos, videoMark } from './video-highlights';

function target(pathname = '/videos', search = '') {
  return {
    pathname,
    search,
    navigate: vi.fn<ActionTarget['navigate']>(),
    openVideo: vi.fn<ActionTarget['openVideo']>(),
  } satisfies ActionTarget;
}

const base = { title: 'Do it', description: '' };
const navigatedTo = (t: ReturnType<typeof target>) => {
  const [to] = t.navigate.mock.calls[0] as [string];
  const url = new URL(to, 'http://localhost');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
};

function renderList() {
  const videos = [publicVideo({ id: 11 }), publicVideo({ id: 12 }), publicVideo({ id: 13 })];
  return render(
    <main>
      <VideoListChunk videos={videos} view="thumbnails" onOpen={() => {}} />
    </main>,
  );
}
const item = (id: number) => document.querySelector(`[data-video-id="${id}"]`) as HTMLElement;

/** How the page draws a card: the last style rule of the chat's sheet that matches it ('ringed' is indigo). */
function mark(id: number): 'ringed' | 'highlighted' | null {
  const sheet = (document.getElementById('chat-video-highlights') as HTMLStyleElement | null)?.sheet;
  let found: 'ringed' | 'highlighted' | null = null;
  for (const rule of Array.from(sheet?.cssRules ?? []) as CSSStyleRule[]) {
    if (item(id).matches(rule.selectorText))
      found = rule.style.boxShadow.includes('#6366f1') ? 'ringed' : 'highlighted';
  }
  expect(found, 'the sheet and the chat’s own record agree').toBe(videoMark(id));
  return found;
}

describe('applying the strategy bot’s actions (docs/product/chat.md#actions)', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    setHighlightedVideos([]);
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('ignores an unknown type with a console warning and changes nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = target();
    expect(applyChatAction({ type: 'teleport', data: { videoId: 1 } }, t)).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("Unknown chat action type 'teleport'"),
      expect.anything(),
    );
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.openVideo).not.toHaveBeenCalled();
  });

  it('shows exactly the filters an action names, replacing those on screen and keeping the sort', () => {
    const t = target('/videos', '?format=Listicle&topics=Skincare&concept=Myth+Busting&sort=views');
    applyChatAction({ type: 'filter', ...base, data: { filters: { topic: ['Fitness'] } } }, t);
    expect(navigatedTo(t)).toEqual({ path: '/videos', params: { sort: 'views', topics: 'Fitness' } });
  });

  it('opens All Videos with exactly the filter from a page without the list, or with a filter of its own', () => {
    const fromSwipefiles = target('/swipefiles', '?tab=mine');
    applyChatAction({ type: 'filter', ...base, data: { filters: { platform: 'tiktok' } } }, fromSwipefiles);
    expect(navigatedTo(fromSwipefiles)).toEqual({ path: '/videos', params: { platform: 'tiktok' } });

    // A format page lists only its format: "Browse Fitness" from it would read Listicle + Fitness.
    const fromFormat = target('/formats/listicle', '?topics=Skincare');
    applyChatAction({ type: 'filter', ...base, data: { filters: { topic: ['Fitness'] } } }, fromFormat);
    expect(navigatedTo(fromFormat)).toEqual({ path: '/videos', params: { topics: 'Fitness' } });
  });

  it('searches for the query alone', () => {
    const t = target('/public-beta', '?format=Tutorial&search=old');
    applyChatAction({ type: 'search', ...base, data: { query: 'morning routine' } }, t);
    expect(navigatedTo(t)).toEqual({ path: '/public-beta', params: { search: 'morning routine' } });
  });

  it('follows a taxonomy url of this site, or filters by that entry alone', () => {
    const toPage = target();
    applyChatAction({ type: 'taxonomy', ...base, data: { url: '/topics/fitness' } }, toPage);
    expect(toPage.navigate).toHaveBeenCalledWith('/topics/fitness');

    const toFilter = target('/videos', '?format=Listicle');
    applyChatAction({ type: 'taxonomy', ...base, data: { kind: 'topic', name: 'Fitness' } }, toFilter);
    expect(navigatedTo(toFilter)).toEqual({ path: '/videos', params: { topics: 'Fitness' } });

    const offSite = target('/videos');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(applyChatAction({ type: 'taxonomy', ...base, data: { url: '//evil.example/x' } }, offSite)).toBe(
      false,
    );
    expect(offSite.navigate).not.toHaveBeenCalled();
  });

  it('highlights the named cards on the list (highlight and compare), replacing the last highlight', () => {
    renderList();
    act(() => void applyChatAction({ type: 'highlight', ...base, data: { videoIds: [11, 13] } }, target()));
    expect(mark(11)).toBe('highlighted');
    expect(mark(12)).toBeNull();
    expect(mark(13)).toBe('highlighted');
    act(() => void applyChatAction({ type: 'compare', ...base, data: { videoIds: [12] } }, target()));
    expect(mark(11)).toBeNull();
    expect(mark(12)).toBe('highlighted');
  });

  it('scrolls smoothly to a card and rings it for 3 s', () => {
    vi.useFakeTimers();
    renderList();
    act(() => void applyChatAction({ type: 'scroll', ...base, data: { videoId: 12 } }, target()));
    expect(item(12).scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    expect(mark(12)).toBe('ringed');
    act(() => vi.advanceTimersByTime(2_900));
    expect(mark(12)).toBe('ringed');
    act(() => vi.advanceTimersByTime(200));
    expect(mark(12)).toBeNull();
  });

  it('opens the video in the modal for details; a scroll never covers the answer with it', () => {
    vi.useFakeTimers();
    renderList();
    const t = target();
    applyChatAction({ type: 'details', ...base, data: { videoId: 12 } }, t);
    applyChatAction({ type: 'scroll', ...base, data: { videoId: 99 } }, t);
    act(() => vi.advanceTimersByTime(2_500));
    expect(t.openVideo.mock.calls).toEqual([[12]]);
  });

  it('waits a moment for a card the same answer’s filter is still loading, then rings it', () => {
    vi.useFakeTimers();
    const scroll = applyChatAction({ type: 'scroll', ...base, data: { videoId: 12 } }, target());
    expect(scroll).toBe(true);
    renderList();
    act(() => vi.advanceTimersByTime(150));
    expect(item(12).scrollIntoView).toHaveBeenCalled();
    expect(mark(12)).toBe('ringed');
  });
});
