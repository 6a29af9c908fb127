import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { SaveStatus, Swipefile } from '../../../shared/contracts/swipefiles';
import { apiError, type FakeHandler, type FakeRequest, fakeApi, json } from './fake-api';
import { signedInSession, WithSession } from './test-session';

// The saving calls (docs/product/calls.md#swipefiles-and-saving, issue 15's batch status) as a small in-memory server behind the
// fake fetch, for the tests of the save control and anything that shows it.

export const DEFAULT_ID = '00000000-0000-4000-8000-000000000001';
export const HOOKS_ID = '00000000-0000-4000-8000-000000000002';
export const TRENDS_ID = '00000000-0000-4000-8000-000000000003';
export const NEW_ID = '00000000-0000-4000-8000-000000000009';

export function swipefile(overrides: Partial<Swipefile>): Swipefile {
  return {
    id: HOOKS_ID,
    name: 'Hooks',
    description: null,
    is_default: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    user_id: 'user-basic-0001',
    owner_name: null,
    access_level: 'private',
    share_token: null,
    public_slug: null,
    user_role: 'owner',
    can_edit: true,
    video_count: 0,
    collaborator_count: 0,
    covers: [],
    ...overrides,
  };
}

export interface SavingServer {
  requests: FakeRequest[];
  swipefiles: Swipefile[];
  /** Which swipefiles hold each video. */
  saved: Map<number, Set<string>>;
  /** Set to make a call fail with a 500. */
  failing: Set<'status' | 'save' | 'unsave' | 'create' | 'swipefiles'>;
  /** While set, the writes (create, save, unsave) wait for it: what the user sees before the answer. */
  gate: Promise<void> | null;
  /** Sets a gate and returns its opener. */
  hold: () => () => void;
  /** The GET /api/video-save-status requests so far. */
  statusRequests: () => FakeRequest[];
}

const serverError = () => apiError(500, 'Something went wrong', 'internal');

/** Installs the fake API: the caller's swipefiles ('My Saved Videos', Hooks, Trends) and what they hold. */
export function fakeSavingServer(saved: Record<number, string[]> = {}): SavingServer {
  const server: SavingServer = {
    requests: [],
    swipefiles: [
      swipefile({ id: DEFAULT_ID, name: 'My Saved Videos', is_default: true }),
      swipefile({ id: HOOKS_ID, name: 'Hooks', description: 'Openers that stop the scroll' }),
      swipefile({ id: TRENDS_ID, name: 'Trends' }),
    ],
    saved: new Map(Object.entries(saved).map(([id, ids]) => [Number(id), new Set(ids)])),
    failing: new Set(),
    gate: null,
    hold: () => {
      let open: () => void = () => {};
      server.gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return open;
    },
    statusRequests: () => server.requests.filter((request) => request.path === '/api/video-save-status'),
  };
  const status = (videoId: number): SaveStatus => {
    const ids = [...(server.saved.get(videoId) ?? [])];
    return { video_id: videoId, is_saved: ids.length > 0, saved_to_swipefiles: ids };
  };
  const holder = (videoId: number) => {
    const set = server.saved.get(videoId) ?? new Set<string>();
    server.saved.set(videoId, set);
    return set;
  };
  const routes: Record<string, FakeHandler> = {
    'GET /api/video-save-status': ({ query }) => {
      if (server.failing.has('status')) return serverError();
      const ids = (query.get('video_ids') ?? '').split(',').map(Number);
      return json(200, { success: true, data: ids.map(status) });
    },
    'GET /api/swipefiles': () =>
      server.failing.has('swipefiles')
        ? serverError()
        : json(200, { success: true, data: server.swipefiles }),
    'POST /api/swipefiles': async ({ body }) => {
      await server.gate;
      if (server.failing.has('create')) return serverError();
      const { name, description } = body as { name: string; description: string | null };
      const created = swipefile({ id: NEW_ID, name, description });
      server.swipefiles.push(created);
      return json(201, { success: true, data: created });
    },
    'POST /api/saved-videos': async ({ body }) => {
      await server.gate;
      if (server.failing.has('save')) return serverError();
      const { video_id, swipefile_id } = body as { video_id: number; swipefile_id: string | null };
      holder(video_id).add(swipefile_id ?? DEFAULT_ID);
      return json(201, {
        success: true,
        data: { id: 'x', video_id, swipefile_id: swipefile_id ?? DEFAULT_ID },
      });
    },
    'DELETE /api/saved-videos': async ({ body }) => {
      await server.gate;
      if (server.failing.has('unsave')) return serverError();
      const { video_id, swipefile_id } = body as { video_id: number; swipefile_id: string | null };
      const removed = holder(video_id).delete(swipefile_id ?? DEFAULT_ID) ? 1 : 0;
      return json(200, { success: true, data: { removed } });
    },
  };
  server.requests = fakeApi(routes);
  return server;
}

/** Renders UI as a signed-in reader sees it (or a visitor), at `path`. */
export function renderSignedIn(ui: ReactNode, { signedIn = true, path = '/videos' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>
  );
  return {
    client,
    ...render(signedIn ? <WithSession session={signedInSession()}>{tree}</WithSession> : tree),
  };
}
