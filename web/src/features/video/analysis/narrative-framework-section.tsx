import { Repeat, Route } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FullVideo } from '../../../../../shared/contracts/video';
import { DetailSection, FieldLabel, FieldText } from './detail-section';
import { LockedAnalysis } from './locked-analysis';
import { textOrNull, type VideoAnalysis } from './video-analysis';

type Framework = NonNullable<FullVideo['narrative_framework']>;

/** The story structure of the video (docs/product/video-detail.md#analysis-sections). */
export function NarrativeFrameworkSection({ analysis }: { analysis: VideoAnalysis | null }) {
  return (
    <DetailSection title="Narrative Framework" icon={Route} tone="emerald">
      <LockedAnalysis analysis={analysis} prompt="Login to view narrative framework">
        {(a) => <NarrativeFrameworkBody analysis={a} />}
      </LockedAnalysis>
    </DetailSection>
  );
}

function NarrativeFrameworkBody({ analysis }: { analysis: VideoAnalysis }) {
  const name = textOrNull(analysis.narrative_framework_name);
  const coreLogic = textOrNull(analysis.narrative_framework_core_logic);
  const framework = analysis.narrative_framework;
  const type = textOrNull(framework?.frameworkType);
  if (!name && !coreLogic && !framework) {
    return <FieldText text={null} fallback="No narrative framework available for this video" />;
  }
  return (
    <div className="space-y-5">
      {(name || type) && (
        <div className="flex flex-wrap items-center gap-2">
          {name && <p className="text-lg font-semibold tracking-tight text-slate-900">{name}</p>}
          {type && (
            <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200 ring-inset">
              {type}
            </span>
          )}
        </div>
      )}
      {coreLogic && (
        <div className="space-y-1">
          <FieldLabel>Core Logic</FieldLabel>
          <FieldText text={coreLogic} fallback="" />
        </div>
      )}
      {framework && <FrameworkDetails framework={framework} />}
    </div>
  );
}

function FrameworkDetails({ framework }: { framework: Framework }) {
  const micro = textOrNull(framework.repeatingMicroPattern);
  return (
    <>
      {framework.simpleOutline.length > 0 && (
        <div className="space-y-2">
          <FieldLabel>Outline</FieldLabel>
          <ol className="list-decimal space-y-1 pl-5 text-sm leading-6 text-slate-700 marker:text-slate-400">
            {framework.simpleOutline.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: outline lines may repeat; their order is their identity
              <li key={i}>{line}</li>
            ))}
          </ol>
        </div>
      )}
      {(micro || framework.microPatternSteps.length > 0) && (
        <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Repeat className="size-4 text-emerald-600" aria-hidden />
            Repeating Micro Pattern
          </p>
          {micro && <FieldText text={micro} fallback="" />}
          {framework.microPatternSteps.length > 0 && (
            <ol className="mt-2 space-y-2">
              {framework.microPatternSteps.map((step, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: steps may lack a number or a name
                <li key={i} className="flex gap-3">
                  <span className="grid size-6 shrink-0 place-items-center rounded-full bg-white text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
                    {step.step ?? i + 1}
                  </span>
                  <div className="min-w-0">
                    {textOrNull(step.name) && (
                      <p className="text-sm font-medium text-slate-900">{textOrNull(step.name)}</p>
                    )}
                    <FieldText text={textOrNull(step.description)} fallback="No description available" />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      <StructuralBreakdown breakdown={framework.structuralBreakdown} />
    </>
  );
}

function StructuralBreakdown({ breakdown }: { breakdown: Framework['structuralBreakdown'] }) {
  return (
    <div className="space-y-2">
      <FieldLabel>Structural Breakdown</FieldLabel>
      <ol className="relative space-y-3 border-l-2 border-slate-200 pl-5">
        <BreakdownStep label="Hook" tone="bg-indigo-500">
          <FieldText text={textOrNull(breakdown.hook)} fallback="No hook description available" />
        </BreakdownStep>
        {breakdown.beats.map((beat, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: beats may be unnamed; their order is their identity
          <BreakdownStep key={i} label={textOrNull(beat.name) ?? `Beat ${i + 1}`} tone="bg-slate-400">
            <FieldText text={textOrNull(beat.function)} fallback="No description available" />
          </BreakdownStep>
        ))}
        <BreakdownStep label="Payoff" tone="bg-emerald-500">
          <FieldText text={textOrNull(breakdown.payoff)} fallback="No payoff description available" />
        </BreakdownStep>
      </ol>
    </div>
  );
}

function BreakdownStep({ label, tone, children }: { label: string; tone: string; children: ReactNode }) {
  return (
    <li className="relative">
      <span
        className={`absolute top-1.5 -left-[27px] size-3 rounded-full ring-4 ring-white ${tone}`}
        aria-hidden
      />
      <p className="text-sm font-semibold text-slate-900">{label}</p>
      {children}
    </li>
  );
}
