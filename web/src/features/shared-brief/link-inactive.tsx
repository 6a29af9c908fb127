import { Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { LINK_INACTIVE_TITLE } from '../../../../shared/domain/link-inactive';
import { paths } from '../../../../shared/domain/paths';
import { pageTitle } from '../../../../shared/domain/site';
import { callToActionClass } from '../../components/call-to-action';
import { usePageMeta } from '../../hooks/use-page-meta';

/** The page of a dead or unknown brief link: what happened, why, and a way on. */
export function BriefLinkInactive() {
  usePageMeta(pageTitle(LINK_INACTIVE_TITLE));
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-14 place-items-center rounded-2xl bg-white text-slate-500 shadow-sm ring-1 ring-slate-200">
        <Link2Off className="size-7" aria-hidden />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {LINK_INACTIVE_TITLE}
      </h1>
      <p className="mt-3 text-base leading-7 text-slate-600">
        The owner of this brief has stopped sharing it, or the address is not quite right. Ask them for a new
        link, or browse the video library.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.publicBrowse} className={callToActionClass('medium', 'primary')}>
          Browse the library
        </Link>
        <Link to={paths.home} className={callToActionClass('medium', 'secondary')}>
          Go home
        </Link>
      </div>
    </div>
  );
}
