import { useQuery } from '@tanstack/react-query';
import { FolderOpen, Plus, TriangleAlert, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { Swipefile } from '../../../../shared/contracts/swipefiles';
import { pageTitle } from '../../../../shared/domain/site';
import { callToActionClass } from '../../components/call-to-action';
import { StatePanel, TryAgainButton } from '../../components/state-panel';
import { usePageMeta } from '../../hooks/use-page-meta';
import { mySwipefilesQuery } from '../../lib/swipefiles-api';
import { sharedSwipefilesQuery } from './api/shared-swipefiles-query';
import { NewSharesPanel, NewSharesTabCount } from './components/new-shares-panel';
import { SwipefileCard } from './components/swipefile-card';
import { useSwipefileDialogs } from './components/use-swipefile-dialogs';
import { MESSAGES } from './swipefile-messages';
import { type SwipefilesTab, swipefilesTab } from './swipefiles-tab';

type Tab = SwipefilesTab;
const TABS: { id: Tab; label: string }[] = [
  { id: 'mine', label: 'My Swipefiles' },
  { id: 'shared', label: 'Shared Swipefiles' },
];

/** /swipefiles (docs/product/swipefiles.md#swipefiles-list): the caller's swipefiles and those shared with them. */
export function SwipefilesPage() {
  usePageMeta(
    pageTitle('Swipefiles'),
    'Your swipefiles: saved videos, notes and the collections shared with you.',
  );
  const [params, setParams] = useSearchParams();
  const tab = swipefilesTab(params);
  const choose = (next: Tab) => setParams(next === 'shared' ? { tab: 'shared' } : {}, { replace: true });
  const dialogs = useSwipefileDialogs();

  return (
    <div className="mx-auto flex min-h-[calc(100svh-4rem)] max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Swipefiles</h1>
          <p className="mt-2 max-w-2xl text-base text-slate-600">
            Collections of saved videos with your notes. Share them with your team or the world.
          </p>
        </div>
        {tab === 'mine' && (
          <button
            type="button"
            onClick={dialogs.openCreate}
            className={callToActionClass('small', 'primary', 'h-10 self-start sm:self-auto')}
          >
            <Plus className="size-4" aria-hidden />
            New Swipefile
          </button>
        )}
      </header>
      <div role="tablist" aria-label="Swipefiles" className="flex gap-1 border-b border-slate-200">
        {TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`swipefiles-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls="swipefiles-panel"
            // The tabs pattern: one tab stop, arrow keys move between the two tabs.
            tabIndex={tab === item.id ? 0 : -1}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const next = tab === 'mine' ? 'shared' : 'mine';
              choose(next);
              document.getElementById(`swipefiles-tab-${next}`)?.focus();
            }}
            onClick={() => choose(item.id)}
            className={`-mb-px border-b-2 px-3 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${tab === item.id ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'}`}
          >
            {item.label}
            {item.id === 'shared' && <NewSharesTabCount />}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="swipefiles-panel" aria-labelledby={`swipefiles-tab-${tab}`}>
        {tab === 'shared' && <NewSharesPanel />}
        <SwipefileGrid
          key={tab}
          tab={tab}
          onShare={dialogs.openShare}
          onEdit={dialogs.openEdit}
          onDelete={dialogs.openDelete}
        />
      </div>
      {dialogs.dialogs}
    </div>
  );
}

interface GridProps {
  tab: Tab;
  onShare: (swipefile: Swipefile) => void;
  onEdit: (swipefile: Swipefile) => void;
  onDelete: (swipefile: Swipefile) => void;
}

function SwipefileGrid({ tab, ...actions }: GridProps) {
  const query = useQuery(tab === 'mine' ? mySwipefilesQuery() : sharedSwipefilesQuery());
  if (query.isError && !query.data) {
    return (
      <StatePanel
        tone="error"
        icon={TriangleAlert}
        title={MESSAGES.loadListFailed}
        titleAs="p"
        action={<TryAgainButton onClick={() => void query.refetch()} />}
      />
    );
  }
  if (!query.data) return <GridSkeleton />;
  if (query.data.length === 0) {
    return tab === 'mine' ? (
      <StatePanel tone="empty" icon={FolderOpen} title="No swipefiles yet">
        Get started by creating your first swipefile.
      </StatePanel>
    ) : (
      <StatePanel tone="empty" icon={Users} title="No shared swipefiles yet">
        You haven't been invited to any swipefiles yet.
      </StatePanel>
    );
  }
  // The first cover on the screen loads first (the page's LCP image on a phone); a card without one has none.
  const firstCover = query.data.findIndex((swipefile) => swipefile.covers.length > 0);
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.map((swipefile, index) => (
        <li key={swipefile.id} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            <SwipefileCard swipefile={swipefile} priority={index === firstCover} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function GridSkeleton() {
  return (
    <div role="status" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cards
        <div key={i} className="animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
          {/* The cards' cover box, so the loaded cards take the place the skeleton held. */}
          <div className="aspect-[9/4] w-full bg-slate-100" />
          <div className="p-5">
            <div className="h-4 w-2/3 rounded bg-slate-200" />
            <div className="mt-4 h-3 w-full rounded bg-slate-100" />
            <div className="mt-2 h-3 w-4/5 rounded bg-slate-100" />
          </div>
        </div>
      ))}
      <span className="sr-only">Loading swipefiles…</span>
    </div>
  );
}
