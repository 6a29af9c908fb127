// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_FAILURE_TEXT } from '../../../../shared/contracts/chat';
import { type FeatureSlots, FeatureSlotsProvider } from '../../components/feature-slots';
import { VideoList } from '../../components/video-list/video-list';
import { closeChatDrawer } from '../../lib/chat-drawer';
import { fullVideo } from '../../test/test-videos';
import { ChatDock } from './chat-dock';
import { type ChatCall, type ChatServer, chatAnswer, fakeChatServer } from './chat-test-server';
import { SAMPLE_PROMPTS } from './sample-prompts';
import { setHighlightedVideos, videoMark } from './video-highlights';

const USER = 'user-premium-0001';
const CONVERSATION = '0b6c8a52-5d1f-4a63-9a4e-2f3c1d7e8a90';
const storedKey = `hookshelf.chat.conversation.${USER}`;

// The page's video list owns the modal (the video feature's, wired in through the slot: a stand-in here);
// the chat asks it to open a video.
const SLOTS: FeatureSlots = {
  renderVideoDetail: ({ videoId, onClose }) =>
    videoId === null ? null : (
      <div role="dialog" aria-label={`Video ${videoId}`}>
        <button type="button" onClick={onClose}>
          Close video
        </button>
      </div>
    ),
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderDock(path = '/videos') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A browser router: the chat reads the address bar when it applies an action, as in the app.
  window.history.replaceState(null, '', path);
  return render(
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <FeatureSlotsProvider slots={SLOTS}>
          <main>
            <Location />
            <VideoList
              videos={[]}
              view="thumbnails"
              onViewChange={() => {}}
              loading={false}
              total={0}
              hasMore={false}
              loadingMore={false}
              onLoadMore={() => {}}
            />
          </main>
          <ChatDock userId={USER} />
        </FeatureSlotsProvider>
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

const fitness = [
  fullVideo({
    id: 501,
    simple_description: 'Stop doing crunches: the 3 moves that work',
    author_username: 'coach.mara',
  }),
  fullVideo({
    id: 502,
    simple_description: 'My client lost 10 kg with this one habit',
    author_username: 'liftwithlee',
  }),
];

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open Chat Bot' }));
  const drawer = await screen.findByRole('complementary', { name: 'Strategy Bot' });
  // The panel is its own lazy chunk: on a busy machine its first import takes a while.
  await within(drawer).findByRole('textbox', { name: 'Message the Strategy Bot' }, { timeout: 15_000 });
  return drawer;
}

describe('the chat panel (docs/product/chat.md#chat-drawer, docs/product/chat.md#sending-a-message)', () => {
  let server: ChatServer;
  beforeEach(() => {
    server = fakeChatServer();
    localStorage.clear();
  });
  afterEach(() => {
    act(() => closeChatDrawer());
    setHighlightedVideos([]);
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens from the floating button as the Strategy Bot drawer with five sample prompts, shifting the page', async () => {
    const user = userEvent.setup();
    renderDock();
    const button = screen.getByRole('button', { name: 'Open Chat Bot' });
    expect(button.getAttribute('title')).toBe('Open Chat Bot');
    const drawer = await openChat(user);
    expect(within(drawer).getByRole('heading', { name: 'Strategy Bot' })).toBeTruthy();
    for (const prompt of SAMPLE_PROMPTS)
      expect(await within(drawer).findByRole('button', { name: prompt })).toBeTruthy();
    expect(SAMPLE_PROMPTS).toHaveLength(5);
    expect(document.documentElement.dataset.chatOpen).toBe('true');
    await user.click(within(drawer).getByRole('button', { name: 'Close chat' }));
    expect(document.documentElement.dataset.chatOpen).toBeUndefined();
  });

  it('streams the answer into a loading placeholder, then shows the final text, cards and actions', async () => {
    const user = userEvent.setup();
    renderDock('/videos?concept=Myth+Busting');
    const drawer = await openChat(user);
    await user.type(
      await within(drawer).findByRole('textbox', { name: 'Message the Strategy Bot' }),
      'Hook ideas for a fitness coach{Enter}',
    );

    await waitFor(() => expect(server.calls).toHaveLength(1));
    const call = server.calls[0] as ChatCall;
    expect(call.body).toEqual({ message: 'Hook ideas for a fitness coach' });
    expect(call.accept).toBe('text/event-stream');
    expect(within(drawer).getByText('Hook ideas for a fitness coach')).toBeTruthy();
    expect(await within(drawer).findByText('Searching the library…')).toBeTruthy();
    expect((within(drawer).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);

    act(() => call.send('delta', { text: '## Hooks that work\n**Myth first:** ' }));
    act(() => call.send('delta', { text: 'open with the crunch myth [video' }));
    expect(await within(drawer).findByRole('heading', { name: 'Hooks that work' })).toBeTruthy();
    expect(within(drawer).getByText(/open with the crunch myth/).textContent).not.toContain('[video');
    expect(within(drawer).getByRole('button', { name: 'Stop' })).toBeTruthy();

    act(() => {
      call.send(
        'done',
        chatAnswer({
          response:
            '## Hooks that work\n**Myth first:** open with the crunch myth [videoID:501]\n- Lead with the result [videoID:502]',
          relevantVideos: fitness,
          actions: [
            {
              type: 'highlight',
              title: 'Highlight the cited videos',
              description: '',
              data: { videoIds: [501] },
            },
            {
              type: 'filter',
              title: 'Browse Fitness',
              description: '',
              data: { filters: { topic: ['Fitness'] } },
            },
          ],
        }),
      );
      call.end();
    });

    const cards = await within(drawer).findByRole('list', { name: 'Videos in this answer' });
    expect(
      within(cards)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('Stop doing crunches'),
      expect.stringContaining('My client lost 10 kg'),
    ]);
    expect(drawer.textContent).not.toContain('[videoID');
    expect(within(drawer).queryByRole('button', { name: 'Stop' })).toBeNull();
    // Issue 31: the answer offers its filter as a button and leaves the page as it was; only the cited
    // videos are highlighted where they are.
    const browse = within(drawer).getByRole('button', { name: 'Browse Fitness' });
    expect(videoMark(501)).toBe('highlighted');
    expect(screen.getByTestId('location').textContent).toBe('/videos?concept=Myth+Busting');
    expect(window.location.pathname + window.location.search).toBe('/videos?concept=Myth+Busting');
    // A click shows exactly the filters it names: the earlier concept goes.
    await user.click(browse);
    // (The router renders a navigation in a transition, so the address may follow a moment later.)
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/videos?topics=Fitness'));
    expect(localStorage.getItem(storedKey)).toBe(CONVERSATION);

    // A card opens the video modal of the list on screen (fetched by id: the list has not loaded it).
    await user.click(within(cards).getAllByRole('button')[1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Video 502' })).toBeTruthy();
  });

  it('sends the conversation id and the open video with the next message', async () => {
    const user = userEvent.setup();
    renderDock('/v/777');
    const drawer = await openChat(user);
    await user.click(await within(drawer).findByRole('button', { name: SAMPLE_PROMPTS[0] }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]?.body).toEqual({ message: SAMPLE_PROMPTS[0], currentVideo: 777 });
    act(() => {
      server.calls[0]?.send('done', chatAnswer());
      server.calls[0]?.end();
    });
    await within(drawer).findByText('Here are hooks.');
    await user.type(within(drawer).getByRole('textbox'), 'More like these{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]?.body).toEqual({
      message: 'More like these',
      currentVideo: 777,
      conversationId: CONVERSATION,
    });
    act(() => {
      server.calls[1]?.send(
        'done',
        chatAnswer({ response: 'This one [videoID:501]', relevantVideos: fitness }),
      );
      server.calls[1]?.end();
    });
    // From a page without the video list, a card goes to All Videos (Home) first and opens there.
    await user.click(await within(drawer).findByRole('button', { name: /Stop doing crunches/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/videos'));
    expect(await screen.findByRole('dialog', { name: 'Video 501' })).toBeTruthy();
  });

  it('turns the placeholder into the failure text on an error event or a failed call', async () => {
    const user = userEvent.setup();
    renderDock();
    const drawer = await openChat(user);
    const box = await within(drawer).findByRole('textbox');
    await user.type(box, 'First{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => {
      server.calls[0]?.send('delta', { text: 'Partial' });
      server.calls[0]?.send('error', { message: CHAT_FAILURE_TEXT });
      server.calls[0]?.end();
    });
    const conversation = await within(drawer).findByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByText(CHAT_FAILURE_TEXT)).toBeTruthy();
    // Announced once, when the answer has failed (the stream itself is not read out piece by piece).
    expect(within(drawer).getByRole('status').textContent).toBe(CHAT_FAILURE_TEXT);
    expect(within(drawer).queryByText('Partial')).toBeNull();

    server.failNext(500, { success: false, error: 'Internal error', code: 'internal_error' });
    await user.type(box, 'Second{Enter}');
    await waitFor(() => expect(within(conversation).getAllByText(CHAT_FAILURE_TEXT)).toHaveLength(2));
    // Try again asks the same question once more.
    await user.click(within(drawer).getAllByRole('button', { name: 'Try again' })[1] as HTMLElement);
    await waitFor(() => expect(server.calls.at(-1)?.body.message).toBe('Second'));
  });

  it('stops a streaming answer, keeping what arrived, marked as not saved', async () => {
    const user = userEvent.setup();
    renderDock();
    const drawer = await openChat(user);
    await user.type(await within(drawer).findByRole('textbox'), 'Formats for finance{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => server.calls[0]?.send('delta', { text: 'Talking heads lead the set' }));
    await within(drawer).findByText('Talking heads lead the set');
    await user.click(within(drawer).getByRole('button', { name: 'Stop' }));
    expect(server.calls[0]?.signal?.aborted).toBe(true);
    // The server keeps nothing of a stopped turn: the answer says so, as it will be gone after a reload.
    expect(await within(drawer).findByText('Stopped — not saved')).toBeTruthy();
    expect(within(drawer).getByText('Talking heads lead the set')).toBeTruthy();
    await user.type(within(drawer).getByRole('textbox'), 'again');
    expect((within(drawer).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the video open in the list’s modal as the current video, and none once it is closed', async () => {
    const user = userEvent.setup();
    renderDock('/videos');
    const drawer = await openChat(user);
    const box = await within(drawer).findByRole('textbox');
    await user.type(box, 'Hooks like this{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]?.body.currentVideo).toBeUndefined();
    act(() => {
      server.calls[0]?.send(
        'done',
        chatAnswer({ response: 'This one [videoID:502]', relevantVideos: fitness }),
      );
      server.calls[0]?.end();
    });
    await user.click(await within(drawer).findByRole('button', { name: /My client lost 10 kg/ }));
    expect(await screen.findByRole('dialog', { name: 'Video 502' })).toBeTruthy();

    await user.type(box, 'Why does this one work?{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1]?.body).toMatchObject({ message: 'Why does this one work?', currentVideo: 502 });
    act(() => {
      server.calls[1]?.send('done', chatAnswer());
      server.calls[1]?.end();
    });
    await within(drawer).findByText('Here are hooks.');

    await user.click(screen.getByRole('button', { name: 'Close video' }));
    await user.type(box, 'And in general?{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(3));
    expect(server.calls[2]?.body.currentVideo).toBeUndefined();
  });

  it('offers a new swipefile for a swipe-file builder answer with enough videos, not for its wording', async () => {
    const three = [...fitness, fullVideo({ id: 503, simple_description: 'Form check: the deadlift' })];
    const user = userEvent.setup();
    renderDock();
    const drawer = await openChat(user);
    const box = await within(drawer).findByRole('textbox');
    // Words that sound like saving, read as another intent: no offer.
    await user.type(box, 'Save me some hook ideas{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => {
      server.calls[0]?.send(
        'done',
        chatAnswer({ response: 'Hooks.', relevantVideos: three, intent: 'HOOK_GENERATOR' }),
      );
      server.calls[0]?.end();
    });
    await within(drawer).findByText('Hooks.');
    expect(within(drawer).queryByRole('button', { name: 'Save these videos to a new swipefile' })).toBeNull();

    await user.type(box, 'Gather the best gym transformations{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(2));
    act(() => {
      server.calls[1]?.send(
        'done',
        chatAnswer({ response: 'Your picks.', relevantVideos: three, intent: 'SWIPE_FILE_BUILDER' }),
      );
      server.calls[1]?.end();
    });
    expect(
      await within(drawer).findByRole('button', { name: 'Save these videos to a new swipefile' }),
    ).toBeTruthy();
  });

  it('shows an admin’s debug details under the answer, folded away', async () => {
    const user = userEvent.setup();
    renderDock();
    const drawer = await openChat(user);
    const box = await within(drawer).findByRole('textbox');
    await user.type(box, 'Hook ideas for a fitness coach{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => {
      server.calls[0]?.send('done', chatAnswer());
      server.calls[0]?.end();
    });
    await within(drawer).findByText('Here are hooks.');
    // Without debug details (every premium user, and admins with debugMode off) there is nothing to show.
    expect(within(drawer).queryByText('Debug')).toBeNull();

    await user.type(box, 'More{Enter}');
    await waitFor(() => expect(server.calls).toHaveLength(2));
    act(() => {
      server.calls[1]?.send(
        'done',
        chatAnswer({
          response: 'More hooks.',
          debug: {
            model: 'hookshelf-strategist',
            intent: 'HOOK_GENERATOR',
            retrievedIds: [501, 502],
            timings: { total: 84.2, model: 61 },
          },
        }),
      );
      server.calls[1]?.end();
    });
    const summary = await within(drawer).findByText('Debug');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(details.textContent).toContain('HOOK_GENERATOR');
    expect(details.textContent).toContain('2 videos (501, 502)');
    expect(details.textContent).toContain('84 ms in all, 61 ms writing');
  });

  it('reopens the stored conversation after a reload, cards included; New chat starts afresh', async () => {
    server.conversations.set(CONVERSATION, {
      id: CONVERSATION,
      title: 'Hook ideas for a fitness coach',
      updatedAt: '2026-11-24T10:00:00.000Z',
      messages: [
        {
          id: 1,
          role: 'user',
          content: 'Hook ideas for a fitness coach',
          actions: [],
          relevantVideos: [],
          createdAt: '2026-11-24T10:00:00.000Z',
        },
        {
          id: 2,
          role: 'assistant',
          content: 'Open with a myth [videoID:501]',
          actions: [],
          relevantVideos: fitness,
          createdAt: '2026-11-24T10:00:01.000Z',
        },
      ],
    });
    localStorage.setItem(storedKey, CONVERSATION);
    const user = userEvent.setup();
    renderDock();
    const drawer = await openChat(user);
    expect(await within(drawer).findByText('Open with a myth')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /Stop doing crunches/ })).toBeTruthy();
    // No action of a stored answer is applied again on reload.
    expect(screen.getByTestId('location').textContent).toBe('/videos');

    await user.click(within(drawer).getByRole('button', { name: 'New chat' }));
    expect(await within(drawer).findByRole('button', { name: SAMPLE_PROMPTS[1] })).toBeTruthy();
    expect(localStorage.getItem(storedKey)).toBeNull();
  });

  it('lists the conversations, opens one, and deletes one after asking', async () => {
    server.conversations.set(CONVERSATION, {
      id: CONVERSATION,
      title: 'Swipe file of before-and-afters',
      updatedAt: '2026-11-24T10:00:00.000Z',
      messages: [
        {
          id: 1,
          role: 'user',
          content: 'Swipe file of before-and-afters',
          actions: [],
          relevantVideos: [],
          createdAt: '2026-11-24T10:00:00.000Z',
        },
      ],
    });
    const user = userEvent.setup();
    renderDock();
    const drawer = await openChat(user);
    await user.click(within(drawer).getByRole('button', { name: 'Conversations' }));
    const list = await within(drawer).findByRole('list', { name: 'Conversations' });
    await user.click(within(list).getByRole('button', { name: /^Swipe file of before-and-afters/ }));
    expect(await within(drawer).findByText('Swipe file of before-and-afters')).toBeTruthy();
    expect(localStorage.getItem(storedKey)).toBe(CONVERSATION);

    await user.click(within(drawer).getByRole('button', { name: 'Conversations' }));
    await user.click(
      await within(drawer).findByRole('button', { name: 'Delete “Swipe file of before-and-afters”' }),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    expect(await within(drawer).findByText('No conversations yet')).toBeTruthy();
    expect(server.deleted).toEqual([CONVERSATION]);
    expect(localStorage.getItem(storedKey)).toBeNull();
  });
});
