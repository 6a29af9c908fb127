// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markerFor } from '../../../../shared/domain/video-markers';
import { closeChatDrawer, openChatDrawer, useChatDrawerOpen } from '../../lib/chat-drawer';
import { notify } from '../../lib/toast-config';
import { apiError, type FakeHandler, fakeApi, json } from '../../test/fake-api';
import { BRIEF_ID, brief } from '../../test/test-briefs';
import { fullVideo } from '../../test/test-videos';
import { ChatMessageView } from './chat-message';
import type { UiMessage } from './use-chat';

vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

afterEach(() => {
  act(() => closeChatDrawer());
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const NAME = 'Turn into a brief';

function answer(overrides: Partial<UiMessage> = {}): UiMessage {
  return {
    key: 'a1',
    role: 'assistant',
    content: 'Open on the receipt.',
    loading: false,
    actions: [],
    relevantVideos: [],
    ...overrides,
  };
}

/** An answer citing these ids by marker, each among the videos it read. */
function citing(ids: number[]): UiMessage {
  return answer({
    content: `Three hooks that work: ${ids.map(markerFor).join(' ')}`,
    relevantVideos: ids.map((id) => fullVideo({ id })),
  });
}

function BriefEditor() {
  return <p>Brief editor {useParams().id}</p>;
}

function DrawerState() {
  return <output aria-label="Drawer">{useChatDrawerOpen() ? 'open' : 'closed'}</output>;
}

function renderMessage(message: UiMessage, reply?: FakeHandler) {
  const requests = fakeApi(reply ? { 'POST /api/briefs/draft': reply } : {});
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/videos']}>
        <DrawerState />
        <Routes>
          <Route
            path="/videos"
            element={
              <ChatMessageView
                message={message}
                onOpenVideo={() => {}}
                onApplyAction={() => {}}
                onRetry={() => {}}
                busy={false}
              />
            }
          />
          <Route path="/briefs/:id" element={<BriefEditor />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return requests;
}

/** Pretends the viewport is this wide, as far as the chat's media query asks. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width: (\d+)px/.test(query) && width <= Number(/max-width: (\d+)px/.exec(query)?.[1]),
    media: query,
  }));
}

describe('Turn into a brief under a chat answer (issue 34)', () => {
  it('is offered only under an answer that cites videos', () => {
    const unshown: UiMessage[] = [
      // Cards from the videos it read, but no video cited by marker.
      answer({ relevantVideos: [fullVideo({ id: 7 })] }),
      // A marker naming a video the bot did not read draws no card, and cites nothing.
      answer({ content: `Try this ${markerFor(99)}`, relevantVideos: [fullVideo({ id: 7 })] }),
      { ...citing([7]), role: 'user' },
      { ...citing([7]), failed: true, content: 'Sorry, I encountered an error. Please try again.' },
      { ...citing([7]), loading: true },
    ];
    for (const message of unshown) {
      renderMessage(message);
      expect(screen.queryByRole('button', { name: NAME })).toBeNull();
      cleanup();
    }
    renderMessage(citing([7]));
    expect(screen.getByRole('button', { name: NAME })).toBeTruthy();
  });

  it('drafts from the cited videos in order of mention, says Drafting… meanwhile, then opens the brief', async () => {
    let release: (response: Response) => void = () => {};
    const requests = renderMessage(
      answer({
        content: `Lead with ${markerFor(502)}, then ${markerFor(501)}; see ${markerFor(502)} again.`,
        relevantVideos: [fullVideo({ id: 501 }), fullVideo({ id: 502 }), fullVideo({ id: 503 })],
      }),
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    await userEvent.click(screen.getByRole('button', { name: NAME }));

    const pending = await screen.findByRole('button', { name: 'Drafting…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/briefs/draft']);
    expect(requests[0]?.body).toEqual({ video_ids: [502, 501] });

    act(() => release(json(201, { success: true, data: brief({ id: BRIEF_ID }) })));
    expect(await screen.findByText(`Brief editor ${BRIEF_ID}`)).toBeTruthy();
  });

  it('sends at most the 20 videos a draft reads', async () => {
    const ids = Array.from({ length: 25 }, (_, index) => 1_000 + index);
    const requests = renderMessage(citing(ids), () =>
      json(201, { success: true, data: brief({ id: BRIEF_ID }) }),
    );
    await userEvent.click(screen.getByRole('button', { name: NAME }));
    expect(await screen.findByText(`Brief editor ${BRIEF_ID}`)).toBeTruthy();
    expect(requests[0]?.body).toEqual({ video_ids: ids.slice(0, 20) });
  });

  it('closes the drawer on a phone, where it covers the brief, and keeps it open beside a wide page', async () => {
    for (const [width, after] of [
      [390, 'closed'],
      [1280, 'open'],
    ] as const) {
      viewport(width);
      act(() => openChatDrawer());
      renderMessage(citing([7]), () => json(201, { success: true, data: brief({ id: BRIEF_ID }) }));
      await userEvent.click(screen.getByRole('button', { name: NAME }));
      expect(await screen.findByText(`Brief editor ${BRIEF_ID}`)).toBeTruthy();
      expect(screen.getByRole('status', { name: 'Drawer' }).textContent).toBe(after);
      cleanup();
    }
  });

  it("toasts the server's reason when the draft is refused, and lets the user try again", async () => {
    const requests = renderMessage(citing([7]), () =>
      apiError(400, 'None of these videos has been analysed yet.', 'validation_error'),
    );
    await userEvent.click(screen.getByRole('button', { name: NAME }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'None of these videos has been analysed yet.'),
    );
    const button = await screen.findByRole('button', { name: NAME });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/Brief editor/)).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('says the draft failed when the server gives no reason (the connection dropped)', async () => {
    renderMessage(citing([7]), () => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.click(screen.getByRole('button', { name: NAME }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'Could not turn this answer into a brief. Please try again.',
      ),
    );
  });
});
