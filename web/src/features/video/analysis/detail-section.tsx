import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Heading } from './heading-level';

interface DetailSectionProps {
  title: string;
  icon: LucideIcon;
  /** Tints the icon badge so the analysis blocks are told apart at a glance. */
  tone?: 'indigo' | 'amber' | 'emerald' | 'sky' | 'rose' | 'slate';
  /** Shown at the right of the heading (e.g. a count). */
  aside?: ReactNode;
  children: ReactNode;
}

const TONES: Record<NonNullable<DetailSectionProps['tone']>, string> = {
  indigo: 'bg-indigo-50 text-indigo-600 ring-indigo-100',
  amber: 'bg-amber-50 text-amber-600 ring-amber-100',
  emerald: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
  sky: 'bg-sky-50 text-sky-600 ring-sky-100',
  rose: 'bg-rose-50 text-rose-600 ring-rose-100',
  slate: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** A titled card: the frame every block of the modal and the detail page shares. */
export function DetailSection({ title, icon: Icon, tone = 'indigo', aside, children }: DetailSectionProps) {
  return (
    <section className="@container rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <header className="mb-4 flex items-center gap-3">
        <span
          className={`grid size-8 shrink-0 place-items-center rounded-lg ring-1 ring-inset ${TONES[tone]}`}
        >
          <Icon className="size-4" aria-hidden />
        </span>
        <Heading className="min-w-0 flex-1 text-base font-semibold tracking-tight text-slate-900">
          {title}
        </Heading>
        {aside}
      </header>
      {children}
    </section>
  );
}

/** A small label above a value inside a section. */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{children}</p>;
}

/** Body text of a section; a fallback note reads quieter than real content. */
export function FieldText({ text, fallback }: { text: string | null; fallback: string }) {
  return text ? (
    <p className="text-sm leading-6 whitespace-pre-line text-slate-700">{text}</p>
  ) : (
    <p className="text-sm leading-6 text-slate-400 italic">{fallback}</p>
  );
}
