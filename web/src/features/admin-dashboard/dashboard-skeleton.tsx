const BLOCK = 'rounded-2xl bg-slate-200/70';

/** The dashboard's frame while the figures load: the same blocks, so nothing jumps when they arrive. */
export function DashboardSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6" data-dashboard-skeleton="">
      <span className="sr-only">Loading analytics…</span>
      <div
        className="grid animate-pulse grid-cols-2 gap-3 motion-reduce:animate-none sm:gap-4 lg:grid-cols-5"
        aria-hidden
      >
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder blocks
          <div key={i} className={`h-[6.5rem] ${BLOCK} ${i === 0 ? 'col-span-2 lg:col-span-1' : ''}`} />
        ))}
      </div>
      <div className={`h-[25rem] animate-pulse motion-reduce:animate-none ${BLOCK}`} aria-hidden />
      <div className={`h-[25rem] animate-pulse motion-reduce:animate-none ${BLOCK}`} aria-hidden />
      <div className="grid animate-pulse gap-6 motion-reduce:animate-none lg:grid-cols-2" aria-hidden>
        <div className={`h-80 ${BLOCK}`} />
        <div className={`h-80 ${BLOCK}`} />
      </div>
    </div>
  );
}
