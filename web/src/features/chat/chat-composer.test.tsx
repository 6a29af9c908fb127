// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './chat-composer';

afterEach(cleanup);

function renderComposer(sending = false) {
  const onSend = vi.fn<(message: string) => void>();
  const onStop = vi.fn();
  const view = render(<ChatComposer sending={sending} onSend={onSend} onStop={onStop} />);
  return {
    onSend,
    onStop,
    rerender: (next: boolean) =>
      view.rerender(<ChatComposer sending={next} onSend={onSend} onStop={onStop} />),
    box: () => screen.getByRole('textbox', { name: 'Message the Strategy Bot' }) as HTMLTextAreaElement,
    send: () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement,
  };
}

describe('the chat message box (docs/product/chat.md#sending-a-message: Send disabled while loading or blank after trimming)', () => {
  it('keeps Send disabled for an empty or whitespace-only message, and Enter sends nothing then', async () => {
    const user = userEvent.setup();
    const { box, send, onSend } = renderComposer();
    expect(send().disabled).toBe(true);
    await user.type(box(), '   ');
    expect(send().disabled).toBe(true);
    await user.type(box(), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed message with Enter and empties the box; Shift+Enter adds a line instead', async () => {
    const user = userEvent.setup();
    const { box, send, onSend } = renderComposer();
    await user.type(box(), '  Hooks for a coach{Shift>}{Enter}{/Shift}in fitness  ');
    expect(onSend).not.toHaveBeenCalled();
    expect(box().value).toBe('  Hooks for a coach\nin fitness  ');
    expect(send().disabled).toBe(false);
    await user.type(box(), '{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hooks for a coach\nin fitness');
    expect(box().value).toBe('');
  });

  it('disables Send while an answer is loading and offers Stop', async () => {
    const user = userEvent.setup();
    const { box, send, onSend, onStop, rerender } = renderComposer(true);
    await user.type(box(), 'Next question{Enter}');
    expect(send().disabled).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
    rerender(false);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(send().disabled).toBe(false);
  });
});
