// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publicVideo } from '../test/test-videos';
import { OutlierBadge } from './outlier-badge';
import { VideoCard } from './video-list/video-card';
import { VideoThumbnailTile } from './video-list/video-thumbnail-tile';

afterEach(cleanup);

describe('OutlierBadge', () => {
  it("reads how many times the author's usual views a video got", () => {
    render(<OutlierBadge video={publicVideo({ outlier_score: 50, outlier_basis: 'author' })} />);
    expect(screen.getByText("50× the author's usual")).toBeTruthy();
  });

  it("names the format's usual when the score fell back to it, with one decimal under 10", () => {
    render(<OutlierBadge video={publicVideo({ outlier_score: 6.46, outlier_basis: 'format' })} />);
    expect(screen.getByText("6.5× its format's usual")).toBeTruthy();
  });

  it('shows nothing for an ordinary video or one without a score', () => {
    const { container } = render(
      <>
        <OutlierBadge video={publicVideo({ outlier_score: 4.9, outlier_basis: 'author' })} />
        <OutlierBadge video={publicVideo({ outlier_score: null, outlier_basis: null })} />
      </>,
    );
    expect(container.textContent).toBe('');
  });

  it('sits on the card and, as the figure alone, on the thumbnail tile', () => {
    const video = publicVideo({ outlier_score: 12.4, outlier_basis: 'author' });
    render(<VideoCard video={video} onOpen={() => {}} />);
    expect(screen.getByText("12× the author's usual")).toBeTruthy();
    cleanup();
    render(<VideoThumbnailTile video={video} onOpen={() => {}} />);
    expect(screen.getByText('12×')).toBeTruthy();
    expect(screen.getByText("12× the author's usual").className).toContain('sr-only');
  });
});
