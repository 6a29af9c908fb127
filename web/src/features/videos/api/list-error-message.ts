import { ApiRequestError } from '../../../lib/api-client';

/** spec 000 §8: the fallback when a list load fails without a message from the server. */
export const LIST_LOAD_FAILED = 'Failed to load videos';

/** The message of a failed list load: the server's error field if it sent one, else the spec's fallback. */
export function listErrorMessage(error: unknown): string {
  // The client fills `code` from the server's body; 'request_failed' means the body had none (a proxy
  // page, a network failure, a time-out), so its message is a status text rather than the server's words.
  if (error instanceof ApiRequestError && error.code !== 'request_failed' && error.message.trim()) {
    return error.message;
  }
  return LIST_LOAD_FAILED;
}
