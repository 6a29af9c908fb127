// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publicVideo } from '../test/test-videos';
import { ThumbnailImage } from './thumbnail-image';

afterEach(cleanup);

const renderImage = (
  overrides: Parameters<typeof publicVideo>[0] = {},
  props: Partial<Parameters<typeof ThumbnailImage>[0]> = {},
) => render(<ThumbnailImage video={publicVideo(overrides)} sizes="50vw" alt="" {...props} />);

const placeholderOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-thumbnail-placeholder]');

describe('ThumbnailImage', () => {
  it('offers every converted size and reserves the image space with its intrinsic size', () => {
    const { container } = renderImage();
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe(publicVideo().thumbnail);
    expect(image?.getAttribute('srcset')).toBe(publicVideo().thumbnail_srcset);
    expect(image?.getAttribute('sizes')).toBe('50vw');
    expect(image?.getAttribute('width')).toBe('360');
    expect(image?.getAttribute('height')).toBe('640');
  });

  it('loads lazily by default, and at once with high priority when it is a priority image', () => {
    const lazy = renderImage().container.querySelector('img');
    expect(lazy?.getAttribute('loading')).toBe('lazy');
    expect(lazy?.getAttribute('fetchpriority')).not.toBe('high');
    cleanup();
    const eager = renderImage({}, { priority: true }).container.querySelector('img');
    expect(eager?.getAttribute('loading')).toBe('eager');
    expect(eager?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows a placeholder with the title and the platform mark, not an emoji, when there is no image', () => {
    const { container } = renderImage({
      thumbnail: null,
      platform: 'tiktok',
      simple_description: 'Cold brew at home',
    });
    expect(container.querySelector('img')).toBeNull();
    const placeholder = placeholderOf(container);
    expect(placeholder?.textContent).toContain('Cold brew at home');
    expect(placeholder?.textContent).toContain('TikTok');
    expect(placeholder?.querySelector('svg[data-platform-mark="tiktok"]')).toBeTruthy();
    expect(placeholder?.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it("falls back to the first outline line, then 'No description'", () => {
    const outlined = renderImage({
      thumbnail: null,
      simple_description: ' ',
      simple_outline: ['Hook: the bill'],
    });
    expect(placeholderOf(outlined.container)?.textContent).toContain('Hook: the bill');
    cleanup();
    const bare = renderImage({ thumbnail: null, simple_description: null, simple_outline: [] });
    expect(placeholderOf(bare.container)?.textContent).toContain('No description');
  });

  it('replaces an image that fails to load with the placeholder', () => {
    const { container } = renderImage({ simple_description: 'Budget swaps' });
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(placeholderOf(container)?.textContent).toContain('Budget swaps');
    expect(placeholderOf(container)?.querySelector('svg[data-platform-mark="instagram"]')).toBeTruthy();
  });
});
