// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicVideo } from '../../test/test-videos';
import { VideoCard } from './video-card';

afterEach(cleanup);

describe('VideoCard', () => {
  it("shows 'No description' when the video has no simple description", () => {
    render(<VideoCard video={publicVideo({ simple_description: '  ' })} onOpen={() => {}} />);
    expect(screen.getByRole('link', { name: 'No description' })).toBeTruthy();
  });

  it("shows at most 2 topics, 2 concepts and 2 elements, each with a '+N' overflow", () => {
    const video = publicVideo({
      topics: ['Fitness', 'Cooking', 'Travel', 'Coffee'],
      concepts: ['Myth Busting', 'Social Proof', 'Challenge'],
      elements: ['Captions', 'Jump Cuts'],
    });
    render(<VideoCard video={video} onOpen={() => {}} />);
    const row = (label: string) => within(screen.getByText(label).nextElementSibling as HTMLElement);
    expect(row('Topics').getByText('Fitness')).toBeTruthy();
    expect(row('Topics').getByText('Cooking')).toBeTruthy();
    expect(row('Topics').queryByText('Travel')).toBeNull();
    expect(row('Topics').getByText('+2')).toBeTruthy();
    expect(row('Concepts').getByText('+1')).toBeTruthy();
    expect(row('Concepts').queryByText('Challenge')).toBeNull();
    expect(row('Elements').getByText('Jump Cuts')).toBeTruthy();
    expect(row('Elements').queryByText(/^\+/)).toBeNull();
  });

  it('shows the format, platform, original link, id and post date', () => {
    render(
      <VideoCard
        video={publicVideo({ id: 1001, platform: 'tiktok', url: 'https://www.tiktok.com/@a/video/1' })}
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText('Before & After')).toBeTruthy();
    const link = screen.getByRole('link', { name: /TikTok/ });
    expect(link.getAttribute('href')).toBe('https://www.tiktok.com/@a/video/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('#1001')).toBeTruthy();
    expect(screen.getByText('Sep 14, 2025')).toBeTruthy();
  });

  it('leaves the date out when the video has no post date', () => {
    render(<VideoCard video={publicVideo({ post_date: null })} onOpen={() => {}} />);
    expect(document.querySelector('time')).toBeNull();
  });

  it('opens the video when its title is clicked', async () => {
    const onOpen = vi.fn();
    const video = publicVideo();
    render(<VideoCard video={video} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('link', { name: video.simple_description ?? '' }));
    expect(onOpen).toHaveBeenCalledWith(video);
  });

  it('shows a save control only when one is given (none on the public page)', () => {
    const { rerender } = render(<VideoCard video={publicVideo()} onOpen={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    rerender(
      <VideoCard
        video={publicVideo()}
        onOpen={() => {}}
        renderSaveControl={() => (
          <button type="button" aria-label="Save">
            ☆
          </button>
        )}
      />,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
