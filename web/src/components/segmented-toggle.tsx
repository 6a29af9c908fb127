import type { LucideIcon } from 'lucide-react';

export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
  icon: LucideIcon;
}

interface SegmentedToggleProps<V extends string> {
  /** Read by screen readers only: what the buttons choose. */
  legend: string;
  options: readonly SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** A toolbar's smaller buttons, their labels hidden on phones (icons only). */
  compact?: boolean;
  className?: string;
}

/** A choice among a few layouts: pressed-state buttons side by side, one of them pressed. */
export function SegmentedToggle<V extends string>({
  legend,
  options,
  value,
  onChange,
  compact = false,
  className = '',
}: SegmentedToggleProps<V>) {
  return (
    <fieldset
      className={`inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset ${className}`.trim()}
    >
      <legend className="sr-only">{legend}</legend>
      {options.map(({ value: option, label, icon: Icon }) => {
        const pressed = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={`inline-flex ${compact ? 'h-8 px-2.5' : 'h-9 px-3'} items-center gap-1.5 rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ${
              pressed ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            <Icon className="size-4" aria-hidden />
            {compact ? <span className="max-sm:sr-only">{label}</span> : label}
          </button>
        );
      })}
    </fieldset>
  );
}
