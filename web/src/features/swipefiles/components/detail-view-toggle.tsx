import { LayoutGrid, type LucideIcon, RectangleVertical } from 'lucide-react';
import type { DetailView } from '../use-detail-view';

const OPTIONS: { view: DetailView; label: string; icon: LucideIcon }[] = [
  { view: 'grid', label: 'Grid', icon: LayoutGrid },
  { view: 'players', label: 'Players', icon: RectangleVertical },
];

/** The detail's grid / players switch (issue 31): pressed-state buttons, as the browse view switch. */
export function DetailViewToggle({
  view,
  onChange,
}: {
  view: DetailView;
  onChange: (view: DetailView) => void;
}) {
  return (
    <fieldset className="inline-flex shrink-0 rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset">
      <legend className="sr-only">Layout</legend>
      {OPTIONS.map(({ view: option, label, icon: Icon }) => {
        const pressed = option === view;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={`inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ${
              pressed ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </button>
        );
      })}
    </fieldset>
  );
}
