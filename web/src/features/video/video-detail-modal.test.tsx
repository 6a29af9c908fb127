// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicVideo } from '../../../../shared/contracts/video';
import { FeatureSlotsProvider, type SaveButtonSlotProps } from '../../components/feature-slots';
import { track } from '../../lib/analytics';
import { notify } from '../../lib/toast-config';
import { json, stubFetchEachTest } from '../../test/fake-api';
import { signedInSession, WithSession } from '../../test/test-session';
import { fullVideo, gatedTexts, publicVideo } from '../../test/test-videos';
import { VideoDetailModal } from './video-detail-modal';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));
vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

stubFetchEachTest();

const requestedPaths = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));

/** The modal as the browse list uses it: opened on a video, closed by clearing the selection. */
function Harness({ video, id, onClose }: { video?: PublicVideo; id?: number; onClose?: () => void }) {
  const [open, setOpen] = useState<number | null>(id ?? video?.id ?? null);
  return (
    <VideoDetailModal
      videoId={open}
      initialVideo={video}
      onClose={() => {
        onClose?.();
        setOpen(null);
      }}
    />
  );
}

function renderModal(props: Parameters<typeof Harness>[0], { signedIn = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const modal = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/public-beta']}>
        <Harness {...props} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(signedIn ? <WithSession session={signedInSession()}>{modal}</WithSession> : modal);
}

describe('VideoDetailModal', () => {
  it('shows the header, the description as title, the overview, metrics and taxonomy links', () => {
    renderModal({ video: publicVideo() });
    const dialog = screen.getByRole('dialog', { name: 'Three grocery swaps that halve a weekly food bill' });
    expect(dialog).toBeTruthy();
    const author = screen.getByRole('link', { name: /@thrifty\.table/ });
    expect(author.getAttribute('href')).toBe('https://www.instagram.com/thrifty.table/');
    expect(author.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('ID 1042')).toBeTruthy();
    const permalink = screen.getByRole('link', { name: 'Open permalink in a new tab' });
    expect(permalink.getAttribute('href')).toBe('/v/1042');
    expect(permalink.getAttribute('target')).toBe('_blank');
    const original = screen.getByRole('link', { name: 'View on Instagram' });
    expect(original.getAttribute('href')).toBe('https://www.instagram.com/reel/C9xY2kLmNoP/');
    expect(
      screen.getByText('A budget cook compares three staples side by side and shows the receipts.'),
    ).toBeTruthy();
    expect(screen.getByText('6.65%')).toBeTruthy();
    expect(screen.getByText('Format Name')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Before & After' }).getAttribute('href')).toBe(
      '/formats/before-after',
    );
    expect(screen.getByRole('link', { name: 'Personal Brand / Creator' }).getAttribute('href')).toBe(
      '/account-types/personal-brand-creator',
    );
    expect(screen.getByRole('link', { name: 'Text Hook' }).getAttribute('href')).toBe('/elements/text-hook');
    const outline = screen.getByRole('heading', { name: 'Simple Outline' }).closest('section') as HTMLElement;
    expect(outline.querySelectorAll('ol > li')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'More analysis and data' }).getAttribute('href')).toBe('/v/1042');
    // The list's video is shown as it is: the only request is for the similar videos row.
    expect(requestedPaths()).toEqual(['/api/videos/public/1042/similar']);
  });

  it("falls back to 'No description' and leaves out metrics that are zero", () => {
    renderModal({ video: publicVideo({ simple_description: '  ', likes: 0, comments: null }) });
    expect(screen.getByRole('dialog', { name: 'No description' })).toBeTruthy();
    expect(screen.queryByText('Likes')).toBeNull();
    expect(screen.queryByText('Comments')).toBeNull();
    expect(screen.getByText('Views')).toBeTruthy();
  });

  it("records a 'view' event with source video_list once per opened video", () => {
    renderModal({ video: publicVideo() });
    expect(track).toHaveBeenCalledWith({ type: 'view', video_id: 1042, source: 'video_list' });
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and on the close button', async () => {
    const onClose = vi.fn();
    renderModal({ video: publicVideo(), onClose });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();
    renderModal({ video: publicVideo(), onClose });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("blurs the gated sections for a visitor, with none of the video's analysis in the page", () => {
    renderModal({ video: publicVideo() });
    expect(screen.getAllByRole('link', { name: 'Sign In / Sign Up' })).toHaveLength(3);
    const text = document.body.textContent ?? '';
    for (const gated of gatedTexts(fullVideo())) expect(text).not.toContain(gated);
  });

  it('shows the real analysis when given a full video', () => {
    renderModal({ video: fullVideo() });
    expect(screen.queryByRole('link', { name: 'Sign In / Sign Up' })).toBeNull();
    expect(screen.getByText('Opens on the old receipt held up to the camera.')).toBeTruthy();
    expect(screen.getByText('Before / After Reveal')).toBeTruthy();
  });

  it('shows a signed-in reader the full analysis, and no save control where none is wired in', () => {
    renderModal({ video: fullVideo() }, { signedIn: true });
    expect(screen.queryByRole('link', { name: 'Sign In / Sign Up' })).toBeNull();
    expect(screen.getByText('Opens on the old receipt held up to the camera.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Save video/ })).toBeNull();
    expect(requestedPaths()).toEqual(['/api/videos/1042/similar']);
  });

  it('shows the save button the app wires into the slot, for this video, icon only', () => {
    const renderSaveButton = vi.fn(({ videoId }: SaveButtonSlotProps) => (
      <button type="button">Save {videoId}</button>
    ));
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <FeatureSlotsProvider slots={{ renderSaveButton }}>
            <Harness video={fullVideo()} />
          </FeatureSlotsProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save 1042' })).toBeTruthy();
    expect(renderSaveButton).toHaveBeenCalledWith({ videoId: 1042, compact: true });
  });

  it('fetches the full video for a signed-in reader whose list holds the public shape', async () => {
    vi.mocked(fetch).mockResolvedValue(json(200, { success: true, data: fullVideo({ id: 1042 }) }));
    renderModal({ video: publicVideo({ id: 1042 }) }, { signedIn: true });
    expect(await screen.findByText('Opens on the old receipt held up to the camera.')).toBeTruthy();
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toBe('/api/videos/1042');
  });

  it('tells the visitor when a video has not been analysed yet instead of locking empty sections', () => {
    renderModal({ video: publicVideo({ has_analysis: false, simple_description: null, overview: null }) });
    expect(screen.getByText('Analysis in progress')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In / Sign Up' })).toBeNull();
  });

  it('fetches the video by id when the list did not pass it', async () => {
    vi.mocked(fetch).mockResolvedValue(json(200, { success: true, data: publicVideo({ id: 77 }) }));
    renderModal({ id: 77 });
    expect(screen.getByText('Loading video…')).toBeTruthy();
    expect(
      await screen.findByRole('dialog', { name: 'Three grocery swaps that halve a weekly food bill' }),
    ).toBeTruthy();
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toBe('/api/videos/public/77');
  });

  it('logs a failed fetch and closes (docs/product/errors.md#quiet-failures)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    vi.mocked(fetch).mockResolvedValue(
      json(404, { success: false, error: 'Not found', code: 'video_not_found' }),
    );
    renderModal({ id: 5, onClose });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(log).toHaveBeenCalled();
  });
});

describe('copy permalink (docs/product/video-detail.md#copy-link)', () => {
  const writeText = vi.fn();
  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    document.execCommand = vi.fn();
  });

  const copy = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
  };

  it("copies the permalink, says 'Link copied!' and records a share", async () => {
    writeText.mockResolvedValue(undefined);
    renderModal({ video: publicVideo() });
    await copy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/v/1042`);
    expect(notify).toHaveBeenCalledWith('success', 'Link copied!');
    expect(track).toHaveBeenCalledWith({ type: 'share', video_id: 1042, source: 'video_list' });
  });

  it('falls back to a hidden textarea when the clipboard refuses, and still succeeds', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    let copiedText = '';
    vi.mocked(document.execCommand).mockImplementation(() => {
      copiedText = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    renderModal({ video: publicVideo() });
    await copy();
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(copiedText).toBe(`${window.location.origin}/v/1042`);
    expect(document.querySelector('textarea')).toBeNull();
    expect(notify).toHaveBeenCalledWith('success', 'Link copied!');
  });

  it("says 'Failed to copy link' when the fallback fails too, and records no share", async () => {
    writeText.mockRejectedValue(new Error('denied'));
    vi.mocked(document.execCommand).mockReturnValue(false);
    renderModal({ video: publicVideo() });
    await copy();
    expect(notify).toHaveBeenCalledWith('error', 'Failed to copy link');
    expect(track).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'share' }));
  });
});
