// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Comment, CommentList } from '../../../../shared/contracts/comments';
import type { SavedVideo, Swipefile } from '../../../../shared/contracts/swipefiles';
import { type FakeRequest, fakeApi, json } from '../../test/fake-api';
import { OWNED_ID, savedPage, savedVideo, swipefile } from '../../test/test-swipefiles';
import { THREAD_EMPTY_TEXT } from './components/saved-video-comments';
import { SwipefileDetailPage } from './swipefile-detail-page';

vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

const COMMENTS = `/api/swipefiles/${OWNED_ID}/comments`;
let current: Swipefile;
let videos: SavedVideo[];
let thread: CommentList;
let requests: FakeRequest[];

function comment(savedVideoId: string, overrides: Partial<Comment> = {}): Comment {
  return {
    id: `c0000000-0000-4000-8000-${String(thread.comments.length + 1).padStart(12, '0')}`,
    body: 'Great opener',
    anchor: { kind: 'saved_video', index: null, id: savedVideoId },
    author: { name: 'Priya Patel', email: 'priya@example.com' },
    is_mine: false,
    can_edit: false,
    can_resolve: false,
    resolved: false,
    resolved_at: null,
    mentions: [],
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  current = swipefile({ collaborator_count: 1 });
  videos = [savedVideo(1), savedVideo(2)];
  thread = { comments: [], people: [{ name: 'Priya Patel', email: 'priya@example.com' }] };
  thread.comments.push(comment(videos[0]?.id as string));
  requests = fakeApi({
    'GET /api/swipefiles': () => json(200, { success: true, data: current }),
    'GET /api/saved-videos': () => json(200, savedPage(videos)),
    [`GET ${COMMENTS}`]: () => json(200, { success: true, data: thread }),
    [`POST ${COMMENTS}`]: (request) => {
      const body = request.body as { body: string; anchor: { id: string } };
      const created = comment(body.anchor.id, { body: body.body, is_mine: true, can_edit: true });
      thread = { ...thread, comments: [...thread.comments, created] };
      return json(201, { success: true, data: created });
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/swipefiles/${OWNED_ID}`]}>
        <Routes>
          <Route path="/swipefiles/:id" element={<SwipefileDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const commentGets = () => requests.filter((r) => r.method === 'GET' && r.path === COMMENTS);

describe('comments on saved videos in a shared swipefile', () => {
  it("counts each video's comments from one call, and posts in a video's thread with its id", async () => {
    renderPage();
    const first = await screen.findByRole('button', { name: 'Comments (1) on Saved video number 1' });
    expect(screen.getByRole('button', { name: 'Comments (0) on Saved video number 2' })).toBeTruthy();
    expect(commentGets()).toHaveLength(1);
    expect(commentGets()[0]?.query.get('saved_video_id')).toBeNull();

    await userEvent.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Comments' });
    expect(within(dialog).getByText('Great opener')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Comments (0) on Saved video number 2' }));
    const second = await screen.findByRole('dialog', { name: 'Comments' });
    expect(within(second).getByText(THREAD_EMPTY_TEXT)).toBeTruthy();
    expect(within(second).queryByText('Great opener')).toBeNull();
    await userEvent.type(within(second).getByLabelText('Comment'), 'Try this hook');
    await userEvent.click(within(second).getByRole('button', { name: 'Comment' }));
    const posted = requests.filter((r) => r.method === 'POST');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({
      body: 'Try this hook',
      anchor: { kind: 'saved_video', id: videos[1]?.id },
    });
    expect(await within(second).findByText('Try this hook')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Comments (1) on Saved video number 2', hidden: true }),
      ).toBeTruthy(),
    );
  });

  it('has no comments on a private swipefile nobody else shares', async () => {
    current = swipefile();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Saved video number 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Comments/ })).toBeNull();
    expect(commentGets()).toHaveLength(0);
  });
});
