// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Brief } from '../../../../shared/contracts/briefs';
import { apiError, type FakeHandler, type FakeRequest, fakeApi, json } from '../../test/fake-api';
import { BRIEF_ID, brief } from '../../test/test-briefs';
import { BriefEditorPage } from './brief-editor-page';
import { AUTOSAVE_DEBOUNCE_MS } from './use-brief-autosave';

vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

const PATH = `/api/briefs/${BRIEF_ID}`;
const WAIT = { timeout: AUTOSAVE_DEBOUNCE_MS * 5 };
let current: Brief;
let requests: FakeRequest[];
let putReply: FakeHandler | null;

beforeEach(() => {
  current = brief();
  putReply = null;
  requests = fakeApi({
    [`GET ${PATH}`]: () => json(200, { success: true, data: current }),
    [`PUT ${PATH}`]: (request) => {
      if (putReply) return putReply(request);
      const { revision: _revision, ...fields } = request.body as Partial<Brief> & { revision?: number };
      current = { ...current, ...fields, revision: current.revision + 1 } as Brief;
      return json(200, { success: true, data: current });
    },
    [`GET ${PATH}/comments`]: () => json(200, { success: true, data: { comments: [], people: [] } }),
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

const puts = () => requests.filter((r) => r.method === 'PUT');

describe('the brief editor (issue 34)', () => {
  it('saves after a pause, sending only the changed fields with the revision it holds', async () => {
    renderPage();
    const goal = await screen.findByLabelText('Goal');
    await userEvent.clear(goal);
    await userEvent.type(goal, 'Sell the kit');
    expect(screen.getByText('Saving…')).toBeTruthy();
    await screen.findByText('Saved', {}, WAIT);
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.body).toEqual({ goal: 'Sell the kit', revision: 3 });

    // The next save starts from the revision the last one answered with, and sends only its own field.
    fireEvent.change(screen.getByLabelText('Call to action'), { target: { value: 'Link in bio' } });
    await waitFor(() => expect(puts()).toHaveLength(2), WAIT);
    expect(puts()[1]?.body).toEqual({ cta: 'Link in bio', revision: 4 });
  });

  it('adds, fills in and reorders hooks, keeping back an empty one until it has its text', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add hook' }));
    expect(await screen.findByText('Not saved yet: Each hook needs its text.', {}, WAIT)).toBeTruthy();
    expect(puts()).toHaveLength(0);
    const hook2 = screen.getByRole('group', { name: 'Hook 2' });
    fireEvent.change(within(hook2).getByLabelText(/^Hook/), { target: { value: 'Stop wasting money' } });
    fireEvent.change(within(hook2).getByLabelText('Adapted from'), { target: { value: '1042' } });
    await userEvent.click(within(hook2).getByRole('button', { name: 'Move hook 2 up' }));
    await waitFor(() => expect(puts()).toHaveLength(1), WAIT);
    const body = puts()[0]?.body as { hooks: Brief['hooks']; revision: number };
    expect(Object.keys(body).sort()).toEqual(['hooks', 'revision']);
    expect(body.hooks.map((hook) => [hook.text, hook.video_id])).toEqual([
      ['Stop wasting money', 1042],
      ['I was spending $140 a week', 1042],
    ]);
    // The new hook carries an id of its own, so it stays the same item across saves.
    expect(body.hooks[0]?.id).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(
      within(screen.getByRole('group', { name: 'Hook 1' })).getByDisplayValue('Stop wasting money'),
    ).toBeTruthy();
  });

  it('links each cited video from its hooks and offers the exports', async () => {
    renderPage();
    await screen.findByLabelText('Goal');
    const chips = screen.getAllByRole('link', { name: 'Cites Three grocery swaps' });
    expect(chips[0]?.getAttribute('href')).toBe('/v/1042');
    expect(screen.getByRole('link', { name: 'Export PDF' }).getAttribute('href')).toBe(
      `/api/briefs/${BRIEF_ID}/export?format=pdf`,
    );
    expect(screen.getByRole('link', { name: 'Export Markdown' }).hasAttribute('download')).toBe(true);
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('says clearly when someone else saved first, stops saving, and reloads their version', async () => {
    putReply = () => apiError(409, 'The brief changed since you opened it.', 'brief_conflict');
    renderPage();
    fireEvent.change(await screen.findByLabelText('Audience'), { target: { value: 'Students' } });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(within(alert).getByText(/Someone else saved this brief after you opened it/)).toBeTruthy();
    expect(screen.getByLabelText('Audience').matches(':disabled')).toBe(true);

    current = brief({ audience: 'Their audience', revision: 7 });
    putReply = null;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const audience = screen.getByLabelText('Audience') as HTMLTextAreaElement;
    expect(audience.value).toBe('Their audience');
    expect(audience.matches(':disabled')).toBe(false);
    fireEvent.change(audience, { target: { value: 'Both audiences' } });
    await waitFor(() => expect(puts()).toHaveLength(2), WAIT);
    expect(puts()[1]?.body).toEqual({ audience: 'Both audiences', revision: 7 });
  });

  it('shows an error with Try again when a save fails for another reason', async () => {
    putReply = () => apiError(500, 'boom', 'internal_error');
    renderPage();
    fireEvent.change(await screen.findByLabelText('Goal'), { target: { value: 'New goal' } });
    expect(await screen.findByText(/Not saved\./, {}, WAIT)).toBeTruthy();
    putReply = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Saved', {}, WAIT);
    expect(puts().at(-1)?.body).toEqual({ goal: 'New goal', revision: 3 });
  });

  it('shows a viewer the brief to read: no fields, no Share or Delete, the notes and exports', async () => {
    current = brief({ user_role: 'viewer', can_edit: false });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring launch' })).toBeTruthy();
    // Only the comment box: the brief itself has no fields.
    const briefPanel = document.getElementById('brief-panel-brief') as HTMLElement;
    expect(within(briefPanel).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('Viewer')).toBeTruthy();
    expect(screen.getByText('Get 50 sign-ups from one reel')).toBeTruthy();
    expect(screen.getByText('I was spending $140 a week')).toBeTruthy();
    expect(screen.getByText('Shoot on Tuesday')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export Markdown' })).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('goes back to the list when the brief is not there', async () => {
    fakeApi({ [`GET ${PATH}`]: () => apiError(404, 'Brief not found', 'brief_not_found') });
    renderPage();
    expect(await screen.findByText('Brief list')).toBeTruthy();
  });
});
