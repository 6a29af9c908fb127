// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicVideo } from '../../test/test-videos';
import { EMBED_POLL_INTERVAL_MS, EMBED_REFRESH_DELAY_MS, EMBED_WAIT_CAP_MS } from './embed-scripts';
import { VideoPlayer } from './video-player';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const script of document.querySelectorAll('script[id^="embed-script-"]')) script.remove();
  delete window.instgrm;
});

const TIKTOK_URL = 'https://www.tiktok.com/@coach/video/7527692032239846230';
const state = (container: HTMLElement) =>
  container.querySelector('[data-player-state]')?.getAttribute('data-player-state');

describe('VideoPlayer: embed or placeholder (docs/product/browsing.md#missing-thumbnails, docs/product/video-detail.md#embedded-player)', () => {
  it('embeds an instagram video whose url is on instagram.com, refreshing the embed 100 ms after open', () => {
    const { container } = render(<VideoPlayer video={publicVideo()} variant="modal" />);
    const quote = container.querySelector('blockquote.instagram-media');
    expect(quote?.getAttribute('data-instgrm-permalink')).toBe('https://www.instagram.com/reel/C9xY2kLmNoP/');
    // No loading placeholder for instagram: the poster links to the original meanwhile.
    expect(state(container)).toBe('poster');
    expect(screen.getByRole('link', { name: 'Watch on Instagram' })).toBeTruthy();
    expect(document.getElementById('embed-script-instagram')).toBeNull();
    act(() => vi.advanceTimersByTime(EMBED_REFRESH_DELAY_MS));
    const script = document.getElementById('embed-script-instagram') as HTMLScriptElement;
    expect(script.src).toBe('https://www.instagram.com/embed.js');
  });

  it('re-scans with the loaded instagram script instead of loading it twice', () => {
    const process = vi.fn();
    window.instgrm = { Embeds: { process } };
    render(<VideoPlayer video={publicVideo()} variant="modal" />);
    act(() => vi.advanceTimersByTime(EMBED_REFRESH_DELAY_MS));
    expect(process).toHaveBeenCalledTimes(1);
    expect(document.getElementById('embed-script-instagram')).toBeNull();
  });

  it('shows the tiktok loading placeholder until the embed frame appears', () => {
    const { container } = render(
      <VideoPlayer video={publicVideo({ platform: 'tiktok', url: TIKTOK_URL })} variant="modal" />,
    );
    const quote = container.querySelector('blockquote.tiktok-embed');
    expect(quote?.getAttribute('data-video-id')).toBe('7527692032239846230');
    expect(screen.getByRole('status').textContent).toBe('Loading TikTok player…');
    act(() => vi.advanceTimersByTime(EMBED_REFRESH_DELAY_MS));
    expect((document.getElementById('embed-script-tiktok') as HTMLScriptElement).src).toBe(
      'https://www.tiktok.com/embed.js',
    );
    // The platform's script puts its frame in; the next poll sees it.
    act(() => {
      quote?.append(document.createElement('iframe'));
      vi.advanceTimersByTime(EMBED_POLL_INTERVAL_MS);
    });
    expect(state(container)).toBe('embedded');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ends the tiktok loading state after 4 s when no frame appears', () => {
    const { container } = render(
      <VideoPlayer video={publicVideo({ platform: 'tiktok', url: TIKTOK_URL })} variant="page" />,
    );
    act(() => vi.advanceTimersByTime(EMBED_WAIT_CAP_MS - 1));
    expect(state(container)).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(state(container)).toBe('poster');
    expect(screen.getByRole('link', { name: 'Watch on TikTok' }).getAttribute('href')).toBe(TIKTOK_URL);
  });

  it('starts loading again when the video changes', () => {
    const { container, rerender } = render(
      <VideoPlayer video={publicVideo({ platform: 'tiktok', url: TIKTOK_URL })} variant="modal" />,
    );
    act(() => vi.advanceTimersByTime(EMBED_WAIT_CAP_MS));
    expect(state(container)).toBe('poster');
    rerender(
      <VideoPlayer
        video={publicVideo({ id: 7, platform: 'tiktok', url: 'https://www.tiktok.com/@b/video/1' })}
        variant="modal"
      />,
    );
    expect(state(container)).toBe('loading');
  });

  it.each([
    ['tiktok', 'https://vm.example-cdn.com/ZTunyuLRWe/'],
    ['instagram', 'https://media.example.net/reels/C9EnwQft78T.mp4'],
    ['instagram', 'https://www.tiktok.com/@x/video/1'],
    ['youtube', 'https://www.youtube.com/shorts/abc'],
  ])("shows the 'View Original Media' placeholder in the modal for %s at %s", (platform, url) => {
    const { container } = render(<VideoPlayer video={publicVideo({ platform, url })} variant="modal" />);
    expect(container.querySelector('blockquote')).toBeNull();
    expect(state(container)).toBe('unavailable');
    expect(screen.getByText("Click 'View Original Media' to watch it at its source.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Original Media' }).getAttribute('href')).toBe(url);
  });

  it('tells page readers to click View on {platform} for an off-domain url', () => {
    const url = 'https://vm.example-cdn.com/ZTunyuLRWe/';
    render(<VideoPlayer video={publicVideo({ platform: 'tiktok', url })} variant="page" />);
    expect(screen.getByText('Click View on TikTok to watch it there.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View on TikTok' }).getAttribute('href')).toBe(url);
  });

  it.each([
    ['youtube', 'YouTube'],
    ['vimeo', 'Unknown'],
  ])('gives the %s platform a generic card on the page naming %s', (platform, name) => {
    const { container } = render(
      <VideoPlayer video={publicVideo({ platform, url: 'https://example.com/v/1' })} variant="page" />,
    );
    expect(state(container)).toBe('platform-card');
    expect(screen.getByText(name)).toBeTruthy();
  });
});
