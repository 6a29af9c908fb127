// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicVideo } from '../../test/test-videos';
import { VideoThumbnailTile } from './video-thumbnail-tile';

afterEach(cleanup);

const renderTile = (overrides: Parameters<typeof publicVideo>[0]) =>
  render(<VideoThumbnailTile video={publicVideo(overrides)} onOpen={() => {}} />);

describe('VideoThumbnailTile', () => {
  it("is a link to the video's page: a plain click opens the detail, a new-tab click is the browser's", () => {
    const onOpen = vi.fn();
    render(<VideoThumbnailTile video={publicVideo({ id: 42 })} onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: /^Open video:/ });
    // Before the app wakes up, or in a new tab, the link itself leads to the video.
    expect(link.getAttribute('href')).toBe('/v/42');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(onOpen).not.toHaveBeenCalled();
    // A plain click stays on the list and opens the detail instead of following the link.
    expect(fireEvent.click(link)).toBe(false);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows the author, the date and at most 2 concepts', () => {
    renderTile({ concepts: ['Myth Busting', 'Social Proof', 'Challenge'] });
    expect(screen.getByText('@thrifty.table')).toBeTruthy();
    expect(screen.getByText('Sep 14, 2025')).toBeTruthy();
    expect(screen.getByText('Myth Busting')).toBeTruthy();
    expect(screen.getByText('Social Proof')).toBeTruthy();
    expect(screen.queryByText('Challenge')).toBeNull();
  });

  it.each([
    [999, '999'],
    [2_722, '2.7K'],
    [482_000, '482.0K'],
    [1_250_000, '1.3M'],
  ])('shows %i views as %s', (views, shown) => {
    renderTile({ views });
    expect(screen.getByTitle('Views').textContent).toBe(`${shown} views`);
  });

  it.each([
    [0.0827, '8.3%'],
    [0.0665, '6.7%'],
    [4.55, '4.6%'],
    [0.1, '10.0%'],
  ])('shows engagement %d as a percentage with one decimal: %s', (engagement, shown) => {
    renderTile({ engagement });
    expect(screen.getByTitle('Engagement').textContent).toBe(`${shown} engagement`);
  });

  it('leaves out views and engagement the video does not have', () => {
    renderTile({ views: null, engagement: null });
    expect(screen.queryByTitle('Views')).toBeNull();
    expect(screen.queryByTitle('Engagement')).toBeNull();
  });

  it('shows the image at the size the tile takes, from its srcset', () => {
    const { container } = renderTile({});
    const image = container.querySelector('img');
    expect(image?.getAttribute('srcset')).toContain('360w');
    expect(image?.getAttribute('sizes')).toContain('50vw');
    expect(image?.getAttribute('loading')).toBe('lazy');
  });

  it('shows the designed placeholder with the title when there is no thumbnail', () => {
    const { container } = renderTile({ thumbnail: null, simple_description: 'Pasta in one pan' });
    expect(container.querySelector('img')).toBeNull();
    const placeholder = container.querySelector('[data-thumbnail-placeholder]');
    expect(placeholder?.textContent).toContain('Pasta in one pan');
  });

  it('names its open button after the description, or No description', () => {
    renderTile({ simple_description: null });
    expect(screen.getByRole('link', { name: 'Open video: No description' })).toBeTruthy();
  });
});
