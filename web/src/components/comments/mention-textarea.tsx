import {
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { COMMENT_LIMITS } from '../../../../shared/contracts/comment-limits';
import type { Mentionable } from '../../../../shared/contracts/comments';
import { formatNumber } from '../../../../shared/domain/number-format';
import { matchingPeople, mentionAt } from './mention-text';

/** The counter shows once a comment comes this close to its limit. */
const COUNTER_FROM = COMMENT_LIMITS.bodyMax - 500;

export const TEXTAREA =
  'block w-full min-w-0 resize-y rounded-lg border-0 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600 focus:outline-none disabled:bg-slate-50 sm:text-sm';
export const FIELD_LABEL = 'text-xs font-semibold tracking-wide text-slate-600 uppercase';

interface MentionTextareaProps {
  label: string;
  /** The label is read by screen readers only (an edit box inside its comment). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  people: readonly Mentionable[];
  placeholder?: string;
  rows?: number;
  disabled?: boolean;
  /** Ctrl or ⌘ + Enter: post (or save) without reaching for the button. */
  onSubmitShortcut?: () => void;
  /** Escape with no list open (an edit box cancels). */
  onEscape?: () => void;
  textareaRef?: Ref<HTMLTextAreaElement | null>;
}

/**
 * A comment's text box: typing "@" lists the people who may be mentioned, filtered by what follows;
 * ↑ and ↓ move through them, Enter or Tab (or a click) puts "@address " in place of what was typed. The
 * box stays a plain textbox for screen readers, the list announced as its autocomplete (aria-activedescendant).
 */
export function MentionTextarea({
  label,
  hideLabel = false,
  value,
  onChange,
  people,
  placeholder,
  rows = 3,
  disabled,
  onSubmitShortcut,
  onEscape,
  textareaRef,
}: MentionTextareaProps) {
  const id = useId();
  const listId = `${id}-people`;
  const counterId = `${id}-count`;
  const box = useRef<HTMLTextAreaElement | null>(null);
  useImperativeHandle(textareaRef, () => box.current as HTMLTextAreaElement, []);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const matches = mention ? matchingPeople(people, mention.query) : [];
  const open = matches.length > 0;

  const read = (text: string, caret: number | null) => {
    const next = caret === null ? null : mentionAt(text, caret);
    setMention((before) => {
      if (next?.start !== before?.start || next?.query !== before?.query) setActive(0);
      return next;
    });
  };

  const pick = (person: Mentionable) => {
    if (!mention) return;
    const caret = box.current?.selectionStart ?? value.length;
    const inserted = `@${person.email} `;
    const after = value.slice(caret).replace(/^\s+/, '');
    const next = `${value.slice(0, mention.start)}${inserted}${after}`.slice(0, COMMENT_LIMITS.bodyMax);
    onChange(next);
    setMention(null);
    caretAfter.current = Math.min(mention.start + inserted.length, next.length);
  };
  // The caret goes after the inserted address as soon as the new text is in the box.
  const caretAfter = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfter.current;
    if (at === null || !box.current || box.current.value !== value) return;
    caretAfter.current = null;
    box.current.focus();
    box.current.setSelectionRange(at, at);
  }, [value]);

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const by = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + by + matches.length) % matches.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const person = matches[Math.min(active, matches.length - 1)];
        if (person) pick(person);
        return;
      }
    }
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && onSubmitShortcut) {
      event.preventDefault();
      onSubmitShortcut();
    }
  };

  // Escape closes the list, or cancels an edit, and nothing more: caught on the window before a dialog
  // around the box (Radix listens on the document) would take it as "close the dialog".
  const escapeKey = useRef<(() => boolean) | null>(null);
  escapeKey.current = () => {
    if (open) {
      setMention(null);
      return true;
    }
    if (onEscape) {
      onEscape();
      return true;
    }
    return false;
  };
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== box.current) return;
      if (escapeKey.current?.()) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const near = value.length >= COUNTER_FROM;
  const activeId = open ? `${listId}-${Math.min(active, matches.length - 1)}` : undefined;
  return (
    <div className="relative min-w-0">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : FIELD_LABEL}>
        {label}
      </label>
      <textarea
        id={id}
        ref={box}
        value={value}
        rows={rows}
        maxLength={COMMENT_LIMITS.bodyMax}
        placeholder={placeholder}
        disabled={disabled}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={activeId}
        aria-describedby={near ? counterId : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          read(event.target.value, event.target.selectionStart);
        }}
        onSelect={(event) => read(event.currentTarget.value, event.currentTarget.selectionStart)}
        onBlur={() => setMention(null)}
        onKeyDown={keyDown}
        className={`${TEXTAREA} ${hideLabel ? '' : 'mt-1'}`}
      />
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label="People to mention"
          className="absolute inset-x-0 bottom-full z-20 mb-1 max-h-56 overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          {matches.map((person, index) => (
            <div
              key={person.email}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // The press keeps the focus in the text box; the pick follows.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
              className={`flex cursor-pointer flex-col px-3 py-2 text-sm ${index === active ? 'bg-indigo-50 text-indigo-900' : 'text-slate-800 hover:bg-slate-50'}`}
            >
              <span className="truncate font-medium">{person.name ?? person.email}</span>
              {person.name && <span className="truncate text-xs text-slate-500">{person.email}</span>}
            </div>
          ))}
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {open
          ? `${matches.length} ${matches.length === 1 ? 'person' : 'people'} to mention. Use the arrow keys, then Enter.`
          : ''}
      </p>
      {near && (
        <p
          id={counterId}
          className={`mt-1 text-right text-xs tabular-nums ${value.length >= COMMENT_LIMITS.bodyMax ? 'font-semibold text-rose-700' : 'text-slate-500'}`}
        >
          {formatNumber(value.length)} / {formatNumber(COMMENT_LIMITS.bodyMax)}
        </p>
      )}
    </div>
  );
}
