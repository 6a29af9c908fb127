// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Follow } from '../../../../shared/contracts/follows';
import type { FollowButtonSlotProps } from '../../components/feature-slots';
import { notify } from '../../lib/toast-config';
import type { Tier } from '../../session/tiers';
import { apiError, type FakeRequest, fakeApi, json } from '../../test/fake-api';
import { signedInSession, WithSession } from '../../test/test-session';
import { FollowButton } from './follow-button';

vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

// The working button is a lazy chunk; loading it once up front keeps each test's waits short.
beforeAll(() => import('./signed-in-follow-button'));
beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const follow = (overrides: Partial<Follow>): Follow => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'topic',
  value: 'Cooking',
  label: 'Cooking',
  created_at: '2026-12-01T00:00:00.000Z',
  ...overrides,
});

interface FollowsServer {
  requests: FakeRequest[];
  /** While set, POST and DELETE wait for it: what the user sees before the answer. */
  hold: () => () => void;
}

/** GET, POST and DELETE /api/follows over an in-memory list; `refuse` makes the writes fail with it. */
function fakeFollowsServer(start: Follow[] = [], refuse?: () => Response): FollowsServer {
  let list = [...start];
  let gate: Promise<void> | null = null;
  const write = async (answer: () => Response) => {
    if (gate) await gate;
    return refuse ? refuse() : answer();
  };
  const requests = fakeApi({
    'GET /api/follows': () => json(200, { success: true, data: list }),
    'POST /api/follows': (request) =>
      write(() => {
        const made = follow({ id: '00000000-0000-4000-8000-00000000000f', ...(request.body as object) });
        list = [made, ...list];
        return json(201, { success: true, data: made });
      }),
    // fakeApi matches whole paths: a DELETE route for each id these tests use.
    ...Object.fromEntries(
      ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-00000000000f'].map((id) => [
        `DELETE /api/follows/${id}`,
        () =>
          write(() => {
            list = list.filter((item) => item.id !== id);
            return json(200, { success: true, data: { id } });
          }),
      ]),
    ),
  });
  return {
    requests,
    hold: () => {
      let open: () => void = () => {};
      gate = new Promise<void>((resolve) => {
        open = () => {
          gate = null;
          resolve();
        };
      });
      return open;
    },
  };
}

function renderButton(props: FollowButtonSlotProps, tier: Tier | null = 'premium'): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree: ReactNode = (
    <QueryClientProvider client={client}>
      <FollowButton {...props} />
    </QueryClientProvider>
  );
  render(tier ? <WithSession session={signedInSession({ tier })}>{tree}</WithSession> : tree);
}

const COOKING: FollowButtonSlotProps = { target: { kind: 'topic', value: 'Cooking' }, name: 'Cooking' };
const writes = (server: FollowsServer) =>
  server.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body)}`);

describe('FollowButton: who sees it', () => {
  it('draws nothing for a visitor or a basic user, and asks nothing', () => {
    const server = fakeFollowsServer();
    renderButton(COOKING, null);
    renderButton(COOKING, 'basic');
    expect(screen.queryByRole('button')).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it.each(['premium', 'admin'] as const)('offers a %s user to follow', async (tier) => {
    fakeFollowsServer();
    renderButton(COOKING, tier);
    const button = await screen.findByRole('button', { name: 'Follow Cooking', pressed: false });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });
});

describe('FollowButton: following and unfollowing', () => {
  it('follows at once, before the server answers, then says so', async () => {
    const server = fakeFollowsServer();
    const user = userEvent.setup();
    renderButton(COOKING);
    const button = await screen.findByRole('button', { name: 'Follow Cooking' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    const open = server.hold();
    await user.click(button);
    // Following while the call is still on its way.
    expect(await screen.findByRole('button', { name: 'Following Cooking', pressed: true })).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
    open();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Following Cooking'));
    expect(writes(server)).toEqual(['POST /api/follows {"kind":"topic","value":"Cooking"}']);
    expect(screen.getByRole('button', { name: 'Following Cooking' }).getAttribute('title')).toBe(
      'Unfollow Cooking',
    );
  });

  it('shows a followed thing as Following, and a press unfollows it', async () => {
    const server = fakeFollowsServer([follow({})]);
    const user = userEvent.setup();
    renderButton(COOKING);
    const button = await screen.findByRole('button', { name: 'Following Cooking', pressed: true });
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Follow Cooking', pressed: false })).toBeTruthy();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Unfollowed Cooking'));
    expect(writes(server)).toEqual(['DELETE /api/follows/00000000-0000-4000-8000-000000000001 undefined']);
  });

  it("flips back on a refusal and shows the server's words", async () => {
    const limit = 'You can follow at most 200 things. Unfollow one to follow another.';
    fakeFollowsServer([], () => apiError(400, limit, 'limit_reached'));
    const user = userEvent.setup();
    renderButton(COOKING);
    const button = await screen.findByRole('button', { name: 'Follow Cooking' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', limit));
    expect(await screen.findByRole('button', { name: 'Follow Cooking', pressed: false })).toBeTruthy();
  });

  it('says it could not follow when the server gives no words', async () => {
    fakeFollowsServer([], () => new Response('Bad gateway', { status: 502 }));
    const user = userEvent.setup();
    renderButton({ target: { kind: 'creator', value: 'bread.boss' }, name: '@bread.boss', look: 'compact' });
    const button = await screen.findByRole('button', { name: 'Follow @bread.boss' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Could not follow @bread.boss. Please try again.'),
    );
  });
});

describe('FollowButton for a search', () => {
  const SEARCH: FollowButtonSlotProps = {
    target: {
      kind: 'search',
      value: 'meal prep',
      filters: { topics: ['Cooking', 'Baking'], platform: 'tiktok' },
    },
    name: "your search 'meal prep'",
    look: 'search',
  };

  it('knows the search is followed whatever order the server wrote its filters in', async () => {
    fakeFollowsServer([
      follow({
        kind: 'search',
        value: 'Meal prep',
        label: "your search 'Meal prep'",
        filters: { topics: ['baking', 'cooking'], platform: 'tiktok' },
      }),
    ]);
    renderButton(SEARCH);
    expect(await screen.findByRole('button', { name: 'Following this search', pressed: true })).toBeTruthy();
  });

  it('follows the search with its filters', async () => {
    const server = fakeFollowsServer();
    const user = userEvent.setup();
    renderButton(SEARCH);
    const button = await screen.findByRole('button', { name: 'Follow this search' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', "Following your search 'meal prep'"));
    expect(writes(server)).toEqual([
      'POST /api/follows {"kind":"search","value":"meal prep","filters":{"topics":["Cooking","Baking"],"platform":"tiktok"}}',
    ]);
  });
});
