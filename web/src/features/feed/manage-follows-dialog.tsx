import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { callToActionClass } from '../../components/call-to-action';
import { ModalFrame, SECONDARY_BUTTON } from '../../components/modal-frame';
import { StatePanel, TryAgainButton } from '../../components/state-panel';
import { type Follow, followsQuery } from '../../lib/follows-api';
import { FollowHowTo } from './feed-empty-states';
import { followGroups, searchFiltersText } from './follow-groups';
import { useUnfollow } from './use-unfollow';

interface ManageFollowsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told once a follow is gone, so the page can stop showing it (a Following tab narrowed to it). */
  onUnfollowed: (follow: Follow) => void;
}

/**
 * The Manage follows panel (docs/product/feed.md#feed-page): what the user follows, grouped by kind, each
 * with Unfollow; with nothing followed, where to follow things. A chunk of its own, loaded on first open.
 */
export function ManageFollowsDialog({ open, onOpenChange, onUnfollowed }: ManageFollowsDialogProps) {
  const follows = useQuery(followsQuery());
  const list = useRef<HTMLDivElement>(null);
  const count = follows.data?.length ?? 0;

  // Where in the list the last pressed Unfollow button was (the list's order on screen).
  const pressedAt = useRef(0);
  const unfollowButtons = () => [
    ...(list.current?.querySelectorAll<HTMLButtonElement>('button[data-unfollow]') ?? []),
  ];
  // The pressed button's row is gone: focus moves to the Unfollow button that took its place (or the one
  // before it), else to the dialog's own close button, never to the page behind the dialog.
  const unfollowed = (follow: Follow) => {
    onUnfollowed(follow);
    requestAnimationFrame(() => {
      const buttons = unfollowButtons();
      const next = buttons[Math.min(pressedAt.current, buttons.length - 1)];
      (next ?? document.querySelector<HTMLElement>('[role="dialog"] button[aria-label="Close"]'))?.focus();
    });
  };

  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Manage follows"
      width="wide"
      description={
        follows.data && count > 0
          ? `You follow ${count} ${count === 1 ? 'thing' : 'things'}. Their new videos fill your Following tab.`
          : 'What you follow fills your Following tab.'
      }
    >
      {follows.isError && !follows.data ? (
        <StatePanel
          tone="error"
          icon={TriangleAlert}
          title="Could not load your follows."
          titleAs="p"
          action={<TryAgainButton onClick={() => void follows.refetch()} />}
        />
      ) : !follows.data ? (
        <div role="status" className="flex animate-pulse flex-col gap-3">
          <span className="sr-only">Loading your follows…</span>
          {['w-1/3', 'w-1/2', 'w-2/5'].map((width) => (
            <div key={width} className="flex items-center justify-between gap-3" aria-hidden>
              <div className={`h-4 rounded bg-slate-200 ${width}`} />
              <div className="h-9 w-24 rounded-lg bg-slate-100" />
            </div>
          ))}
        </div>
      ) : count === 0 ? (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-slate-600">
            You follow nothing yet. Follow topics, creators, views or searches:
          </p>
          <FollowHowTo />
          <Link to={paths.videos} className={callToActionClass('small', 'primary', 'self-start')}>
            Browse All Videos
          </Link>
        </div>
      ) : (
        <div
          ref={list}
          className="flex flex-col gap-5"
          onClickCapture={(event) => {
            const pressed = (event.target as Element).closest('button[data-unfollow]');
            if (pressed) pressedAt.current = unfollowButtons().indexOf(pressed as HTMLButtonElement);
          }}
        >
          {followGroups(follows.data).map((group) => (
            <section key={group.kind} aria-labelledby={`follows-${group.kind}`}>
              <h3
                id={`follows-${group.kind}`}
                className="text-xs font-semibold tracking-wide text-slate-500 uppercase"
              >
                {group.name} <span className="font-medium">({group.follows.length})</span>
              </h3>
              <ul className="mt-1 divide-y divide-slate-100">
                {group.follows.map((follow) => (
                  <FollowRow key={follow.id} follow={follow} onUnfollowed={unfollowed} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </ModalFrame>
  );
}

function FollowRow({ follow, onUnfollowed }: { follow: Follow; onUnfollowed: (follow: Follow) => void }) {
  const { mutate, isPending } = useUnfollow(onUnfollowed);
  const filters = searchFiltersText(follow);
  return (
    <li className="flex items-center justify-between gap-3 py-2.5">
      <div className="min-w-0">
        <p className="text-sm font-medium [overflow-wrap:anywhere] text-slate-900">{follow.label}</p>
        {filters && <p className="mt-0.5 text-xs text-slate-500">{filters}</p>}
      </div>
      <button
        type="button"
        data-unfollow=""
        onClick={() => {
          if (!isPending) mutate(follow);
        }}
        // aria-disabled rather than disabled: a disabled button drops keyboard focus to the page.
        aria-disabled={isPending}
        aria-busy={isPending}
        aria-label={`Unfollow ${follow.label}`}
        className={`${SECONDARY_BUTTON} h-9 shrink-0 gap-1.5 px-3 aria-disabled:cursor-progress`}
      >
        {isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
        {isPending ? 'Unfollowing…' : 'Unfollow'}
      </button>
    </li>
  );
}
