import { LayoutGrid, type LucideIcon, RectangleVertical, Rows3 } from 'lucide-react';
import type { VideoListView } from './list-layout';

const OPTIONS: { view: VideoListView; label: string; icon: LucideIcon }[] = [
  { view: 'cards', label: 'Cards', icon: LayoutGrid },
  { view: 'thumbnails', label: 'Thumbnails', icon: RectangleVertical },
  { view: 'hooks', label: 'Hooks', icon: Rows3 },
];

interface ViewToggleProps {
  view: VideoListView;
  onChange: (view: VideoListView) => void;
}

/** The cards / thumbnails / hooks switch (docs/product/browsing.md#cards-view): pressed-state buttons, labels hidden on phones. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  return (
    <fieldset className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset">
      <legend className="sr-only">View</legend>
      {OPTIONS.map(({ view: option, label, icon: Icon }) => {
        const pressed = option === view;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={`inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ${
              pressed ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            <Icon className="size-4" aria-hidden />
            <span className="max-sm:sr-only">{label}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
