// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TryItPanel } from '../../features/bot-admin/try-it-panel';
import { fakeApi, json } from '../../test/fake-api';
import { renderTryItAnswer } from './bot-admin-route';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Bot Admin "Try it" as the app wires it (issue 31)', () => {
  it("draws the answer's markdown as the chat does, not as raw asterisks", async () => {
    fakeApi({
      'POST /api/chat': () =>
        json(200, {
          response: '## Hooks\n**Stop doing crunches** works because *it names a habit*:\n- one\n- two',
          actions: [],
          relevantVideos: [],
          conversationId: '8d4f0c52-6f1e-4a53-9d7a-2b1b2f1c9e11',
        }),
    });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <TryItPanel renderAnswer={renderTryItAnswer} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Message to try'), 'Hooks');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    const answer = await screen.findByTestId('try-it-answer');
    expect(answer.querySelector('strong')?.textContent).toBe('Stop doing crunches');
    expect(answer.querySelector('em')?.textContent).toBe('it names a habit');
    expect(answer.querySelectorAll('li')).toHaveLength(2);
    expect(answer.textContent).not.toContain('**');
    expect(answer.textContent).not.toContain('##');
  });
});
