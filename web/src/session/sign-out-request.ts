import { apiRequest } from '../lib/api-client';

/** Ends the session on the server (docs/decisions/0011-codes-and-sessions.md: not only in the browser); a 401 here is an answer. */
export function signOutRequest(): Promise<unknown> {
  return apiRequest('/auth/sign-out', { method: 'POST', body: {}, unauthorizedIsAnswer: true });
}
