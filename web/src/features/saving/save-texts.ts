import { hasServerMessage } from '../../lib/api-client';
import { errorCode } from '../../lib/error-messages';

/** Where a save control sits: the video list's cards, or the detail modal and the /v/{id} page. */
export type SaveSurface = 'list' | 'detail';

/** docs/product/saving.md#messages: the list words its failures apart from the detail views. */
export const SAVE_FAILURE_TEXTS = {
  list: {
    save: 'Failed to save video. Please try again.',
    unsave: 'Failed to unsave video. Please try again.',
    create: 'Failed to create swipefile and save video. Please try again.',
  },
  detail: {
    save: 'Error saving video. Please try again.',
    unsave: 'Error unsaving video. Please try again.',
    create: 'Error creating swipefile. Please try again.',
  },
} as const satisfies Record<SaveSurface, Record<'save' | 'unsave' | 'create', string>>;

/**
 * The toast for a failed save call: the spec's text, except for a limit (issue 15: 5,000 videos in a
 * swipefile, 500 swipefiles), where the server's message names the limit — "try again" would not help.
 */
export function saveFailureText(error: unknown, fallback: string): string {
  return errorCode(error) === 'limit_reached' && hasServerMessage(error) ? error.message : fallback;
}
