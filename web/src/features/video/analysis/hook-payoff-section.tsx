import { Flag, Magnet, Split } from 'lucide-react';
import { DetailSection, FieldText } from './detail-section';
import { Heading } from './heading-level';
import { LockedAnalysis } from './locked-analysis';
import { textOrNull, type VideoAnalysis } from './video-analysis';

/** How the video opens and what it pays off (docs/product/video-detail.md#analysis-sections). */
export function HookPayoffSection({ analysis }: { analysis: VideoAnalysis | null }) {
  return (
    <DetailSection title="Hook & Payoff Analysis" icon={Split} tone="amber">
      <LockedAnalysis analysis={analysis} prompt="Login to view hook & payoff analysis">
        {(a) => (
          <div className="grid gap-3 @xl:grid-cols-2">
            <article className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
              <Heading sub className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
                <Magnet className="size-4 text-amber-600" aria-hidden />
                Hook Overview
              </Heading>
              <FieldText text={textOrNull(a.hook_overview)} fallback="No hook overview available" />
            </article>
            <article className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
              <Heading sub className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
                <Flag className="size-4 text-amber-600" aria-hidden />
                Payoff
              </Heading>
              <FieldText text={textOrNull(a.payoff)} fallback="No payoff analysis available" />
            </article>
          </div>
        )}
      </LockedAnalysis>
    </DetailSection>
  );
}
