// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Brief } from '../../../../shared/contracts/briefs';
import type { Comment, CommentList } from '../../../../shared/contracts/comments';
import { notify } from '../../lib/toast-config';
import { apiError, type FakeRequest, fakeApi, json } from '../../test/fake-api';
import { BRIEF_ID, brief } from '../../test/test-briefs';
import { BriefEditorPage } from './brief-editor-page';
import { EMPTY_TEXT } from './components/brief-comments-panel';

vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

const PATH = `/api/briefs/${BRIEF_ID}`;
const PEOPLE = [
  { name: 'Basil Brown', email: 'basil@example.com' },
  { name: 'Priya Patel', email: 'priya@example.com' },
  { name: null, email: 'pete@example.com' },
];
let current: Brief;
let thread: CommentList;
let requests: FakeRequest[];
let postReply: (() => Response) | null;

function comment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: `c0000000-0000-4000-8000-${String(thread.comments.length + 1).padStart(12, '0')}`,
    body: 'Looks good',
    anchor: { kind: 'brief', index: null, id: null },
    author: { name: 'Priya Patel', email: 'priya@example.com' },
    is_mine: false,
    can_edit: false,
    can_resolve: true,
    resolved: false,
    resolved_at: null,
    mentions: [],
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    updated_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

beforeEach(() => {
  current = brief({
    beats: [
      { id: 'beat-1', name: 'Setup', description: 'Hold it up', video_id: null },
      { id: 'beat-2', name: 'Reveal', description: '', video_id: null },
    ],
  });
  thread = { comments: [], people: PEOPLE };
  postReply = null;
  requests = fakeApi({
    [`GET ${PATH}`]: () => json(200, { success: true, data: current }),
    [`GET ${PATH}/comments`]: () => json(200, { success: true, data: thread }),
    [`POST ${PATH}/comments`]: (request) => {
      if (postReply) return postReply();
      const body = request.body as { body: string; anchor: { kind: string; index?: number } };
      const list = body.anchor.kind === 'beat' ? current.beats : current.hooks;
      const created = comment({
        body: body.body,
        anchor: {
          kind: body.anchor.kind as Comment['anchor']['kind'],
          index: body.anchor.index ?? null,
          id: body.anchor.index === undefined ? null : (list[body.anchor.index]?.id ?? null),
        },
        author: { name: 'Basil Brown', email: 'basil@example.com' },
        is_mine: true,
        can_edit: true,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      });
      thread = { ...thread, comments: [...thread.comments, created] };
      return json(201, { success: true, data: created });
    },
    'GET /api/briefs': () => json(200, { success: true, data: [] }),
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
      <MemoryRouter initialEntries={[`/briefs/${BRIEF_ID}`]}>
        <Routes>
          <Route path="/briefs" element={<p>Brief list</p>} />
          <Route path="/briefs/:id" element={<BriefEditorPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const panel = () => document.getElementById('brief-panel-comments') as HTMLElement;
/** The panel once the brief has loaded. */
const loadedPanel = async () => {
  await screen.findByRole('tablist');
  return panel();
};
const posts = () => requests.filter((r) => r.method === 'POST');

describe('comments on a brief (issue 34)', () => {
  it('shows the empty state and a tab with the open count', async () => {
    renderPage();
    expect(await screen.findByText(EMPTY_TEXT)).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'Comments (0)' });
    expect(tab.getAttribute('aria-selected')).toBe('false');
    await userEvent.click(tab);
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });

  it("posts a comment on a beat from the beat's comment button, with the beat's anchor", async () => {
    renderPage();
    await screen.findByText(EMPTY_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Comment on beat 2' }));
    expect(screen.getByRole('tab', { name: /Comments/ }).getAttribute('aria-selected')).toBe('true');
    const on = within(panel()).getByLabelText('On') as HTMLSelectElement;
    expect(on.selectedOptions[0]?.textContent).toBe('Beat 2: Reveal');
    const box = within(panel()).getByLabelText('Comment');
    await waitFor(() => expect(document.activeElement).toBe(box));
    await userEvent.type(box, 'Slow this down');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ body: 'Slow this down', anchor: { kind: 'beat', index: 1 } });
    // The new comment shows under its beat, and the box empties.
    const group = await within(panel()).findByRole('region', { name: 'Beat 2: Reveal' });
    expect(within(group).getByText('Slow this down')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Comment on beat 2 (1 open comment)' })).toBeTruthy();
  });

  it('completes a mention from the people list with the arrow keys and Enter', async () => {
    renderPage();
    await screen.findByText(EMPTY_TEXT);
    const box = within(panel()).getByLabelText('Comment') as HTMLTextAreaElement;
    await userEvent.type(box, 'Ask @p');
    const list = within(panel()).getByRole('listbox', { name: 'People to mention' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Priya Patelpriya@example.com', 'pete@example.com']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(box.value).toBe('Ask @pete@example.com ');
    expect(within(panel()).queryByRole('listbox')).toBeNull();
    await userEvent.type(box, 'please');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ body: 'Ask @pete@example.com please', anchor: { kind: 'brief' } });
  });

  it('labels comments by what they are on, a removed item included, and highlights mentions', async () => {
    thread = {
      people: PEOPLE,
      comments: [],
    };
    thread.comments.push(comment({ body: 'Love it @basil@example.com', mentions: ['basil@example.com'] }));
    thread.comments.push(comment({ body: 'Gone now', anchor: { kind: 'beat', index: null, id: 'beat-9' } }));
    thread.comments.push(comment({ body: 'Which swap?', anchor: { kind: 'video', index: 0, id: '1042' } }));
    renderPage();
    expect(await within(await loadedPanel()).findByRole('region', { name: 'On the brief' })).toBeTruthy();
    const removed = within(panel()).getByRole('region', { name: 'On a removed beat' });
    expect(within(removed).getByText('Gone now')).toBeTruthy();
    expect(within(panel()).getByRole('region', { name: 'Cited video 1' })).toBeTruthy();
    expect(within(panel()).getByText('@basil@example.com').tagName).toBe('MARK');
    expect(screen.getByRole('tab', { name: 'Comments (3)' })).toBeTruthy();
  });

  it('offers Resolve only to those who may resolve, Edit and Delete only on their own', async () => {
    thread.comments.push(comment({ body: 'Mine', is_mine: true, can_edit: true, can_resolve: false }));
    renderPage();
    const mine = await within(await loadedPanel()).findByRole('article', { name: /Comment by Priya Patel/ });
    expect(within(mine).queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('resolves a comment at once, moving it behind "Show resolved"', async () => {
    thread.comments.push(comment({ body: 'Fix the hook' }));
    fakeApi({
      [`GET ${PATH}`]: () => json(200, { success: true, data: current }),
      [`GET ${PATH}/comments`]: () => json(200, { success: true, data: thread }),
      [`POST ${PATH}/comments/${thread.comments[0]?.id}/resolve`]: () =>
        json(200, { success: true, data: { ...thread.comments[0], resolved: true } }),
    });
    renderPage();
    await userEvent.click(await within(await loadedPanel()).findByRole('button', { name: 'Resolve' }));
    expect(within(panel()).queryByText('Fix the hook')).toBeNull();
    await userEvent.click(within(panel()).getByRole('button', { name: 'Show resolved (1)' }));
    expect(within(panel()).getByText('Fix the hook')).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'Reopen' })).toBeTruthy();
  });

  it('keeps the text and says why when a post fails', async () => {
    postReply = () => apiError(400, 'body: must not be empty', 'invalid_input');
    renderPage();
    await screen.findByText(EMPTY_TEXT);
    const box = within(panel()).getByLabelText('Comment') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hello' } });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'body: must not be empty'));
    expect(box.value).toBe('Hello');
  });

  it('lets a viewer comment on the brief they read', async () => {
    current = brief({ user_role: 'viewer', can_edit: false });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Spring launch' });
    const on = within(panel()).getByLabelText('On') as HTMLSelectElement;
    fireEvent.change(on, { target: { value: 'hook:hook-1' } });
    fireEvent.change(within(panel()).getByLabelText('Comment'), { target: { value: 'Punchier?' } });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ body: 'Punchier?', anchor: { kind: 'hook', index: 0 } });
  });

  it("gives a viewer each item's comment button too, which sets the composer to that item", async () => {
    current = brief({ user_role: 'viewer', can_edit: false });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Spring launch' });
    await userEvent.click(screen.getByRole('button', { name: 'Comment on hook 1' }));
    const on = within(panel()).getByLabelText('On') as HTMLSelectElement;
    expect(on.selectedOptions[0]?.textContent).toBe('Hook 1: I was spending $140 a week');
  });
});
