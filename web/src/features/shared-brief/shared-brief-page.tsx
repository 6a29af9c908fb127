import { FileX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BRIEF_PLATFORM_LABELS } from '../../../../shared/contracts/brief-limits';
import type { SharedBrief } from '../../../../shared/contracts/briefs';
import { paths } from '../../../../shared/domain/paths';
import { pageTitle } from '../../../../shared/domain/site';
import { metaDescription } from '../../../../shared/domain/video-title';
import { BriefReading } from '../../components/brief-view/brief-reading';
import { callToActionClass } from '../../components/call-to-action';
import { PageLoading } from '../../components/page-loading';
import { StatePanel, TryAgainButton } from '../../components/state-panel';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useSession } from '../../session/session-context';
import { type SharedBriefKind, useSharedBrief } from './api/use-shared-brief';
import { BriefLinkInactive } from './link-inactive';

/** 'Brief by Maya Chen', or 'Shared brief' when the owner shows no name (never their address). */
export function briefBy(brief: Pick<SharedBrief, 'owner_name'>): string {
  return brief.owner_name ? `Brief by ${brief.owner_name}` : 'Shared brief';
}

/**
 * `/shared/briefs/{token}` and `/public/briefs/{slug}` (issue 34): a brief anyone with the address may read,
 * no sign-in; read only, without the team's notes. A dead token or slug says 'This link is no longer active'.
 */
export function SharedBriefPage({ kind }: { kind: SharedBriefKind }) {
  const params = useParams();
  const key = (kind === 'link' ? params.token : params.slug) ?? '';
  const query = useSharedBrief(kind, key);
  const answer = query.data;

  if (answer && !answer.success) return <BriefLinkInactive />;
  if (query.isError && !answer) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <StatePanel
          tone="error"
          icon={FileX}
          title="Failed to load this brief."
          action={<TryAgainButton onClick={() => void query.refetch()} />}
        >
          Please try again in a moment.
        </StatePanel>
      </div>
    );
  }
  if (!answer) return <PageLoading />;
  return <SharedBriefContent brief={answer.data} />;
}

function SharedBriefContent({ brief }: { brief: SharedBrief }) {
  usePageMeta(
    pageTitle(brief.title),
    metaDescription(brief.goal || `${briefBy(brief)} for ${BRIEF_PLATFORM_LABELS[brief.platform]}`),
  );
  const session = useSession();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:p-0">
      <header className="mb-8">
        <p className="text-sm font-semibold text-indigo-700">{briefBy(brief)}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance break-words text-slate-900 sm:text-4xl">
          {brief.title}
        </h1>
      </header>
      <BriefReading brief={brief} />
      <aside
        data-print-hide
        className="mt-14 flex flex-col items-center gap-4 rounded-2xl bg-slate-900 px-6 py-10 text-center text-white"
      >
        <h2 className="text-xl font-semibold">Plan videos from ones that worked</h2>
        <p className="max-w-xl text-sm text-slate-300">
          Hookshelf analyses short videos: their hooks, formats and structure. Browse the library, or sign in
          to write briefs of your own.
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
    </article>
  );
}
