import { Sparkles } from 'lucide-react';
import { DetailSection } from './detail-section';
import type { VideoAnalysis } from './video-analysis';

const LISTS = [
  { key: 'themes', label: 'Themes' },
  { key: 'techniques', label: 'Techniques' },
  { key: 'emotions', label: 'Emotions' },
  { key: 'trends', label: 'Trends' },
] as const;

/** Themes, Techniques, Emotions and Trends: signed-in readers only (docs/product/routes.md, docs/product/overview.md#who-it-is-for). */
export function TagListsSection({ analysis }: { analysis: VideoAnalysis }) {
  const lists = LISTS.filter(({ key }) => analysis[key].length > 0);
  if (lists.length === 0) return null;
  return (
    <DetailSection title="Themes, Techniques, Emotions & Trends" icon={Sparkles} tone="rose">
      <dl className="grid gap-4 @xl:grid-cols-2">
        {lists.map(({ key, label }) => (
          <div key={key}>
            <dt className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
            <dd className="flex flex-wrap gap-1.5">
              {analysis[key].map((name) => (
                <span
                  key={name}
                  className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset"
                >
                  {name}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
