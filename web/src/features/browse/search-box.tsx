import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { callToActionClass } from '../../components/call-to-action';

export const SEARCH_INPUT_ID = 'browse-search';

/** Issue 17: search-as-you-type applies the box this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchApplyOptions {
  /** Rewrite the current history entry rather than add one (the second and later pauses of one typing). */
  replace: boolean;
}

interface SearchBoxProps {
  /** The search that is applied (from the URL). */
  value: string;
  onSearch: (query: string, options: SearchApplyOptions) => void;
  /** Enter or the Search button was pressed (after the search is applied). */
  onSubmit?: () => void;
}

/**
 * The search box (docs/product/browsing.md#search-box; issue 17 search-as-you-type): a pause of SEARCH_DEBOUNCE_MS in typing
 * applies the trimmed text, Enter (or the button) applies it at once. One typing session is one history
 * entry: its first pause adds the entry and later pauses replace it, so Back leaves the search whole
 * rather than one word at a time. Enter, or leaving the box, ends the session.
 */
export function SearchBox({ value, onSearch, onSubmit }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const draftNow = useRef(draft);
  draftNow.current = draft;
  // What this session has applied: the URL (and so `value`) catches up a render or more later, and one
  // of these coming back must not overwrite what has been typed since.
  const applied = useRef(new Set<string>());
  const typing = useRef(false);

  // Back, a removed chip, Clear or a suggestion change the applied search; the box follows.
  useEffect(() => {
    if (applied.current.has(value) || value === draftNow.current.trim()) return;
    applied.current.clear();
    typing.current = false;
    setDraft(value);
  }, [value]);

  const apply = (query: string) => {
    applied.current.add(query);
    onSearch(query, { replace: typing.current });
  };

  const query = draft.trim();
  const applyLater = useRef(apply);
  applyLater.current = apply;
  useEffect(() => {
    if (query === value) return;
    const timer = setTimeout(() => {
      applyLater.current(query);
      typing.current = true;
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, value]);

  const endSession = () => {
    typing.current = false;
    applied.current.clear();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query !== value) apply(query);
    endSession();
    onSubmit?.();
  };

  return (
    <search>
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
          Search videos
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            id={SEARCH_INPUT_ID}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={endSession}
            placeholder="Search descriptions, captions, transcripts…"
            enterKeyHint="search"
            autoComplete="off"
            className="h-11 w-full rounded-lg border-0 bg-white pr-3 pl-9 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 sm:text-sm focus:ring-indigo-600 focus:outline-none"
          />
        </div>
        <button type="submit" className={callToActionClass('small', 'primary', 'h-11 shrink-0')}>
          Search
        </button>
      </form>
    </search>
  );
}
