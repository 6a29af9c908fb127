const BLOCK = 'rounded-2xl bg-slate-200/70';

/** The loading state of /v/{id}: the page's shape, pulsing, announced once to assistive technology. */
export function VideoPageSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10" role="status" aria-label="Loading video">
      <div className="animate-pulse motion-reduce:animate-none" aria-hidden>
        <div className="h-4 w-32 rounded bg-slate-200/70" />
        <div className="mt-6 flex gap-2">
          <div className="h-7 w-36 rounded-full bg-slate-200/70" />
          <div className="h-7 w-20 rounded-md bg-slate-200/70" />
        </div>
        <div className="mt-4 h-9 w-3/4 rounded-lg bg-slate-200/70" />
        <div className="mt-8 grid gap-8 lg:grid-cols-[380px_minmax(0,1fr)]">
          <div className={`aspect-[9/16] w-full max-w-[400px] ${BLOCK}`} />
          <div className="space-y-6">
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
