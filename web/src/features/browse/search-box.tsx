import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { callToActionClass } from '../../components/call-to-action';

export const SEARCH_INPUT_ID = 'browse-search';

interface SearchBoxProps {
  /** The search that is applied (from the URL). */
  value: string;
  onSearch: (query: string) => void;
}

/** The search box (spec 000 §2): typing edits a draft, Enter (or the button) runs the search. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  // Back, a removed chip or Clear change the applied search; the box follows.
  useEffect(() => setDraft(value), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
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
