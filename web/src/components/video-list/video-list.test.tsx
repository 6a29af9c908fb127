// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Rss } from 'lucide-react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicVideo } from '../../test/test-videos';
import { type FeatureSlots, FeatureSlotsProvider } from '../feature-slots';
import { DEFAULT_VIDEO_LIST_VIEW, type VideoListView } from './list-layout';
import { VideoList, type VideoListProps } from './video-list';
import type { VideoNoteOf } from './video-note';

// The app fills the detail slot with the video feature's modal; here a stand-in shows what it was given.
const SLOTS: FeatureSlots = {
  renderVideoDetail: ({ videoId, initialVideo }) =>
    videoId === null ? null : <div role="dialog">Detail of {initialVideo?.simple_description}</div>,
};

afterEach(cleanup);

const videos = [publicVideo({ id: 1 }), publicVideo({ id: 2, simple_description: 'Second' })];

function Harness(props: Partial<VideoListProps>) {
  const [view, setView] = useState<VideoListView>(DEFAULT_VIDEO_LIST_VIEW);
  return (
    <MemoryRouter>
      <FeatureSlotsProvider slots={SLOTS}>
        <VideoList
          videos={videos}
          view={view}
          onViewChange={setView}
          loading={false}
          total={120}
          hasMore={false}
          loadingMore={false}
          onLoadMore={() => {}}
          {...props}
        />
      </FeatureSlotsProvider>
    </MemoryRouter>
  );
}

describe('VideoList', () => {
  it('starts in the thumbnails view and switches with the Cards, Thumbnails and Hooks buttons', async () => {
    render(<Harness />);
    const pressed = () =>
      ['Cards', 'Thumbnails', 'Hooks'].filter(
        (name) => screen.getByRole('button', { name }).getAttribute('aria-pressed') === 'true',
      );
    expect(pressed()).toEqual(['Thumbnails']);
    expect(screen.getAllByRole('link', { name: /^Open video:/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Cards' }));
    expect(pressed()).toEqual(['Cards']);
    expect(screen.getByRole('link', { name: 'Second' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hooks' }));
    expect(screen.getAllByRole('link', { name: 'Sign in to see the hooks' })).toHaveLength(2);
  });

  it('renders each video as one element carrying data-video-id, in every view', async () => {
    const { container } = render(<Harness />);
    for (const view of ['Cards', 'Thumbnails', 'Hooks']) {
      await userEvent.click(screen.getByRole('button', { name: view }));
      const ids = [...container.querySelectorAll('[data-video-id]')].map((el) =>
        el.getAttribute('data-video-id'),
      );
      expect(ids).toEqual(['1', '2']);
    }
  });

  it('shows the total and a Load More Videos tile when more results exist', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<Harness hasMore onLoadMore={onLoadMore} />);
    expect(screen.getByRole('status').textContent).toBe('120 videos');
    const tile = screen.getByRole('button', { name: /Load More Videos/ });
    expect(tile.textContent).toContain('Showing 2 of 120');
    await userEvent.click(tile);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<Harness hasMore loadingMore onLoadMore={onLoadMore} />);
    expect(screen.getByRole('button', { name: /Loading\.\.\./ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Loading\.\.\./ }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('says so on the tile when loading the next page failed', () => {
    render(<Harness hasMore loadMoreFailed />);
    expect(screen.getByRole('button', { name: /Load More Videos/ }).textContent).toContain(
      'Failed to load videos. Try again.',
    );
  });

  it('has no Load More tile on the last page', () => {
    render(<Harness hasMore={false} />);
    expect(screen.queryByRole('button', { name: /Load More Videos/ })).toBeNull();
  });

  it('shows a skeleton of exactly 8 cards while the first page loads', () => {
    const { container } = render(<Harness loading total={null} videos={[]} />);
    expect(container.querySelectorAll('[data-skeleton-card]')).toHaveLength(8);
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toContain('Loading videos…');
  });

  it('shows the empty state, with a way to clear filters when some are set', async () => {
    const onClearFilters = vi.fn();
    render(<Harness videos={[]} total={0} onClearFilters={onClearFilters} />);
    expect(screen.getByText('No videos found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria or filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onClearFilters).toHaveBeenCalled();
  });

  it("shows a page's own empty state in place of the browse texts", () => {
    render(<Harness videos={[]} total={0} empty={<p>Nothing followed yet</p>} />);
    expect(screen.getByText('Nothing followed yet')).toBeTruthy();
    expect(screen.queryByText('No videos found')).toBeNull();
  });

  it('says why each video is there, in every view, where the page gives a note', async () => {
    const noteOf: VideoNoteOf = (video) =>
      video.id === 1 ? { icon: Rss, lead: 'From what you follow:', text: 'Skincare · @glow.daily' } : null;
    const { container } = render(<Harness noteOf={noteOf} />);
    for (const view of ['Thumbnails', 'Cards', 'Hooks']) {
      await userEvent.click(screen.getByRole('button', { name: view }));
      const notes = [...container.querySelectorAll('[data-video-note]')].map((note) => [
        note.closest('[data-video-id]')?.getAttribute('data-video-id'),
        note.textContent,
      ]);
      expect(notes).toEqual([['1', 'From what you follow: Skincare · @glow.daily']]);
    }
  });

  it('opens the detail modal with the clicked video', async () => {
    const onOpenVideo = vi.fn();
    render(<Harness onOpenVideo={onOpenVideo} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Open video: Second' }));
    expect(within(screen.getByRole('dialog')).getByText(/Second/)).toBeTruthy();
    expect(onOpenVideo).toHaveBeenCalledWith(videos[1]);
  });

  it('loads the first six images at once, the first two with high priority, and the rest lazily', () => {
    const many = Array.from({ length: 10 }, (_, i) => publicVideo({ id: i + 1 }));
    const { container } = render(<Harness videos={many} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array(6).fill('eager'),
      ...Array(4).fill('lazy'),
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      ...Array(8).fill('auto'),
    ]);
  });
});
