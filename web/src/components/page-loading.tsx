const BLOCK = 'rounded-2xl bg-slate-200/70';

/**
 * What a page shows while its code chunk or the session loads: a skeleton of a page's usual frame (a
 * heading, a line of text, a grid of cards), pulsing, announced to screen readers. It fills the screen
 * under the navigation bar, so the footer stays below the fold and nothing jumps when the page arrives.
 */
export function PageLoading() {
  return (
    <div
      role="status"
      className="mx-auto min-h-[calc(100svh-4rem)] max-w-7xl px-4 py-8 sm:px-6 lg:py-10"
      data-page-skeleton=""
    >
      <span className="sr-only">Loading…</span>
      <div className="animate-pulse motion-reduce:animate-none" aria-hidden>
        <div className="h-8 w-64 max-w-full rounded-lg bg-slate-200/70 sm:h-9" />
        <div className="mt-3 h-5 w-[32rem] max-w-full rounded bg-slate-200/70" />
        <div className={`mt-8 h-24 ${BLOCK}`} />
        <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <div key={i} className={`aspect-[9/16] ${BLOCK}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
