import { ChevronDown, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { PROMPT_MAX_LENGTH, type PromptKey } from '../../../../shared/contracts/bot';
import { formatNumber } from '../../../../shared/domain/number-format';
import { PROMPT_LABELS } from './prompt-labels';

const count = (text: string) => `${formatNumber(text.length)} characters`;

/**
 * One chat prompt (docs/product/bot-admin-and-embeddings.md): a header that expands the editor, a 12-row textarea with its
 * character count, and a reset that puts the default text back into the editor (saved with Save All Changes).
 */
export function PromptEditor({
  promptKey,
  value,
  defaultValue,
  saved,
  expanded,
  onToggle,
  onChange,
  onReset,
}: {
  promptKey: PromptKey;
  value: string;
  defaultValue: string;
  /** The text the server holds: the editor differs from it until Save All Changes. */
  saved: string;
  expanded: boolean;
  onToggle: () => void;
  onChange: (text: string) => void;
  onReset: () => void;
}) {
  const id = useId();
  const { title, purpose } = PROMPT_LABELS[promptKey];
  const unsaved = value !== saved;
  const custom = value !== defaultValue;
  const blank = value.trim() === '';
  return (
    <section className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-2xl px-4 py-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:px-5"
        >
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="text-base font-semibold text-slate-900">{title}</span>
              {unsaved ? (
                <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
                  Unsaved
                </span>
              ) : (
                custom && (
                  <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700 ring-1 ring-indigo-200">
                    Customised
                  </span>
                )
              )}
            </span>
            <span className="mt-0.5 block text-sm text-slate-600">{purpose}</span>
          </span>
          <span className="hidden shrink-0 text-xs text-slate-500 tabular-nums sm:block">{count(value)}</span>
          <ChevronDown
            className={`size-5 shrink-0 text-slate-400 transition-transform ${expanded ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </button>
      </h3>
      {expanded && (
        <div id={`${id}-panel`} className="border-t border-slate-100 px-4 pt-3 pb-4 sm:px-5">
          <label htmlFor={`${id}-text`} className="sr-only">
            {title} prompt
          </label>
          <textarea
            id={`${id}-text`}
            rows={12}
            value={value}
            maxLength={PROMPT_MAX_LENGTH}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={blank || undefined}
            aria-describedby={`${id}-count`}
            className="block w-full resize-y rounded-lg border-0 bg-slate-50 px-3 py-2 font-mono text-sm leading-6 text-slate-800 ring-1 ring-slate-200 ring-inset focus:bg-white focus:ring-2 focus:ring-indigo-600 aria-invalid:ring-rose-400"
          />
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <p id={`${id}-count`} className="text-xs text-slate-500 tabular-nums">
              {blank ? <span className="font-medium text-rose-700">A prompt cannot be empty · </span> : null}
              {count(value)}
            </p>
            <button
              type="button"
              onClick={onReset}
              disabled={!custom}
              // The visible words first, so a voice user saying them reaches this button (axe label-content-name-mismatch).
              aria-label={`Reset to default: ${title}`}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <RotateCcw className="size-4" aria-hidden />
              Reset to default
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
