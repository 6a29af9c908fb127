import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { countOf } from '../../../../../shared/domain/plural';
import { moveItem } from '../brief-draft';

interface EditableListProps<T> {
  /** The section's heading, e.g. 'Hooks'. */
  title: string;
  /** One item, in words: 'hook'. */
  noun: string;
  hint?: ReactNode;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  max: number;
  onChange: (items: T[]) => void;
  /** A new blank item; without it the section has no Add button (cited videos add through a form). */
  create?: () => T;
  /** The fields of one item; `change` merges a patch into it. */
  renderItem: (item: T, index: number, change: (patch: Partial<T>) => void) => ReactNode;
  /** What removing an item does besides leaving the list (a cited video leaves its hooks and beats). */
  onRemove?: (item: T) => void;
  emptyText: string;
  /** Drawn under the list (the cited videos' Add form). */
  footer?: ReactNode;
  /** Drawn first among an item's buttons (its comment button); `className` is the buttons' look. */
  itemActions?: (item: T, index: number, className: string) => ReactNode;
}

const ICON_BUTTON =
  'grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** After a move the item's button moves too; focus follows it (or its twin, at either end of the list). */
function focusAfterMove(id: string, fallback: string) {
  requestAnimationFrame(() => {
    const button = document.getElementById(id) as HTMLButtonElement | null;
    const target = button && !button.disabled ? button : document.getElementById(fallback);
    target?.focus();
  });
}

/**
 * Issue 34: one of the brief's lists (cited videos, hooks, beats, shots). Each item is a fieldset named by
 * its number, with Move up, Move down and Remove buttons (plain buttons: reachable by Tab, pressed with
 * Enter or Space); Add appends a blank item and takes the focus to it.
 */
export function EditableList<T>({
  title,
  noun,
  hint,
  items,
  itemKey,
  max,
  onChange,
  create,
  renderItem,
  onRemove,
  emptyText,
  footer,
  itemActions,
}: EditableListProps<T>) {
  const sectionId = `brief-${noun.replace(/\s+/g, '-')}`;
  const full = items.length >= max;
  const name = (index: number) => `${noun[0]?.toUpperCase()}${noun.slice(1)} ${index + 1}`;
  const move = (index: number, by: -1 | 1, key: string | number) => {
    onChange(moveItem(items, index, by));
    const direction = by < 0 ? 'up' : 'down';
    focusAfterMove(`${sectionId}-${key}-${direction}`, `${sectionId}-${key}-${by < 0 ? 'down' : 'up'}`);
  };
  const add = () => {
    if (!create || full) return;
    const item = create();
    onChange([...items, item]);
    requestAnimationFrame(() => {
      document
        .getElementById(`${sectionId}-${itemKey(item)}`)
        ?.querySelector<HTMLElement>('input, textarea, select')
        ?.focus();
    });
  };
  return (
    <section aria-labelledby={`${sectionId}-title`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={`${sectionId}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-xs text-slate-500">
          {countOf(items.length, noun)} of at most {max}
        </p>
      </div>
      {hint && <p className="-mt-2 text-sm text-slate-600">{hint}</p>}
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-500">
          {emptyText}
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {items.map((item, index) => {
            const key = itemKey(item);
            const change = (patch: Partial<T>) =>
              onChange(items.map((other, i) => (i === index ? { ...other, ...patch } : other)));
            return (
              <li key={key} id={`${sectionId}-${key}`}>
                <fieldset className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200">
                  <legend className="float-left pt-2 text-sm font-semibold text-slate-900">
                    {name(index)}
                  </legend>
                  <div className="float-right flex items-center gap-0.5">
                    {itemActions?.(item, index, ICON_BUTTON)}
                    <button
                      type="button"
                      id={`${sectionId}-${key}-up`}
                      className={ICON_BUTTON}
                      disabled={index === 0}
                      aria-label={`Move ${noun} ${index + 1} up`}
                      onClick={() => move(index, -1, key)}
                    >
                      <ArrowUp className="size-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      id={`${sectionId}-${key}-down`}
                      className={ICON_BUTTON}
                      disabled={index === items.length - 1}
                      aria-label={`Move ${noun} ${index + 1} down`}
                      onClick={() => move(index, 1, key)}
                    >
                      <ArrowDown className="size-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={`${ICON_BUTTON} hover:bg-rose-50 hover:text-rose-600`}
                      aria-label={`Remove ${noun} ${index + 1}`}
                      onClick={() => {
                        if (onRemove) onRemove(item);
                        else onChange(items.filter((_, i) => i !== index));
                        document.getElementById(`${sectionId}-add`)?.focus();
                      }}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </div>
                  <div className="clear-both mt-2 flex flex-col gap-3">{renderItem(item, index, change)}</div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {footer}
      {create && (
        <button
          type="button"
          id={`${sectionId}-add`}
          onClick={add}
          disabled={full}
          className="inline-flex h-10 items-center gap-2 self-start rounded-lg px-3 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Plus className="size-4" aria-hidden />
          Add {noun}
          {full && <span className="font-normal text-slate-500">(the most a brief holds)</span>}
        </button>
      )}
    </section>
  );
}
