// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publicVideo } from '../../test/test-videos';
import { VideoMetrics, videoMetrics } from './video-metrics';

afterEach(cleanup);

const shown = (overrides: Parameters<typeof publicVideo>[0]) =>
  Object.fromEntries(videoMetrics(publicVideo(overrides)).map((m) => [m.label, m.value]));

describe('videoMetrics (docs/product/video-detail.md#metrics metrics strip)', () => {
  it('shows views, likes and comments in K/M, engagement with two decimals, and the post date', () => {
    expect(shown({})).toEqual({
      Views: '482.0K',
      Likes: '31.2K',
      Comments: '874',
      Engagement: '6.65%',
      Posted: 'Sep 14, 2025',
    });
    expect(shown({ views: 1_250_000 }).Views).toBe('1.3M');
  });

  it.each([
    [0.0827, '8.27%'],
    [0.1, '10.00%'],
    [7.7, '7.70%'],
    [4.555, '4.56%'],
  ])('shows engagement %d as %s', (engagement, text) => {
    expect(shown({ engagement }).Engagement).toBe(text);
  });

  it('leaves out each count that is missing or not above zero', () => {
    expect(Object.keys(shown({ views: 0, likes: null, comments: -3, engagement: 0 }))).toEqual(['Posted']);
  });

  it('shows Posted whenever a readable date exists, whatever the counts', () => {
    expect(shown({ post_date: null }).Posted).toBeUndefined();
    expect(shown({ post_date: 'not a date' }).Posted).toBeUndefined();
    expect(shown({ views: 0, post_date: '2024-03-24' }).Posted).toBe('Mar 24, 2024');
  });
});

describe('VideoMetrics', () => {
  it('renders the strip and the tiles with the same figures', () => {
    const video = publicVideo({ likes: 0 });
    const { rerender } = render(<VideoMetrics video={video} variant="strip" />);
    const strip = screen.getByRole('list', { name: 'Video metrics' });
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Views482.0K', 'Comments874', 'Engagement6.65%', 'PostedSep 14, 2025']);
    rerender(<VideoMetrics video={video} variant="tiles" />);
    expect(screen.getByText('Engagement').closest('div')?.textContent).toBe('Engagement6.65%');
    expect(screen.queryByText('Likes')).toBeNull();
  });

  it('renders nothing when the video has no metric at all', () => {
    const { container } = render(
      <VideoMetrics
        video={publicVideo({ views: null, likes: null, comments: null, engagement: null, post_date: null })}
        variant="tiles"
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
