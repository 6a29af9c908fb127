import { ListOrdered } from 'lucide-react';
import { DetailSection } from './detail-section';

/** The video's beats as a numbered list (docs/product/video-detail.md#analysis-sections); nothing when there is no outline. */
export function SimpleOutlineSection({ outline }: { outline: string[] }) {
  if (outline.length === 0) return null;
  return (
    <DetailSection title="Simple Outline" icon={ListOrdered} tone="sky">
      <ol className="space-y-2.5">
        {outline.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: outline lines may repeat; their order is their identity
          <li key={i} className="flex gap-3 text-sm leading-6 text-slate-700">
            <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-sky-50 text-xs font-semibold text-sky-700 ring-1 ring-sky-200">
              {i + 1}
            </span>
            <span className="min-w-0">{line}</span>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
