/** What a route shows while its code chunk loads: a quiet spinner, announced to screen readers. */
export function PageLoading() {
  return (
    <div role="status" className="grid min-h-[60vh] place-items-center">
      <span className="size-8 animate-spin rounded-full border-[3px] border-indigo-100 border-t-indigo-600" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
