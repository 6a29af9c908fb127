import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { highlightSegments } from '../../../../shared/domain/search-text';

const NO_TERMS: readonly string[] = [];

/**
 * The terms the list's search matched on (the list answer's `search.terms`), for every card below the list
 * without passing them through each view's props. Empty outside a search.
 */
const SearchTermsContext = createContext<readonly string[]>(NO_TERMS);

export function SearchTermsProvider({ terms, children }: { terms?: readonly string[]; children: ReactNode }) {
  return <SearchTermsContext.Provider value={terms ?? NO_TERMS}>{children}</SearchTermsContext.Provider>;
}

/** The search's terms, or an empty list. */
export function useSearchTerms(): readonly string[] {
  return useContext(SearchTermsContext);
}

/** A subtle mark that keeps the text's colour; `dark` for text on an image's scrim. */
const MARK_CLASS = {
  light: 'rounded-sm bg-amber-100 text-inherit',
  dark: 'rounded-sm bg-amber-300/35 text-inherit',
} as const;

/**
 * `text` with the words the search matched in <mark>. Words are read exactly as the server read them
 * (shared/domain/search-text.ts), so "Packing" is marked for a search that matched "packs".
 */
export function HighlightedText({ text, tone = 'light' }: { text: string; tone?: keyof typeof MARK_CLASS }) {
  const terms = useSearchTerms();
  const segments = useMemo(() => highlightSegments(text, terms), [text, terms]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text, rebuilt whole when it changes
          <mark key={index} className={MARK_CLASS[tone]}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

/** True when the search matched a word of `text` (a tile shows the description only then). */
export function useMatches(text: string): boolean {
  const terms = useSearchTerms();
  return useMemo(() => highlightSegments(text, terms).some((segment) => segment.match), [text, terms]);
}
