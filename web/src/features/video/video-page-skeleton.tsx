const BLOCK = 'rounded-2xl bg-slate-200/70';

/**
 * The loading state of /v/{id}: the page's own frame (video-page-content.tsx: back link, pills, title,
 * actions, then the player beside the overview, metrics and analysis), pulsing, announced once to assistive
 * technology. At least a screen tall, so the footer does not show and then jump away.
 */
export function VideoPageSkeleton() {
  return (
    <div
      className="mx-auto min-h-[calc(100svh-4rem)] max-w-7xl px-4 py-6 sm:px-6 sm:py-10"
      role="status"
      aria-label="Loading video"
    >
      <div className="animate-pulse motion-reduce:animate-none" aria-hidden>
        <div className="h-5 w-28 rounded bg-slate-200/70" />
        <div className="mt-5 flex gap-2">
          <div className="h-7 w-36 rounded-full bg-slate-200/70" />
          <div className="h-7 w-24 rounded-full bg-slate-200/70" />
          <div className="h-7 w-16 rounded-md bg-slate-200/70" />
        </div>
        <div className="mt-3 h-8 w-3/4 max-w-4xl rounded-lg bg-slate-200/70 sm:h-9" />
        <div className="mt-5 flex gap-2">
          <div className="h-10 w-40 rounded-lg bg-slate-200/70" />
          <div className="h-10 w-32 rounded-lg bg-slate-200/70" />
        </div>
        <div className="mt-8 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)] lg:items-start lg:gap-8">
          <div className={`aspect-[9/16] w-full ${BLOCK}`} />
          <div className="flex flex-col gap-6">
            <div className={`h-36 ${BLOCK}`} />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
              {Array.from({ length: 5 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
                <div key={i} className={`h-20 ${BLOCK}`} />
              ))}
            </div>
            <div className={`h-64 ${BLOCK}`} />
          </div>
        </div>
      </div>
    </div>
  );
}
