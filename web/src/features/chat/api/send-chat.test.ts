import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_FAILURE_TEXT } from '../../../../../shared/contracts/chat';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { apiError, fakeApi, json } from '../../../test/fake-api';
import { chatAnswer } from '../chat-test-server';
import { sendChat } from './send-chat';

const expired = () => apiError(401, 'Sign in first', 'unauthorized');

afterEach(() => {
  setUnauthorizedHandler(null);
  vi.unstubAllGlobals();
});

describe('sendChat on a 401 (docs/product/errors.md#session-expiry)', () => {
  it('refreshes the session once and asks again', async () => {
    let chats = 0;
    const requests = fakeApi({
      'POST /api/chat': () => (++chats === 1 ? expired() : json(200, chatAnswer())),
      'GET /api/auth/get-session': () => json(200, { session: { id: 's' }, user: { id: 'u1' } }),
    });
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    await expect(sendChat({ message: 'Hooks' })).resolves.toMatchObject({ response: 'Here are hooks.' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/chat',
      'GET /api/auth/get-session',
      'POST /api/chat',
    ]);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('goes to /login through the app’s handler when the refresh finds no session', async () => {
    const requests = fakeApi({
      'POST /api/chat': expired,
      'GET /api/auth/get-session': () => json(200, null),
    });
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    await expect(sendChat({ message: 'Hooks' })).rejects.toThrow(CHAT_FAILURE_TEXT);
    expect(unauthorized).toHaveBeenCalledOnce();
    // One refresh decides; the message is not sent again without a session.
    expect(requests.filter((r) => r.path === '/api/auth/get-session')).toHaveLength(1);
    expect(requests.filter((r) => r.path === '/api/chat')).toHaveLength(1);
  });
});
