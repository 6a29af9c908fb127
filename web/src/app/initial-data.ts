import type { DehydratedState } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` the server writes the page's query state into. */
export const INITIAL_DATA_ID = 'initial-data';

/** What the server hands the page: the queries it already answered, and whether it rendered the page. */
export interface InitialData {
  /** The queries the server answered (React Query's dehydrated state): the client starts from them. */
  queries: DehydratedState;
  /** The server sent the rendered page in #root: the client hydrates it instead of drawing it anew. */
  rendered: boolean;
}

/**
 * The JSON for the script element. `<` is escaped so no text in the data (a title containing
 * `</script>`) can close the element; JSON.parse reads `\u003c` back as `<`.
 */
export function serializeInitialData(data: InitialData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The state the server wrote into the page, or null (the dev server, or a page it did not prepare). */
export function readInitialData(doc: Document): InitialData | null {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as InitialData;
  } catch {
    return null;
  }
}
