import { ArrowLeft, VideoOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { VIDEO_NOT_FOUND_PAGE_TITLE } from '../../../../shared/domain/video-page-meta';
import { usePageMeta } from '../../hooks/use-page-meta';

/** The error state of /v/{id} (docs/product/browsing.md#loading-empty-and-error-states): 'Video Not Found', the reason, and 'Back to Videos'. */
export function VideoNotFound({ message }: { message: string }) {
  usePageMeta(VIDEO_NOT_FOUND_PAGE_TITLE);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-14 place-items-center rounded-2xl bg-white text-slate-500 shadow-sm ring-1 ring-slate-200">
        <VideoOff className="size-7" aria-hidden />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Video Not Found</h1>
      <p className="mt-3 text-base leading-7 text-slate-600">{message}</p>
      <Link
        to={paths.publicBrowse}
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Videos
      </Link>
    </div>
  );
}
