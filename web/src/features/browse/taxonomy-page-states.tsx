import { ArrowRight, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import { paths } from '../../../../shared/domain/paths';
import { taxonomyNoun } from '../../../../shared/domain/taxonomy-labels';
import { callToActionClass } from '../../components/call-to-action';
import { TryAgainButton } from '../../components/state-panel';

/** The header's shape while the entry loads, so the page does not jump when it arrives. */
export function TaxonomyHeaderSkeleton() {
  return (
    <div role="status" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl animate-pulse px-4 py-8 sm:px-6 sm:py-12">
        <div className="h-4 w-48 rounded bg-slate-200" />
        <div className="mt-8 h-5 w-28 rounded-full bg-slate-200" />
        <div className="mt-4 h-10 w-2/3 max-w-md rounded-lg bg-slate-200" />
        <div className="mt-5 h-4 w-full max-w-2xl rounded bg-slate-100" />
        <div className="mt-3 h-4 w-4/5 max-w-xl rounded bg-slate-100" />
      </div>
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** The not-found state: no entry has this slug (the API answered 404). */
export function TaxonomyNotFound({ kind, slug }: { kind: TaxonomyKind; slug: string }) {
  const noun = taxonomyNoun(kind);
  return (
    <PageNotFound title={`We couldn’t find that ${noun}`}>
      No {noun} in the library has the address “{slug}”. It may have been renamed or merged into another one.
    </PageNotFound>
  );
}

/** A browse page whose address names nothing (a taxonomy entry, a view): what happened and where to go. */
export function PageNotFound({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl place-items-center px-4 py-20 sm:px-6 sm:py-28">
      <div className="max-w-md text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-slate-100 text-slate-500">
          <SearchX className="size-7" aria-hidden />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-base leading-7 text-pretty text-slate-600">{children}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.publicBrowse} className={callToActionClass('medium', 'primary', 'shadow-sm')}>
            Browse all videos
            <ArrowRight className="size-4" aria-hidden />
          </Link>
          <Link to={paths.home} className={callToActionClass('medium', 'secondary')}>
            Back to home
          </Link>
        </div>
      </div>
    </div>
  );
}

/** Any other failure: the server's message and a way to try again. */
export function TaxonomyLoadError({
  kind,
  message,
  onRetry,
}: {
  kind: TaxonomyKind;
  message: string;
  onRetry: () => void;
}) {
  const noun = taxonomyNoun(kind);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Couldn’t load this {noun}</h1>
      <p className="mt-3 text-base leading-7 text-slate-600">{message}</p>
      <div className="mt-6">
        <TryAgainButton onClick={onRetry} />
      </div>
    </div>
  );
}
