import { GRID_CLASS, type VideoListView } from './list-layout';

// docs/product/limits.md#interface-timings: the loading grid skeleton has 8 cards.
export const SKELETON_CARD_COUNT = 8;

/** The loading state (docs/product/browsing.md#cards-view): a grid of 8 placeholder cards shaped like the current view. */
export function VideoListSkeleton({ view }: { view: VideoListView }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading videos…</span>
      <ul className={GRID_CLASS[view]} aria-hidden>
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
          <li key={index} data-skeleton-card="" className="animate-pulse">
            <SkeletonItem view={view} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SkeletonItem({ view }: { view: VideoListView }) {
  if (view === 'thumbnails') return <div className="aspect-[9/16] rounded-xl bg-slate-200" />;
  if (view === 'hooks') {
    return (
      <div className="flex gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <div className="aspect-[9/16] w-16 shrink-0 rounded-lg bg-slate-200 sm:w-20" />
        <div className="flex flex-1 flex-col gap-2.5 pt-1">
          <div className="h-4 w-4/5 rounded bg-slate-200" />
          <div className="h-3 w-1/3 rounded bg-slate-100" />
          <div className="mt-2 h-14 rounded-lg bg-slate-100" />
        </div>
      </div>
    );
  }
  return (
    <div className="flex gap-4 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:p-4">
      <div className="aspect-[9/16] w-28 shrink-0 rounded-lg bg-slate-200 sm:w-32" />
      <div className="flex flex-1 flex-col gap-2.5 pt-1">
        <div className="h-4 w-11/12 rounded bg-slate-200" />
        <div className="h-4 w-2/3 rounded bg-slate-200" />
        <div className="mt-1 h-3 w-1/3 rounded bg-slate-100" />
        <div className="flex gap-1.5">
          <div className="h-5 w-16 rounded-full bg-slate-100" />
          <div className="h-5 w-20 rounded-full bg-slate-100" />
        </div>
      </div>
    </div>
  );
}
