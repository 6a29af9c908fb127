import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FollowTarget, sameFollowTarget } from '../../../../shared/domain/follow-targets';
import { errorMessage } from '../../lib/error-messages';
import { FOLLOWS_KEY, type Follow, followsQuery, followTarget, unfollow } from '../../lib/follows-api';
import { notify } from '../../lib/toast-config';

export interface FollowToggle {
  following: boolean;
  /** The follows list has not arrived yet: the button cannot tell which it is. */
  loading: boolean;
  /** A follow or unfollow is on its way. */
  busy: boolean;
  toggle: () => void;
}

/**
 * Following and unfollowing one thing (docs/product/feed.md#follows): the button flips at once (the
 * cached list changes before the server answers) and flips back on an error; a toast says what happened
 * either way, and the list is read again afterwards.
 */
export function useFollowToggle(target: FollowTarget, name: string): FollowToggle {
  const client = useQueryClient();
  const list = useQuery(followsQuery());
  const current = list.data?.find((follow) => sameFollowTarget(follow, target)) ?? null;
  const others = (follows: Follow[] = []) => follows.filter((follow) => !sameFollowTarget(follow, target));

  const mutation = useMutation({
    mutationFn: async (wasFollowing: Follow | null): Promise<Follow | null> => {
      if (!wasFollowing) return followTarget(target);
      await unfollow(wasFollowing.id);
      return null;
    },
    onMutate: async (wasFollowing) => {
      // A list fetch still on its way would overwrite the optimistic list with the old answer.
      await client.cancelQueries({ queryKey: FOLLOWS_KEY });
      const before = client.getQueryData<Follow[]>(FOLLOWS_KEY);
      client.setQueryData<Follow[]>(FOLLOWS_KEY, (follows) =>
        wasFollowing ? others(follows) : [provisional(target, name), ...others(follows)],
      );
      return { before };
    },
    onError: (error, wasFollowing, context) => {
      client.setQueryData<Follow[]>(FOLLOWS_KEY, context?.before ?? []);
      const fallback = wasFollowing
        ? `Could not unfollow ${name}. Please try again.`
        : `Could not follow ${name}. Please try again.`;
      notify('error', errorMessage(error, fallback));
    },
    onSuccess: (follow, wasFollowing) => {
      if (follow) client.setQueryData<Follow[]>(FOLLOWS_KEY, (follows) => [follow, ...others(follows)]);
      notify('success', wasFollowing ? `Unfollowed ${name}` : `Following ${name}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: FOLLOWS_KEY }),
  });

  return {
    following: current !== null,
    loading: list.isPending,
    busy: mutation.isPending,
    toggle: () => mutation.mutate(current),
  };
}

/** The follow as the list shows it until the server's answer takes its place. */
function provisional(target: FollowTarget, name: string): Follow {
  return {
    id: `provisional:${target.kind}:${target.value}`,
    kind: target.kind,
    value: target.value,
    label: name,
    ...(target.kind === 'search' ? { filters: target.filters ?? {} } : {}),
    created_at: new Date().toISOString(),
  };
}
