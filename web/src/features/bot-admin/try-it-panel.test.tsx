// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { TryItPanel } from './try-it-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TryItPanel />
    </QueryClientProvider>,
  );
}

describe('the Bot Admin "Try it" box', () => {
  it('asks with the debug details and shows the answer, its videos by title, the intent and the time', async () => {
    const requests = fakeApi({
      'POST /api/chat': () =>
        json(200, {
          response: '**Hooks from the library**\n- "Stop doing crunches" [videoID:12]',
          actions: [],
          relevantVideos: [{ id: 12, simple_description: 'Core workout myths' }],
          conversationId: '8d4f0c52-6f1e-4a53-9d7a-2b1b2f1c9e11',
          debug: {
            model: 'hookshelf-strategist',
            intent: 'HOOK_GENERATOR',
            retrievedIds: [12, 40],
            timings: { total: 84.2, model: 61 },
          },
        }),
    });
    renderPanel();
    const run = screen.getByRole('button', { name: 'Run' });
    expect((run as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Message to try'), 'Hook ideas for a fitness coach');
    await userEvent.click(run);
    expect(await screen.findByText('HOOK_GENERATOR')).toBeTruthy();
    expect(requests.at(-1)?.body).toEqual({ message: 'Hook ideas for a fitness coach', debug: true });
    const answer = screen.getByTestId('try-it-answer').textContent ?? '';
    expect(answer).toContain('“Core workout myths”');
    expect(answer).not.toContain('[videoID:12]');
    expect(answer).toContain('2 videos');
    expect(answer).toContain('84 ms in all, 61 ms writing');
  });

  it('says so when the bot could not answer', async () => {
    fakeApi({
      'POST /api/chat': () => apiError(429, 'Too many messages: try again in 40 seconds', 'rate_limited'),
    });
    renderPanel();
    await userEvent.type(screen.getByLabelText('Message to try'), 'Hooks');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many messages: try again in 40 seconds',
    );
  });
});
