import { BookmarkX, LoaderCircle } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { SharedSwipefileKind } from '../../../../shared/contracts/page-queries';
import type { SharedSavedVideo, SharedSwipefile } from '../../../../shared/contracts/swipefiles';
import { paths } from '../../../../shared/domain/paths';
import { countOf } from '../../../../shared/domain/plural';
import { pageTitle } from '../../../../shared/domain/site';
import { callToActionClass } from '../../components/call-to-action';
import { PageLoading } from '../../components/page-loading';
import { StatePanel, TryAgainButton } from '../../components/state-panel';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useSession } from '../../session/session-context';
import { useSharedSwipefile } from './api/use-shared-swipefile';
import { LinkInactive } from './link-inactive';
import { SharedVideoCard } from './shared-video-card';

// The first row of the grid (three columns on a wide screen) is the first screen: its images load at once.
const PRIORITY_CARDS = 3;

/** 'Curated by Maya Chen', or 'Shared swipefile' when the owner shows no name (never their address). */
export function curatedBy(swipefile: Pick<SharedSwipefile, 'owner_name'>): string {
  return swipefile.owner_name ? `Curated by ${swipefile.owner_name}` : 'Shared swipefile';
}

/**
 * `/shared/swipefiles/{token}` and `/public/swipefiles/{slug}` (docs/decisions/0018-shared-links.md, issue 15): a swipefile
 * anyone with the address may read, no sign-in. Read only: no save control, no notes editing, no
 * collaborators. A dead token or slug shows 'This link is no longer active'.
 */
export function SharedSwipefilePage({ kind }: { kind: SharedSwipefileKind }) {
  const params = useParams();
  const key = (kind === 'link' ? params.token : params.slug) ?? '';
  const query = useSharedSwipefile(kind, key);
  const first = query.data?.pages[0];

  if (first && !first.success) return <LinkInactive />;
  if (query.isError && !first) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <StatePanel
          tone="error"
          icon={BookmarkX}
          title="Failed to load this swipefile."
          action={<TryAgainButton onClick={() => void query.refetch()} />}
        >
          Please try again in a moment.
        </StatePanel>
      </div>
    );
  }
  if (!first) return <PageLoading />;

  const swipefile = first.data.swipefile;
  // A later page that finds the link dead (turned off meanwhile) adds nothing; the next visit says so.
  const saved = (query.data?.pages ?? []).flatMap((page) => (page.success ? page.data.videos : []));
  return (
    <SharedSwipefileContent
      swipefile={swipefile}
      saved={saved}
      hasMore={Boolean(query.hasNextPage)}
      loadingMore={query.isFetchingNextPage}
      loadMoreFailed={query.isFetchNextPageError}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}

interface ContentProps {
  swipefile: SharedSwipefile;
  saved: SharedSavedVideo[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

function SharedSwipefileContent({
  swipefile,
  saved,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: ContentProps) {
  const count = countOf(swipefile.video_count, 'video');
  usePageMeta(pageTitle(swipefile.name), swipefile.description ?? `${count} — ${curatedBy(swipefile)}`);
  const session = useSession();
  const visible = saved.filter(
    (item): item is typeof item & { video_analysis: NonNullable<typeof item.video_analysis> } =>
      item.video_analysis !== null,
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold text-indigo-700">{curatedBy(swipefile)}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {swipefile.name}
        </h1>
        {swipefile.description && (
          <p className="mt-3 text-base leading-7 whitespace-pre-line text-slate-600">
            {swipefile.description}
          </p>
        )}
        <p className="mt-3 text-sm text-slate-500">{count}</p>
      </header>

      {visible.length === 0 ? (
        <div className="mt-10">
          <StatePanel tone="empty" icon={BookmarkX} title="No videos in this swipefile yet." />
        </div>
      ) : (
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((item, index) => (
            <li key={item.id}>
              <SharedVideoCard saved={item} priority={index < PRIORITY_CARDS} />
            </li>
          ))}
        </ul>
      )}

      {hasMore && (
        <div className="mt-8 flex flex-col items-center gap-2">
          <button
            type="button"
            onClick={() => {
              if (!loadingMore) onLoadMore();
            }}
            aria-disabled={loadingMore}
            aria-busy={loadingMore}
            className={callToActionClass('medium', 'secondary', 'aria-disabled:cursor-progress')}
          >
            {loadingMore && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
            {loadingMore ? 'Loading...' : 'Load more'}
          </button>
          {loadMoreFailed && !loadingMore && (
            <p className="text-xs font-medium text-rose-600">Failed to load videos. Try again.</p>
          )}
        </div>
      )}

      <aside className="mt-14 flex flex-col items-center gap-4 rounded-2xl bg-slate-900 px-6 py-10 text-center text-white">
        <h2 className="text-xl font-semibold">Find hooks like these for your own videos</h2>
        <p className="max-w-xl text-sm text-slate-300">
          Hookshelf analyses short videos: their hooks, formats and structure. Browse the library, or sign in
          to keep your own swipefiles.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.publicBrowse} className={callToActionClass('medium', 'inverse')}>
            Browse the library
          </Link>
          {session.status !== 'signed-in' && (
            <Link to={paths.login} className={callToActionClass('medium', 'inverseOutline')}>
              Sign in
            </Link>
          )}
        </div>
      </aside>
    </div>
  );
}
