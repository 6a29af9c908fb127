import { hasServerMessage } from '../../../lib/api-client';

/** spec 000 §8: the fallback when a list load fails without a message from the server. */
export const LIST_LOAD_FAILED = 'Failed to load videos';

/** The message of a failed list load: the server's error field if it sent one, else the spec's fallback. */
export function listErrorMessage(error: unknown): string {
  return hasServerMessage(error) ? error.message : LIST_LOAD_FAILED;
}
