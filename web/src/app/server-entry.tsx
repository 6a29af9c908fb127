import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { detailViewFromCookies, RequestedDetailView } from '../features/swipefiles/use-detail-view';
import { AppRoutes, createQueryClient } from './app';
import { AppProviders } from './app-providers';
import { type InitialData, serializeInitialData } from './initial-data';

// The one module of web/ the server imports (server/architecture.test.ts): it draws a page, and says which
// queries a page's first screen reads under the web app's cache keys and which route chunk it needs.
export { pageQueries, routeModule, signedInPageQueries } from './page-queries';

/** One query the server answered: the key the page's hook uses and the API body it would have fetched. */
export interface SeededQuery {
  key: readonly unknown[];
  data: unknown;
}

export interface ServerRender {
  /** The app's markup for #root. */
  html: string;
  /** The JSON for the #initial-data script (escaped for HTML). */
  initialData: string;
}

/**
 * Renders the app for a URL with the queries the server already answered in the cache: a visitor's public
 * data, or a signed-in user's own on their daily screens (server/pages/page-render.ts decides which). It
 * waits for lazy route chunks and every Suspense boundary, so the HTML is the whole first screen; the
 * browser then hydrates it with the same state (main.tsx).
 */
export async function renderPage(
  url: string,
  seeded: readonly SeededQuery[],
  /** The request's Cookie header: the layouts a user chose are drawn as they chose them. */
  cookies?: string,
): Promise<ServerRender> {
  const queryClient = createQueryClient();
  seed(queryClient, seeded);
  const request: RenderRequest = { url, detailView: detailViewFromCookies(cookies) };
  let html = await prerender(request, queryClient);
  // A lazy route chunk suspends the first time it renders, and React then streams the page with a
  // fallback and an inline script that swaps the content in later. Once loaded, a chunk renders at once,
  // so a second pass (only ever needed for the first request of a route) gives plain, complete HTML.
  for (let pass = 1; pass < MAX_PASSES && html.includes(PENDING_BOUNDARY); pass++) {
    html = await prerender(request, queryClient);
  }
  const data: InitialData = { queries: dehydrate(queryClient), rendered: true };
  return { html, initialData: serializeInitialData(data) };
}

/** React's marker of a Suspense boundary that was still waiting when the HTML around it was written. */
const PENDING_BOUNDARY = '<!--$?-->';
const MAX_PASSES = 3;

/** What one render draws from its request. */
interface RenderRequest {
  url: string;
  /** The swipefile detail's layout the request's cookie names (the browser reads the same cookie). */
  detailView: ReturnType<typeof detailViewFromCookies>;
}

async function prerender({ url, detailView }: RenderRequest, queryClient: QueryClient): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <RequestedDetailView value={detailView}>
          <AppProviders queryClient={queryClient}>
            <AppRoutes />
          </AppProviders>
        </RequestedDetailView>
      </StaticRouter>
    </StrictMode>,
    // React moves a large boundary's content after the page and swaps it in with an inline script (early
    // paint for slow streams); the whole page is written at once here, so it stays in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
  return html;
}

/**
 * The state for a page the server does not render (a signed-in visitor's shell is not prepared this way;
 * pages outside the rendered set are): only the answered queries, such as a visitor's empty session.
 */
export function initialDataOnly(seeded: readonly SeededQuery[]): string {
  const queryClient = createQueryClient();
  seed(queryClient, seeded);
  return serializeInitialData({ queries: dehydrate(queryClient), rendered: false });
}

function seed(queryClient: QueryClient, seeded: readonly SeededQuery[]): void {
  for (const { key, data } of seeded) queryClient.setQueryData(key, data);
}
