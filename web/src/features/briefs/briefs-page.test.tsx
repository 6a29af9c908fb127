// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BriefSummary } from '../../../../shared/contracts/briefs';
import type { Tier } from '../../session/tiers';
import { type FakeRequest, fakeApi, json } from '../../test/fake-api';
import { BRIEF_ID, brief, briefSummary } from '../../test/test-briefs';
import { signedInSession, WithSession } from '../../test/test-session';
import { BriefsPage } from './briefs-page';

vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

let list: BriefSummary[];
let requests: FakeRequest[];

beforeEach(() => {
  list = [];
  requests = fakeApi({
    'GET /api/briefs': () => json(200, { success: true, data: list }),
    'POST /api/briefs': (request) =>
      json(201, { success: true, data: brief({ title: (request.body as { title: string }).title }) }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage(tier: Tier = 'basic') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <WithSession session={signedInSession({ tier })}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/briefs']}>
          <Routes>
            <Route path="/briefs" element={<BriefsPage />} />
            <Route path="/briefs/:id" element={<p>Brief editor</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </WithSession>,
  );
}

describe('the brief list (issue 34)', () => {
  it('explains what a brief is when there are none, and how to draft one from a swipefile', async () => {
    renderPage('premium');
    expect(await screen.findByRole('heading', { name: 'No briefs yet' })).toBeTruthy();
    expect(screen.getByText(/A brief is the plan for your next video/)).toBeTruthy();
    expect(screen.getByText(/open a swipefile and choose “Draft a brief”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your swipefiles' }).getAttribute('href')).toBe(
      '/swipefiles',
    );
    expect(screen.getAllByRole('button', { name: 'New brief' })).toHaveLength(2);
  });

  it('tells a basic user that drafting from a swipefile is for premium members', async () => {
    renderPage('basic');
    expect(await screen.findByText(/Premium members can also open a swipefile/)).toBeTruthy();
  });

  it('shows each brief with its goal, platform, counts, role and unread comments, mine apart from shared', async () => {
    list = [
      briefSummary(),
      briefSummary({
        id: '99999999-8888-4777-8666-555544443333',
        title: 'Team teaser',
        goal: '',
        platform: 'both',
        user_role: 'editor',
        owner_name: 'Maya Chen',
        video_count: 1,
        hook_count: 0,
        beat_count: 0,
        shot_count: 1,
        unread_comment_count: 2,
      }),
    ];
    renderPage();
    const mine = within(await screen.findByRole('region', { name: 'My briefs' }));
    const card = mine.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Spring launch' }).getAttribute('href')).toBe(
      `/briefs/${BRIEF_ID}`,
    );
    expect(within(card).getByText('Get 50 sign-ups from one reel')).toBeTruthy();
    expect(within(card).getByText('TikTok')).toBeTruthy();
    expect(within(card).getByText('3 videos · 5 hooks · 1 beat · 12 shots')).toBeTruthy();
    expect(within(card).queryByText(/new comment/)).toBeNull();

    const shared = within(screen.getByRole('region', { name: 'Shared with me' }));
    expect(shared.getByText('Editor')).toBeTruthy();
    expect(shared.getByText('2 new comments')).toBeTruthy();
    expect(shared.getByText('Instagram Reels and TikTok')).toBeTruthy();
    expect(shared.getByText('1 video · 0 hooks · 0 beats · 1 shot')).toBeTruthy();
    expect(shared.getByText(/By Maya Chen/)).toBeTruthy();
  });

  it('creates a brief from a title and opens it', async () => {
    renderPage();
    await userEvent.click((await screen.findAllByRole('button', { name: 'New brief' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New brief' });
    await userEvent.type(within(dialog).getByLabelText('Title'), '  Spring launch ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create brief' }));
    expect(await screen.findByText('Brief editor')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ title: 'Spring launch' });
  });
});
