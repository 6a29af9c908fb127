import { type LucideIcon, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { callToActionClass } from './call-to-action';

interface StatePanelProps {
  /** 'error' is announced (role alert) and drawn in rose; 'empty' is a quiet dashed panel. */
  tone: 'error' | 'empty';
  icon: LucideIcon;
  title: ReactNode;
  /** The title's element: a heading where the panel stands for a section, a paragraph otherwise. */
  titleAs?: 'h2' | 'h3' | 'p';
  children?: ReactNode;
  /** A button or link under the text. */
  action?: ReactNode;
}

const TONES = {
  error: {
    panel: 'bg-white ring-1 ring-rose-200',
    icon: 'bg-rose-50 text-rose-600',
  },
  empty: {
    panel: 'border border-dashed border-slate-300 bg-white',
    icon: 'bg-slate-100 text-slate-500',
  },
};

/** The error and empty states of a list or screen, drawn one way everywhere. */
export function StatePanel({
  tone,
  icon: Icon,
  title,
  titleAs: Title = 'h2',
  children,
  action,
}: StatePanelProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`flex flex-col items-center rounded-2xl px-6 py-16 text-center ${TONES[tone].panel}`}
    >
      <span className={`grid size-12 place-items-center rounded-full ${TONES[tone].icon}`}>
        <Icon className="size-6" aria-hidden />
      </span>
      <Title className="mt-4 max-w-md text-base font-semibold text-slate-900">{title}</Title>
      {children && <p className="mt-1 max-w-md text-sm text-slate-600">{children}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** docs/product/browsing.md#loading-empty-and-error-states and docs/product/errors.md#quiet-failures: the Try Again button of every load error. */
export function TryAgainButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={callToActionClass('small', 'primary', 'h-10')}>
      <RefreshCw className="size-4" aria-hidden />
      Try Again
    </button>
  );
}
