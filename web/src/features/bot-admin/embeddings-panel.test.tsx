// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbeddingStatus } from '../../../../shared/contracts/embeddings';
import { apiError, type FakeHandler, type FakeRequest, fakeApi, json } from '../../test/fake-api';
import { EmbeddingsPanel } from './embeddings-panel';
import { EMBEDDINGS_DONE_MESSAGE_MS } from './use-embedding-job';

const IDLE: EmbeddingStatus = {
  isRunning: false,
  progress: 100,
  total: 4,
  processed: 4,
  message: 'Embedded 4 videos',
  error: null,
};
const running = (processed: number, total = 4): EmbeddingStatus => ({
  isRunning: true,
  progress: Math.round((processed / total) * 100),
  total,
  processed,
  message: `Embedding ${total} videos`,
  error: null,
});

/** The statuses the fake job answers, one per poll; the last repeats. */
let statuses: EmbeddingStatus[];
let statusReply: FakeHandler | null;
let startReply: FakeHandler | null;
let requests: FakeRequest[];

beforeEach(() => {
  statuses = [IDLE];
  statusReply = null;
  startReply = null;
  requests = fakeApi({
    'GET /api/embeddings/status': (request) => {
      if (statusReply) return statusReply(request);
      const status = statuses.length > 1 ? statuses.shift() : statuses[0];
      return json(200, { success: true, data: status });
    },
    'POST /api/embeddings/generate': (request) =>
      startReply ? startReply(request) : json(202, { success: true, data: running(0) }),
  });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The panel with a fast poll: the interval is the spec's 2 s in the app (EMBEDDING_STATUS_POLL_MS). */
function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <EmbeddingsPanel pollMs={20} />
    </QueryClientProvider>,
  );
}

const generate = () => userEvent.click(screen.getByRole('button', { name: 'Generate Embeddings' }));

describe('Generate Embeddings (docs/product/bot-admin-and-embeddings.md, docs/product/bot-admin-and-embeddings.md#embeddings)', () => {
  it('starts the job, follows it on a progress bar with processed/total, and lists the videos processed for 5 s', async () => {
    renderPanel();
    expect(await screen.findByText('Embedded 4 videos')).toBeTruthy();
    statuses = [running(1), running(3)];
    await generate();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({});

    const bar = await screen.findByRole('progressbar', { name: 'Embedding progress' });
    expect(screen.getByRole('button', { name: 'Generating…' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('3 of 4 videos'));
    expect(screen.getByText('3 / 4 videos')).toBeTruthy();

    // The message's 5 s on a faked clock. Only setTimeout is faked (the poll is an interval); Testing
    // Library's waits and React Query's notifications use it too, so time is moved on by hand from here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const doneText = 'Embeddings generated: 4 videos processed.';
    statuses = [IDLE];
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.queryByText(doneText)).not.toBeNull();
    });
    const done = screen.getByText(doneText);
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate Embeddings' }).hasAttribute('disabled')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(EMBEDDINGS_DONE_MESSAGE_MS - 10));
    expect(screen.queryByText(doneText)).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.queryByText(doneText)).toBeNull();
  });

  it("says 'Embedding generation failed: …' with the job's error", async () => {
    renderPanel();
    await screen.findByText('Embedded 4 videos');
    statuses = [
      running(1),
      { ...running(1), isRunning: false, message: null, error: 'The encoder ran out of memory' },
    ];
    await generate();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Embedding generation failed: The encoder ran out of memory',
    );
  });

  it("says 'Failed to start embedding generation' when the start is refused", async () => {
    startReply = () =>
      apiError(409, 'Embeddings are turned off on this server (EMBEDDINGS=off)', 'embeddings_off');
    renderPanel();
    await screen.findByText('Embedded 4 videos');
    await generate();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to start embedding generation');
    expect(alert.textContent).toContain('EMBEDDINGS=off');
  });

  it('follows a run already going when the page opens (a reload, another admin)', async () => {
    statuses = [running(2)];
    renderPanel();
    expect(await screen.findByRole('progressbar', { name: 'Embedding progress' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generating…' }).hasAttribute('disabled')).toBe(true);
    statuses = [IDLE];
    expect(await screen.findByText('Embeddings generated: 4 videos processed.')).toBeTruthy();
  });

  it("says 'Failed to get embedding status' when the status cannot be read", async () => {
    statusReply = () => apiError(500, 'Internal server error', 'internal_error');
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to get embedding status');
  });
});
