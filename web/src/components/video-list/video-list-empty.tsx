import { SearchX } from 'lucide-react';
import { Fragment } from 'react';
import { StatePanel } from '../state-panel';

/** A search that matched nothing, with what to try instead (issue 17). */
export interface EmptySearch {
  query: string;
  /** Searches the server suggests (the list answer's `search.suggestions`); may be empty. */
  suggestions: readonly string[];
  /** Runs a suggested search. */
  onSearch: (query: string) => void;
}

interface VideoListEmptyProps {
  /** Offered when filters are set, so the way out is one click away. */
  onClearFilters?: () => void;
  /** The search that found nothing; without one the spec's generic texts show. */
  search?: EmptySearch;
}

const ACTION_CLASS =
  'rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const SUGGESTION_CLASS =
  'rounded font-semibold text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:text-indigo-900 hover:decoration-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * docs/product/browsing.md#loading-empty-and-error-states: 'No videos found' / 'Try adjusting your search criteria or filters'. A search
 * that found nothing says which, and offers the server's suggestions as searches one click away.
 */
export function VideoListEmpty({ onClearFilters, search }: VideoListEmptyProps) {
  const clear = onClearFilters && (
    <button type="button" onClick={onClearFilters} className={ACTION_CLASS}>
      {search ? 'Clear filters' : 'Clear all filters'}
    </button>
  );
  if (!search) {
    return (
      <StatePanel tone="empty" icon={SearchX} title="No videos found" titleAs="h3" action={clear}>
        Try adjusting your search criteria or filters
      </StatePanel>
    );
  }
  const suggestions = search.suggestions.filter((suggestion) => suggestion.trim() !== '');
  return (
    <StatePanel
      tone="empty"
      icon={SearchX}
      // A long query without spaces wraps rather than widening the page.
      title={<span className="[overflow-wrap:anywhere]">{`No videos match “${search.query}”`}</span>}
      titleAs="h3"
      action={clear}
    >
      {suggestions.length > 0 ? (
        <>
          Try{' '}
          {suggestions.map((suggestion, index) => (
            <Fragment key={suggestion}>
              {index > 0 && (index === suggestions.length - 1 ? ' or ' : ', ')}
              <button type="button" onClick={() => search.onSearch(suggestion)} className={SUGGESTION_CLASS}>
                {suggestion}
              </button>
            </Fragment>
          ))}
        </>
      ) : (
        'Try other words, or fewer filters'
      )}
    </StatePanel>
  );
}
