// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedVideo, Swipefile } from '../../../../shared/contracts/swipefiles';
import { type FeatureSlots, FeatureSlotsProvider } from '../../components/feature-slots';
import { notify } from '../../lib/toast-config';
import { apiError, type FakeHandler, type FakeRequest, fakeApi, json } from '../../test/fake-api';
import { OWNED_ID, savedPage, savedVideo, swipefile } from '../../test/test-swipefiles';
import { fullVideo } from '../../test/test-videos';
import { SEARCH_DEBOUNCE_MS } from './components/saved-videos-section';
import { SwipefileDetailPage } from './swipefile-detail-page';

vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

let current: Swipefile;
let videos: SavedVideo[];
let requests: FakeRequest[];
let swipefileReply: FakeHandler | null;
let notesReply: FakeHandler | null;
let savedReply: FakeHandler | null;

beforeEach(() => {
  current = swipefile();
  videos = [savedVideo(1, { user_notes: 'Great opener', notes: 'Great opener' }), savedVideo(2)];
  swipefileReply = null;
  notesReply = null;
  savedReply = null;
  requests = fakeApi({
    'GET /api/swipefiles': (request) =>
      swipefileReply ? swipefileReply(request) : json(200, { success: true, data: current }),
    'GET /api/saved-videos': (request) => {
      if (savedReply) return savedReply(request);
      const search = request.query.get('search');
      const found = search ? videos.filter((v) => v.user_notes.includes(search)) : videos;
      return json(200, savedPage(found));
    },
    'DELETE /api/saved-videos': (request) => {
      videos = videos.filter((v) => v.id !== request.query.get('id'));
      current = { ...current, video_count: videos.length };
      return json(200, { success: true, data: { removed: 1 } });
    },
  });
  // PUT /api/saved-videos/{id}/notes: the fake routes by exact path, so wrap fetch for the id.
  const routed = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const match = /^\/api\/saved-videos\/([^/]+)\/notes$/.exec(path);
      if (init?.method === 'PUT' && match) {
        const request = {
          method: 'PUT',
          path,
          query: new URLSearchParams(),
          body: JSON.parse(String(init.body)),
        };
        requests.push(request);
        if (notesReply) return notesReply(request);
        const saved = videos.find((v) => v.id === match[1]) as SavedVideo;
        const notes = (request.body as { notes: string }).notes;
        return json(200, { success: true, data: { ...saved, notes, user_notes: notes } });
      }
      return routed(input, init);
    }),
  );
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const SLOTS: FeatureSlots = {
  renderVideoDetail: ({ videoId, onClose }) =>
    videoId === null ? null : (
      <div role="dialog" aria-label="Video detail">
        Video {videoId}
        <button type="button" onClick={onClose}>
          Close detail
        </button>
      </div>
    ),
};

function renderPage(
  id = OWNED_ID,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return render(
    <QueryClientProvider client={client}>
      <FeatureSlotsProvider slots={SLOTS}>
        <MemoryRouter initialEntries={[`/swipefiles/${id}`]}>
          <Routes>
            <Route path="/swipefiles" element={<p>Swipefiles list</p>} />
            <Route path="/swipefiles/:id" element={<SwipefileDetailPage />} />
          </Routes>
        </MemoryRouter>
      </FeatureSlotsProvider>
    </QueryClientProvider>,
  );
}

const videoCard = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;
const putRequests = () => requests.filter((r) => r.method === 'PUT');

describe('the swipefile detail (docs/product/swipefiles.md#saved-videos-and-notes)', () => {
  it('shows the owner the header, count, badges, actions, exports and every saved video', async () => {
    current = swipefile({ is_default: true, name: 'My Saved Videos' });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Saved Videos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Swipefiles' }).getAttribute('href')).toBe('/swipefiles');
    expect(screen.getByText('Openers worth borrowing')).toBeTruthy();
    expect(screen.getByText('2 saved videos')).toBeTruthy();
    expect(screen.getByText('Default Swipefile')).toBeTruthy();
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    // docs/product/swipefiles.md#default-swipefile: no delete for the default swipefile.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/swipefiles/${OWNED_ID}/export?format=csv`,
    );
    expect(screen.getByRole('link', { name: 'Export JSON' }).hasAttribute('download')).toBe(true);

    const first = within(await waitFor(() => videoCard('Saved video number 1')));
    expect(first.getByText('Saved Oct 5, 2025')).toBeTruthy();
    expect(first.getByRole('link', { name: 'View on Instagram' }).getAttribute('href')).toBe(
      'https://cdn.example.com/videos/1.mp4',
    );
    expect((first.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Great opener');
    expect(
      first.getByRole('button', { name: 'Remove Saved video number 1 from this swipefile' }),
    ).toBeTruthy();
    const query = requests.find((r) => r.path === '/api/saved-videos')?.query;
    expect(query?.get('swipefile_id')).toBe(OWNED_ID);
    expect(query?.get('limit')).toBe('50');
  });

  it("calls a video without a description 'Untitled Video'", async () => {
    videos = [
      savedVideo(1, {
        video_analysis: fullVideo({
          id: 1001,
          simple_description: null,
          url: 'https://cdn.example.com/1.mp4',
        }),
      }),
    ];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Untitled Video' })).toBeTruthy();
  });

  it('embeds a video whose url is on its platform’s own domain', async () => {
    const tiktok = savedVideo(3);
    videos = [
      {
        ...tiktok,
        video_analysis: {
          ...(tiktok.video_analysis as NonNullable<SavedVideo['video_analysis']>),
          platform: 'tiktok',
          url: 'https://www.tiktok.com/@coach/video/7527692032239846230',
        },
      },
    ];
    const { container } = renderPage();
    await screen.findByRole('heading', { name: 'Saved video number 3' });
    // The dense grid plays on demand; the Players layout embeds each video as it scrolls near.
    expect(container.querySelector('blockquote.tiktok-embed')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Players' }));
    await waitFor(() => expect(container.querySelector('blockquote.tiktok-embed')).toBeTruthy());
    // docs/product/video-detail.md#embedded-player: the TikTok overlay shows while its player loads.
    expect(screen.getByText('Loading TikTok player…')).toBeTruthy();
  });

  it('shows an editor the Editor badge and the owner’s initials, editable notes and remove, no share or delete', async () => {
    current = swipefile({ user_role: 'editor', can_edit: true, owner_name: 'Priya Ann Mehta' });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Editor')).toBeTruthy();
    expect(screen.getByText('PA').closest('[title]')?.getAttribute('title')).toBe('Owned by Priya Ann Mehta');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    const first = within(await waitFor(() => videoCard('Saved video number 1')));
    expect(first.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    expect(first.getByRole('button', { name: /^Remove/ })).toBeTruthy();
  });

  it("shows a viewer read-only notes ('No notes added' when empty), no remove, no actions", async () => {
    current = swipefile({ user_role: 'viewer', can_edit: false });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Viewer')).toBeTruthy();
    expect(screen.getByText('BB')).toBeTruthy();
    for (const name of ['Share', 'Edit', 'Delete']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    const first = within(await waitFor(() => videoCard('Saved video number 1')));
    expect(first.getByText('Great opener')).toBeTruthy();
    expect(first.queryByRole('textbox')).toBeNull();
    expect(within(videoCard('Saved video number 2')).getByText('No notes added')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('saves notes on blur, and only when they changed', async () => {
    renderPage();
    const notes = within(await waitFor(() => videoCard('Saved video number 2'))).getByLabelText('Notes');
    await userEvent.click(notes);
    await userEvent.tab();
    expect(putRequests()).toHaveLength(0);
    await userEvent.type(notes, 'Steal the cold open');
    expect(putRequests()).toHaveLength(0);
    await userEvent.tab();
    await waitFor(() => expect(putRequests()).toHaveLength(1));
    expect(putRequests()[0]?.path).toBe(`/api/saved-videos/${videos[1]?.id}/notes`);
    expect(putRequests()[0]?.body).toEqual({ notes: 'Steal the cold open' });
    // Issue 31: the notes say they were saved, and stop saying so once changed again.
    const card = within(videoCard('Saved video number 2'));
    expect(await card.findByText('Saved', { exact: true })).toBeTruthy();
    await userEvent.type(notes, '!');
    expect(card.queryByText('Saved', { exact: true })).toBeNull();
    await userEvent.tab();
    expect(await card.findByText('Saved', { exact: true })).toBeTruthy();
    // A second blur with nothing new sends nothing.
    await userEvent.click(notes);
    await userEvent.tab();
    expect(putRequests()).toHaveLength(2);
  });

  it('keeps saved notes in the loaded list, so coming back shows them at once', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { unmount } = renderPage(OWNED_ID, client);
    const notes = within(await waitFor(() => videoCard('Saved video number 2'))).getByLabelText('Notes');
    await userEvent.type(notes, 'Borrow the caption');
    fireEvent.blur(notes);
    await waitFor(() => expect(putRequests()).toHaveLength(1));
    await waitFor(() => expect(client.isMutating()).toBe(0));
    unmount();
    // The list is not answered this time: what shows comes from the cache.
    savedReply = () => new Promise<Response>(() => {});
    renderPage(OWNED_ID, client);
    const again = within(await waitFor(() => videoCard('Saved video number 2'))).getByLabelText('Notes');
    expect((again as HTMLTextAreaElement).value).toBe('Borrow the caption');
  });

  it("says 'Error saving notes. Please try again.' when the save fails", async () => {
    notesReply = () => apiError(500, 'Internal error', 'internal_error');
    renderPage();
    const notes = within(await waitFor(() => videoCard('Saved video number 2'))).getByLabelText('Notes');
    await userEvent.type(notes, 'Lost?');
    fireEvent.blur(notes);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Error saving notes. Please try again.'),
    );
    expect((notes as HTMLTextAreaElement).value).toBe('Lost?');
  });

  it('removes a video after confirmation', async () => {
    renderPage();
    await waitFor(() => videoCard('Saved video number 1'));
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Saved video number 1 from this swipefile' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove video?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Saved video number 1' })).toBeNull());
    expect(requests.find((r) => r.method === 'DELETE')?.query.get('id')).toBe(savedVideo(1).id);
    expect(await screen.findByText('1 saved video')).toBeTruthy();
  });

  it("says 'Error removing video. Please try again.' when the removal fails", async () => {
    fakeFailingDelete();
    renderPage();
    await waitFor(() => videoCard('Saved video number 1'));
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Saved video number 1 from this swipefile' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Error removing video. Please try again.'),
    );
  });

  it('opens the video detail from Open Analysis', async () => {
    renderPage();
    await waitFor(() => videoCard('Saved video number 2'));
    await userEvent.click(
      within(videoCard('Saved video number 2')).getByRole('button', { name: 'Open Analysis' }),
    );
    expect((await screen.findByRole('dialog', { name: 'Video detail' })).textContent).toContain('Video 1002');
  });

  it('asks the server to search the swipefile once typing pauses, and says when nothing matches', async () => {
    renderPage();
    await waitFor(() => videoCard('Saved video number 1'));
    const box = screen.getByRole('searchbox', { name: 'Search this swipefile' });
    await userEvent.type(box, 'opener');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Saved video number 2' })).toBeNull(), {
      timeout: SEARCH_DEBOUNCE_MS * 5,
    });
    const searches = requests.filter((r) => r.path === '/api/saved-videos' && r.query.get('search'));
    // One request for the settled text, none per keystroke.
    expect(searches.map((r) => r.query.get('search'))).toEqual(['opener']);
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    expect(
      await screen.findByText('No saved videos match "zzz"', {}, { timeout: SEARCH_DEBOUNCE_MS * 5 }),
    ).toBeTruthy();
  });

  it('shows the empty state with Browse Videos', async () => {
    videos = [];
    current = { ...current, video_count: 0 };
    renderPage();
    expect(await screen.findByText('No saved videos yet')).toBeTruthy();
    expect(screen.getByText('Start saving videos to this swipefile.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Videos' }).getAttribute('href')).toBe('/videos');
    // Nothing to search in.
    expect(screen.queryByRole('searchbox', { name: 'Search this swipefile' })).toBeNull();
  });

  it('loads 50 more with Load more', async () => {
    const all = Array.from({ length: 60 }, (_, i) => savedVideo(i + 1));
    savedReply = (request) => {
      const page = Number(request.query.get('page'));
      return json(200, savedPage(all.slice((page - 1) * 50, page * 50), page, all.length));
    };
    renderPage();
    await waitFor(() => videoCard('Saved video number 50'));
    expect(screen.queryByRole('heading', { name: 'Saved video number 51' })).toBeNull();
    expect(screen.getByText('Showing 50 of 60')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Saved video number 60' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(
      requests
        .filter((r) => r.path === '/api/saved-videos')
        .at(-1)
        ?.query.get('page'),
    ).toBe('2');
  });

  it('deletes from the detail after naming the count of videos, then goes back to the list', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    fakeDelete();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete swipefile?' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete "Scroll-stopping hooks"? This action cannot be undone and will remove all 2 saved videos.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Swipefiles list')).toBeTruthy();
  });

  it('leaves when a later read finds access gone (a removed collaborator)', async () => {
    renderPage();
    await waitFor(() => videoCard('Saved video number 1'));
    swipefileReply = () => apiError(404, 'Swipefile not found', 'swipefile_not_found');
    // Removing a video refreshes the swipefile (its count); that read is refused now.
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Saved video number 1 from this swipefile' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Swipefiles list')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('error', 'Swipefile not found.');
  });

  it.each([
    [403, 'forbidden', 'You do not have access to this swipefile.'],
    [404, 'swipefile_not_found', 'Swipefile not found.'],
    [500, 'internal_error', 'Error loading swipefile. Please try again.'],
  ])(
    'on a %i says so and goes back to /swipefiles (docs/product/errors.md#what-the-screens-say)',
    async (status, code, text) => {
      swipefileReply = () => apiError(status, 'Refused', code);
      renderPage();
      expect(await screen.findByText('Swipefiles list')).toBeTruthy();
      expect(notify).toHaveBeenCalledWith('error', text);
    },
  );
});

function fakeFailingDelete() {
  const routed = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'DELETE' ? apiError(500, 'Internal error', 'internal_error') : routed(input, init),
    ),
  );
}

function fakeDelete() {
  const routed = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'DELETE' && url.pathname === '/api/swipefiles') {
        requests.push({ method: 'DELETE', path: url.pathname, query: url.searchParams, body: undefined });
        return json(200, { success: true, data: { id: url.searchParams.get('id') } });
      }
      return routed(input, init);
    }),
  );
}
