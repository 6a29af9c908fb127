import { useMutation, useQuery } from '@tanstack/react-query';
import { FileText, Plus, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BriefSummary } from '../../../../shared/contracts/briefs';
import { paths } from '../../../../shared/domain/paths';
import { pageTitle } from '../../../../shared/domain/site';
import { callToActionClass } from '../../components/call-to-action';
import { StatePanel, TryAgainButton } from '../../components/state-panel';
import { usePageMeta } from '../../hooks/use-page-meta';
import { errorMessage } from '../../lib/error-messages';
import { notify } from '../../lib/toast-config';
import { useSession } from '../../session/session-context';
import { BRIEF_DRAFT_TIERS, hasRequiredTier } from '../../session/tiers';
import { briefsQuery } from './api/briefs-query';
import { createBrief } from './api/create-brief';
import { useBriefCache } from './api/use-brief-cache';
import { MESSAGES } from './brief-messages';
import { BriefCard } from './components/brief-card';
import { NewBriefDialog } from './components/new-brief-dialog';

/** /briefs (issue 34): the caller's briefs and those shared with them, and New brief. */
export function BriefsPage() {
  usePageMeta(pageTitle('Briefs'), 'Plans for your next videos, grounded in the videos you saved.');
  const navigate = useNavigate();
  const cache = useBriefCache();
  const [creating, setCreating] = useState(false);
  const create = useMutation({
    mutationFn: (title: string) => createBrief({ title }),
    onSuccess: (brief) => {
      cache.replace(brief);
      void cache.invalidateList();
      setCreating(false);
      navigate(paths.brief(brief.id));
    },
    onError: (error) => notify('error', errorMessage(error, MESSAGES.createFailed)),
  });
  const openNew = () => setCreating(true);

  return (
    <div className="mx-auto flex min-h-[calc(100svh-4rem)] max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Briefs</h1>
          <p className="mt-2 max-w-2xl text-base text-slate-600">
            Plan your next video: the hooks, beats and shots, each grounded in videos that worked.
          </p>
        </div>
        <button
          type="button"
          onClick={openNew}
          className={callToActionClass('small', 'primary', 'h-10 self-start sm:self-auto')}
        >
          <Plus className="size-4" aria-hidden />
          New brief
        </button>
      </header>
      <BriefList onNew={openNew} />
      <NewBriefDialog
        open={creating}
        busy={create.isPending}
        onSubmit={(title) => create.mutate(title)}
        onCancel={() => setCreating(false)}
      />
    </div>
  );
}

function BriefList({ onNew }: { onNew: () => void }) {
  const query = useQuery(briefsQuery());
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
  if (!query.data) return <ListSkeleton />;
  if (query.data.length === 0) return <EmptyBriefs onNew={onNew} />;
  const mine = query.data.filter((brief) => brief.user_role === 'owner');
  const shared = query.data.filter((brief) => brief.user_role !== 'owner');
  const firstCover = query.data.find((brief) => brief.cover !== null)?.id;
  return (
    <div className="flex flex-col gap-8">
      {mine.length > 0 && <BriefGroup title="My briefs" briefs={mine} firstCover={firstCover} />}
      {shared.length > 0 && <BriefGroup title="Shared with me" briefs={shared} firstCover={firstCover} />}
    </div>
  );
}

function BriefGroup({
  title,
  briefs,
  firstCover,
}: {
  title: string;
  briefs: BriefSummary[];
  firstCover: string | undefined;
}) {
  const id = `briefs-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {briefs.map((brief) => (
          <li key={brief.id} className="flex [&>article]:flex-1">
            <BriefCard brief={brief} priority={brief.id === firstCover} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a brief is, and the two ways to start one. */
function EmptyBriefs({ onNew }: { onNew: () => void }) {
  const { tier } = useSession();
  const mayDraft = hasRequiredTier(tier, BRIEF_DRAFT_TIERS);
  return (
    <StatePanel
      tone="empty"
      icon={FileText}
      title="No briefs yet"
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" onClick={onNew} className={callToActionClass('small', 'primary', 'h-10')}>
            <Plus className="size-4" aria-hidden />
            New brief
          </button>
          <Link to={paths.swipefiles} className={callToActionClass('small', 'secondary', 'h-10')}>
            Open your swipefiles
          </Link>
        </div>
      }
    >
      A brief is the plan for your next video: its goal and audience, the hooks to try, the beats and the shot
      list, each grounded in analysed videos you cite.{' '}
      {mayDraft
        ? 'Start from a blank one, or open a swipefile and choose “Draft a brief” to have one written from its videos.'
        : 'Start from a blank one. Premium members can also open a swipefile and have a brief drafted from its videos.'}
    </StatePanel>
  );
}

function ListSkeleton() {
  return (
    <div role="status" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cards
        <div key={i} className="flex animate-pulse gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <div className="aspect-[3/4] w-20 rounded-xl bg-slate-100 sm:w-24" />
          <div className="flex-1">
            <div className="h-4 w-2/3 rounded bg-slate-200" />
            <div className="mt-3 h-3 w-full rounded bg-slate-100" />
            <div className="mt-2 h-3 w-1/2 rounded bg-slate-100" />
          </div>
        </div>
      ))}
      <span className="sr-only">Loading briefs…</span>
    </div>
  );
}
