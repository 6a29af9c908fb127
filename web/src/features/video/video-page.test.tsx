// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { FullVideo, PublicVideo } from '../../../../shared/contracts/video';
import { track } from '../../lib/analytics';
import { json, stubFetchEachTest } from '../../test/fake-api';
import { fullVideo, gatedTexts, publicVideo } from '../../test/test-videos';
import { VideoPage } from './video-page';
import { VideoPageContent } from './video-page-content';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));

stubFetchEachTest();

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/v/:id" element={<VideoPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The page's content for a video as given (a signed-in reader's full video needs no fetch). */
function renderContent(video: PublicVideo | FullVideo) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <VideoPageContent video={video} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('VideoPage states (docs/product/browsing.md#loading-empty-and-error-states)', () => {
  it('loads the video by id and shows it under the title rule, with the page title and description', async () => {
    vi.mocked(fetch).mockResolvedValue(json(200, { success: true, data: publicVideo() }));
    renderAt('/v/1042');
    expect(screen.getByRole('status', { name: 'Loading video' })).toBeTruthy();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Three grocery swaps that halve a weekly food bill from thrifty.table');
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toBe('/api/videos/public/1042');
    expect(document.title).toBe(
      'Three grocery swaps that halve a weekly food bill from thrifty.table | Instagram and TikTok Video Library',
    );
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description).toBe('A budget cook compares three staples side by side and shows the receipts.');
    expect(track).toHaveBeenCalledWith({ type: 'view', video_id: 1042, source: 'video_page' });
  });

  it("says 'Video Not Found' with the 404 message and a way back", async () => {
    vi.mocked(fetch).mockResolvedValue(json(404, { success: false, error: 'x', code: 'video_not_found' }));
    renderAt('/v/999999');
    expect(await screen.findByRole('heading', { name: 'Video Not Found' })).toBeTruthy();
    expect(screen.getByText('Video not found or not available for public viewing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Videos' }).getAttribute('href')).toBe('/public-beta');
    expect(document.title).toBe('Video Not Found | Instagram and TikTok Video Library');
  });

  it('treats an answer with success false as not found', async () => {
    vi.mocked(fetch).mockResolvedValue(json(200, { success: false, error: 'hidden', code: 'hidden' }));
    renderAt('/v/12');
    expect(await screen.findByText('Video not found or not available for public viewing')).toBeTruthy();
  });

  it('says loading failed for any other failure', async () => {
    vi.mocked(fetch).mockResolvedValue(json(500, { success: false, error: 'boom', code: 'internal_error' }));
    renderAt('/v/12');
    expect(await screen.findByText('Failed to load video. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Video Not Found' })).toBeTruthy();
  });

  it('does not ask the server about an id that cannot exist', () => {
    renderAt('/v/abc');
    expect(screen.getByText('Video not found or not available for public viewing')).toBeTruthy();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});

describe('VideoPageContent', () => {
  it.each([
    [{ author_username: null }, 'Three grocery swaps that halve a weekly food bill'],
    [{ simple_description: null, overview: 'A cook shows receipts. Then more.' }, 'A cook shows receipts'],
    [{ simple_description: null, overview: null }, 'Video 1042'],
  ])('titles the page by the shared rule (%j)', (overrides, expected) => {
    renderContent(publicVideo(overrides));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(expected);
  });

  it('shows the author chip, id, original link, copy button, metric tiles and side panels', () => {
    const { container } = renderContent(publicVideo({ comments: 0 }));
    expect(screen.getByRole('link', { name: /@thrifty\.table/ }).getAttribute('href')).toBe(
      'https://www.instagram.com/thrifty.table/',
    );
    expect(screen.getByText('ID 1042')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View on Instagram' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    const tiles = container.querySelector('dl[aria-label="Video metrics"]') as HTMLElement;
    expect(within(tiles).queryByText('Comments')).toBeNull();
    expect(within(tiles).getByText('6.65%')).toBeTruthy();
    for (const panel of ['Format', 'Concepts', 'Elements', 'Account Types', 'Topics']) {
      expect(screen.getByRole('region', { name: panel })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Cooking' }).getAttribute('href')).toBe('/topics/cooking');
  });

  it('keeps text overlays collapsed behind a count badge, and shows the defaults when opened', () => {
    renderContent(
      publicVideo({
        text_overlays: [
          { type: 'Title', timeAppearance: '0:00-0:03', text: '$140 → $68' },
          { type: null, timeAppearance: null, text: 'Follow for part two' },
        ],
      }),
    );
    const toggle = screen.getByRole('button', { name: /Text Overlays/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('2');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const entries = within(panel)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(entries).toEqual([
      'Title0:00-0:03$140 → $68',
      'Text OverlayDuration: ThroughoutFollow for part two',
    ]);
  });

  it('shows no text overlay panel for a video without overlays', () => {
    renderContent(publicVideo({ text_overlays: [] }));
    expect(screen.queryByRole('button', { name: /Text Overlays/ })).toBeNull();
  });

  it('locks analysis and transcript for a visitor, hides the signed-in lists, and leaks no real text', () => {
    const { container } = renderContent(publicVideo());
    expect(screen.getByRole('heading', { name: 'Hook Analysis (First 3-5 Seconds)' })).toBeTruthy();
    for (const prompt of [
      'Login to view hook analysis',
      'Login to view hook & payoff analysis',
      'Login to view narrative framework',
      'Login to view the transcript',
    ]) {
      expect(screen.getByText(prompt)).toBeTruthy();
    }
    expect(screen.getAllByRole('link', { name: 'Sign In / Sign Up' })).toHaveLength(4);
    expect(screen.queryByText('Themes')).toBeNull();
    expect(screen.queryByText('No transcript available for this video')).toBeNull();
    for (const gated of gatedTexts(fullVideo())) expect(container.textContent).not.toContain(gated);
  });

  it('shows everything to a reader who has the full video', () => {
    renderContent(fullVideo());
    expect(screen.queryByRole('link', { name: 'Sign In / Sign Up' })).toBeNull();
    expect(screen.getByText('Themes')).toBeTruthy();
    expect(screen.getByText('Receipt reveal')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Transcript' }).textContent).toBe(
      'I was spending a hundred and forty dollars a week on groceries.',
    );
  });

  it("says 'No transcript available for this video' when a reader's video has none", () => {
    renderContent(fullVideo({ transcript: '  ' }));
    expect(screen.getByText('No transcript available for this video')).toBeTruthy();
  });

  it('gives a youtube video a generic card with its platform name', () => {
    const { container } = renderContent(
      publicVideo({ platform: 'youtube', url: 'https://youtube.com/shorts/x' }),
    );
    expect(container.querySelector('[data-player-state="platform-card"]')?.textContent).toContain('YouTube');
  });
});
