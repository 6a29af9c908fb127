/**
 * Runs `run` once the browser is idle (or after `timeoutMs` on a page that keeps it busy), for work a page
 * can do after it has woken up: mounting a widget, fetching a chunk the next click may need. Answers a
 * function that cancels it. Browsers without requestIdleCallback (Safari) run it on the next task.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (!window.requestIdleCallback) {
    const timer = window.setTimeout(run, 0);
    return () => window.clearTimeout(timer);
  }
  const id = window.requestIdleCallback(run, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(id);
}
