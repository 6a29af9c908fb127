import { errorMessage } from '../../../lib/error-messages';

/** docs/product/browsing.md#loading-empty-and-error-states: the fallback when a list load fails without a message from the server. */
export const LIST_LOAD_FAILED = 'Failed to load videos';

/** The message of a failed list load: the text for its code or the server's error field, else the spec's fallback. */
export function listErrorMessage(error: unknown): string {
  return errorMessage(error, LIST_LOAD_FAILED);
}
