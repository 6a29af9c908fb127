import { useQuery } from '@tanstack/react-query';
import { Flame, Inbox, Rss, Sparkles, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { callToActionClass } from '../../components/call-to-action';
import { StatePanel, TryAgainButton } from '../../components/state-panel';
import { startingPointsQuery } from './api/starting-points-query';

const BROWSE_LINK = callToActionClass('small', 'primary');
const SECOND_ACTION = callToActionClass('small', 'secondary');

/** docs/product/feed.md#follows: where each kind of follow is made. */
export function FollowHowTo() {
  return (
    <ul className="flex flex-col gap-1.5 text-left text-sm text-slate-600">
      <li>
        <strong className="font-semibold text-slate-800">Topics, formats, concepts, elements:</strong> open
        one from a video's tags and press Follow.
      </li>
      <li>
        <strong className="font-semibold text-slate-800">Creators:</strong> press Follow beside the handle in
        a video's details.
      </li>
      <li>
        <strong className="font-semibold text-slate-800">Views:</strong> open a curated view and press Follow.
      </li>
      <li>
        <strong className="font-semibold text-slate-800">Searches:</strong> search All Videos and press Follow
        this search.
      </li>
    </ul>
  );
}

const CHIP =
  'inline-flex h-8 items-center rounded-full bg-white px-3 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-indigo-50 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The biggest topics and the curated views, one click from their Follow buttons. */
function StartingPoints() {
  const points = useQuery(startingPointsQuery());
  // Nothing to offer (or the lists failed): the how-to and the browse link still say where to go.
  if (points.isError || (points.data && points.data.topics.length + points.data.views.length === 0))
    return null;
  const groups: { title: string; links: { to: string; name: string }[] }[] = points.data
    ? [
        {
          title: 'Popular topics',
          links: points.data.topics.map((topic) => ({
            to: paths.taxonomy('topics', topic.slug),
            name: topic.name,
          })),
        },
        {
          title: 'Curated views',
          links: points.data.views.map((view) => ({ to: paths.view(view.slug), name: view.name })),
        },
      ].filter((group) => group.links.length > 0)
    : [];
  return (
    <div className="flex w-full max-w-xl flex-col gap-4" aria-busy={points.isPending}>
      {points.isPending ? (
        <div className="flex animate-pulse flex-wrap justify-center gap-2" aria-hidden>
          {['w-20', 'w-28', 'w-24', 'w-16', 'w-24'].map((width) => (
            <span key={width} className={`h-8 rounded-full bg-slate-100 ${width}`} />
          ))}
        </div>
      ) : (
        groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className="flex flex-col items-center gap-2">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.title}</h3>
            <ul className="flex flex-wrap justify-center gap-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={CHIP}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))
      )}
    </div>
  );
}

/** Following (and Trending within follows) for a user who follows nothing yet: where to follow things. */
export function NoFollowsYet({ trending = false }: { trending?: boolean }) {
  return (
    <section
      aria-labelledby="feed-no-follows"
      className="flex flex-col items-center gap-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <span className="grid size-12 place-items-center rounded-full bg-indigo-50 text-indigo-600">
        <Rss className="size-6" aria-hidden />
      </span>
      <div className="flex max-w-lg flex-col gap-2">
        <h2 id="feed-no-follows" className="text-base font-semibold text-slate-900">
          {trending ? 'Follow something to see what is trending in it' : 'You follow nothing yet'}
        </h2>
        <p className="text-sm text-slate-600">
          Follow topics, creators, views or searches, and their videos gather here, newest first.
        </p>
      </div>
      <FollowHowTo />
      <StartingPoints />
      <Link to={paths.videos} className={BROWSE_LINK}>
        Browse All Videos
      </Link>
    </section>
  );
}

interface EmptyProps {
  title: string;
  icon: typeof Inbox;
  children: ReactNode;
  action?: ReactNode;
}

function Empty({ title, icon, children, action }: EmptyProps) {
  return (
    <StatePanel tone="empty" icon={icon} title={title} titleAs="h3" action={action}>
      {children}
    </StatePanel>
  );
}

/** Following narrowed to a follow that has no videos yet. */
export function FollowWithoutVideos({ label, onShowAll }: { label: string; onShowAll: () => void }) {
  return (
    <Empty
      title={`No videos for ${label} yet`}
      icon={Inbox}
      action={
        <button type="button" onClick={onShowAll} className={SECOND_ACTION}>
          Show all follows
        </button>
      }
    >
      Its new videos show here as the library adds them.
    </Empty>
  );
}

/** Following when none of the user's follows has a video. */
export function NothingFollowedHasVideos() {
  return (
    <Empty
      title="No videos match what you follow yet"
      icon={Inbox}
      action={
        <Link to={paths.videos} className={BROWSE_LINK}>
          Browse All Videos
        </Link>
      }
    >
      Follow more topics, creators, views or searches, or come back when the library has grown.
    </Empty>
  );
}

/** For you with nothing to go on: no saves and no follows to find videos like. */
export function ForYouColdStart({ onShowTrending }: { onShowTrending: () => void }) {
  return (
    <Empty
      title="Nothing to go on yet"
      icon={Sparkles}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Link to={paths.videos} className={BROWSE_LINK}>
            Browse All Videos
          </Link>
          <button type="button" onClick={onShowTrending} className={SECOND_ACTION}>
            See what is trending
          </button>
        </div>
      }
    >
      Save videos to your swipefiles and follow what you like: For you then brings videos like them.
    </Empty>
  );
}

/** Trending with nothing standing out: in the library, or among what the user follows. */
export function NothingTrending({
  withinFollows,
  onShowAll,
}: {
  withinFollows: boolean;
  onShowAll: () => void;
}) {
  return (
    <Empty
      title={withinFollows ? 'Nothing you follow is trending right now' : 'Nothing is trending right now'}
      icon={Flame}
      action={
        withinFollows ? (
          <button type="button" onClick={onShowAll} className={SECOND_ACTION}>
            Show all trending videos
          </button>
        ) : undefined
      }
    >
      No video the library added lately has left its usual views behind yet.
    </Empty>
  );
}

/** A follow in the URL the user no longer has (unfollowed elsewhere, or a link from another account). */
export function FollowGone({ onShowAll }: { onShowAll: () => void }) {
  return (
    <Empty
      title="You no longer follow this"
      icon={Inbox}
      action={
        <button type="button" onClick={onShowAll} className={SECOND_ACTION}>
          Show all follows
        </button>
      }
    >
      It may have been unfollowed in another tab or on another device.
    </Empty>
  );
}

/** docs/product/browsing.md#loading-empty-and-error-states: 'Error Loading Videos', the message, and Try Again. */
export function FeedFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatePanel
      tone="error"
      icon={TriangleAlert}
      title="Error Loading Videos"
      action={<TryAgainButton onClick={onRetry} />}
    >
      {message}
    </StatePanel>
  );
}
