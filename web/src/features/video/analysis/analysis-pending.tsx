import { Hourglass } from 'lucide-react';

/**
 * Shown to visitors instead of the locked sections when a video has no analysis yet (docs/product/overview.md#who-it-is-for: a few
 * videos are without analysis): a sign-in prompt there would promise content that does not exist.
 */
export function AnalysisPending() {
  return (
    <section className="flex items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-5 sm:p-6">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-500">
        <Hourglass className="size-5" aria-hidden />
      </span>
      <div>
        <h3 className="text-base font-semibold text-slate-900">Analysis in progress</h3>
        <p className="mt-1 text-sm leading-6 text-slate-600">
          This video has not been analysed yet. Its hook, payoff and narrative framework will appear here once
          the analysis is ready.
        </p>
      </div>
    </section>
  );
}
