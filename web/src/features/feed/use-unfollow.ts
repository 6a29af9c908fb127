import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorCode, errorMessage } from '../../lib/error-messages';
import { FOLLOWS_KEY, type Follow, unfollow } from '../../lib/follows-api';
import { notify } from '../../lib/toast-config';
import { FEED_KEY } from './api/feed-query';

/**
 * Unfollowing from the Manage follows panel (docs/product/feed.md#feed-page). The follow stays in the list,
 * busy, until the server has answered (the button that was pressed is where keyboard focus is; the panel
 * then moves it on), and a toast says what happened, as the Follow button's do. The Feed's lists are read
 * again after, so the follow's videos leave the tab that is open.
 */
export function useUnfollow(onUnfollowed: (follow: Follow) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: Follow) =>
      // Unfollowed already (another tab, another device): it is gone, which is what was asked.
      unfollow(follow.id).catch((error: unknown) => {
        if (errorCode(error) !== 'follow_not_found') throw error;
      }),
    onError: (error, follow) => {
      notify('error', errorMessage(error, `Could not unfollow ${follow.label}. Please try again.`));
    },
    onSuccess: (_, follow) => {
      client.setQueryData<Follow[]>(FOLLOWS_KEY, (follows) =>
        follows?.filter((item) => item.id !== follow.id),
      );
      notify('success', `Unfollowed ${follow.label}`);
      onUnfollowed(follow);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: FOLLOWS_KEY }),
        client.invalidateQueries({ queryKey: FEED_KEY }),
      ]),
  });
}
