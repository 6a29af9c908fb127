import { ScrollText } from 'lucide-react';
import { DetailSection } from './detail-section';
import { LockedAnalysis } from './locked-analysis';
import { textOrNull, type VideoAnalysis } from './video-analysis';

/**
 * The transcript in a scrollable box, or 'No transcript available for this video' (docs/product/video-detail.md#analysis-sections). The
 * transcript is gated like the analysis (docs/decisions/0004-gated-fields-on-the-server.md), so visitors see it locked rather than a claim
 * that there is none.
 */
export function TranscriptSection({ analysis }: { analysis: VideoAnalysis | null }) {
  return (
    <DetailSection title="Transcript" icon={ScrollText} tone="slate">
      <LockedAnalysis analysis={analysis} prompt="Login to view the transcript">
        {(a) => {
          const transcript = textOrNull(a.transcript);
          if (!transcript) {
            return <p className="text-sm text-slate-400 italic">No transcript available for this video</p>;
          }
          return (
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to scroll it
              tabIndex={0}
              aria-label="Transcript"
              className="max-h-72 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50/60 p-4 text-sm leading-7 whitespace-pre-line text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {transcript}
            </section>
          );
        }}
      </LockedAnalysis>
    </DetailSection>
  );
}
