import { CircleCheck, CircleMinus, Crosshair } from 'lucide-react';
import { DetailSection, FieldText } from './detail-section';
import { Heading } from './heading-level';
import { LockedAnalysis } from './locked-analysis';
import { textOrNull, type VideoAnalysis } from './video-analysis';

interface HookAnalysisSectionProps {
  analysis: VideoAnalysis | null;
  /** The modal says 'Hook Analysis'; the detail page adds '(First 3-5 Seconds)' (docs/product/video-detail.md#analysis-sections). */
  title: string;
}

interface HookCardData {
  label: string;
  present: boolean;
  content: string | null;
  missing: string;
}

/** The three hooks of a video's opening, each Present or Not Detected (docs/product/video-detail.md#analysis-sections). */
export function HookAnalysisSection({ analysis, title }: HookAnalysisSectionProps) {
  return (
    <DetailSection title={title} icon={Crosshair} tone="indigo">
      <LockedAnalysis analysis={analysis} prompt="Login to view hook analysis">
        {(a) => (
          <div className="grid gap-3 @xl:grid-cols-3">
            {hookCards(a).map((hook) => (
              <HookCard key={hook.label} hook={hook} />
            ))}
          </div>
        )}
      </LockedAnalysis>
    </DetailSection>
  );
}

/** Title, verbal and visual hooks with their docs/product/video-detail.md#page-title-rule notes for a hook that is missing. */
export function hookCards(a: VideoAnalysis): HookCardData[] {
  const card = (label: string, present: boolean | null, content: string | null, missing: string) => {
    const text = textOrNull(content);
    // An unknown flag follows the content: text there means the hook was found.
    return { label, present: present ?? text !== null, content: text, missing };
  };
  return [
    card('Title Hook', a.hook_title_present, a.hook_title_content, 'No title hook detected'),
    card('Verbal Hook', a.hook_verbal_present, a.hook_verbal_content, 'No verbal hook detected'),
    card('Visual Hook', a.hook_visual_present, a.hook_visual_content, 'No visual hook detected'),
  ];
}

function HookCard({ hook }: { hook: HookCardData }) {
  return (
    <article
      className={`flex flex-col gap-2 rounded-xl border p-4 ${
        hook.present ? 'border-emerald-200 bg-emerald-50/40' : 'border-slate-200 bg-slate-50/60'
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <Heading sub className="text-sm font-semibold text-slate-900">
          {hook.label}
        </Heading>
        {hook.present ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
            <CircleCheck className="size-3.5" aria-hidden />
            Present
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-200/70 px-2 py-0.5 text-xs font-medium text-slate-600">
            <CircleMinus className="size-3.5" aria-hidden />
            Not Detected
          </span>
        )}
      </div>
      <FieldText text={hook.present ? hook.content : null} fallback={hook.missing} />
    </article>
  );
}
