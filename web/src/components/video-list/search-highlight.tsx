import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { HighlightSegment } from '../../../../shared/domain/search-text';

type Highlighter = (text: string, terms: readonly string[]) => HighlightSegment[];

/**
 * The highlighter (shared/domain/search-text.ts and its stemmer, ~1.6 KiB gzip) loads when a list first
 * shows a search, not with the browse screen: most visits never search, and /public-beta's first screen is
 * held to its JavaScript budget (e2e/support/web-budgets.ts). Until it has loaded, text shows unmarked.
 */
let highlighter: Highlighter | null = null;
let loading: Promise<Highlighter> | null = null;
function loadHighlighter(): Promise<Highlighter> {
  loading ??= import('../../../../shared/domain/search-text').then((module) => {
    highlighter = module.highlightSegments;
    return highlighter;
  });
  return loading;
}

interface SearchMarks {
  terms: readonly string[];
  highlight: Highlighter | null;
}

const NO_MARKS: SearchMarks = { terms: [], highlight: null };

/**
 * The terms the list's search matched on (the list answer's `search.terms`), for every card below the list
 * without passing them through each view's props. Empty outside a search.
 */
const SearchMarksContext = createContext<SearchMarks>(NO_MARKS);

export function SearchTermsProvider({ terms, children }: { terms?: readonly string[]; children: ReactNode }) {
  const searching = Boolean(terms?.length);
  // Read in an effect, never while rendering, so a server-drawn search list and its hydration agree.
  const [highlight, setHighlight] = useState<Highlighter | null>(null);
  useEffect(() => {
    if (!searching) return;
    if (highlighter) setHighlight(() => highlighter);
    else void loadHighlighter().then((loaded) => setHighlight(() => loaded));
  }, [searching]);
  const value = useMemo(
    () => (terms?.length && highlight ? { terms, highlight } : NO_MARKS),
    [terms, highlight],
  );
  return <SearchMarksContext.Provider value={value}>{children}</SearchMarksContext.Provider>;
}

/** A subtle mark that keeps the text's colour; `dark` for text on an image's scrim. */
const MARK_CLASS = {
  light: 'rounded-sm bg-amber-100 text-inherit',
  dark: 'rounded-sm bg-amber-300/35 text-inherit',
} as const;

function useSegments(text: string): HighlightSegment[] | null {
  const { terms, highlight } = useContext(SearchMarksContext);
  return useMemo(() => (highlight ? highlight(text, terms) : null), [text, terms, highlight]);
}

/**
 * `text` with the words the search matched in <mark>. Words are read exactly as the server read them
 * (shared/domain/search-text.ts), so "Packing" is marked for a search that matched "packs".
 */
export function HighlightedText({ text, tone = 'light' }: { text: string; tone?: keyof typeof MARK_CLASS }) {
  const segments = useSegments(text);
  if (!segments) return text;
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
  const segments = useSegments(text);
  return segments?.some((segment) => segment.match) ?? false;
}
