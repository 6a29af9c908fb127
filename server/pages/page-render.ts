import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isServerRenderedPage, isSignedInRenderedPage } from '../../shared/contracts/page-queries';
import type { SeededQuery } from '../../web/src/app/server-entry';
import { sessionCookieName } from '../auth/auth';
import { withHeadTags } from '../http/index-html';
import { answerPageQueries } from './page-data';
import { manifestPreloads } from './page-preloads';

export interface PageRenderOptions {
  webDistDir: string;
}

export interface PageRequest {
  /** index.html, with whatever head tags the route wrote in already (a video's title and preview tags). */
  template: string;
  /** The answer's status: only a 200 page is rendered; a 404 gets the shell with the visitor's state. */
  status: number;
  /** Draw the page whatever the status: its not-found state is part of its first queries' answers. */
  drawNotFound?: boolean;
}

/** Turns index.html into the page a request gets. */
export type PageRenderer = (request: FastifyRequest, page: PageRequest) => Promise<string>;

/**
 * A signed-out visitor (no session cookie) gets `/`, `/login`, `/public-beta` and `/v/{id}` rendered by
 * the server from public data only (web/src/app/server-entry.tsx), with the page's queries as JSON for
 * hydration; every other page they open gets that JSON too (their empty session, so the app never asks
 * /api/me for a 401). A signed-in user gets their daily screens (isSignedInRenderedPage) drawn with their
 * own data, and index.html as the shell elsewhere. The font is always preloaded; the
 * route's chunk where the app must draw the page itself; a rendered page's first image instead.
 */
export function createPageRenderer(app: FastifyInstance, options: PageRenderOptions): PageRenderer {
  const preloads = manifestPreloads(options.webDistDir);
  const cookieName = sessionCookieName(app.config);
  // The React renderer loads with the first page that needs it, not with every app (tests, the CLI).
  const serverEntry = () => import('../../web/src/app/server-entry');

  return async (request, { template, status, drawNotFound = false }) => {
    const url = new URL(request.url, 'http://page.local');
    const { pathname } = url;
    const { renderPage, initialDataOnly, pageQueries, signedInPageQueries, routeModule } =
      await serverEntry();
    const { font, chunks } = await preloads(routeModule(pathname));
    const head = [...font, ...chunks];
    let seededQueries: () => Promise<SeededQuery[]>;
    let drawn: boolean;
    if (hasCookie(request.headers.cookie, cookieName)) {
      // A signed-in screen the server draws, for the viewer the access hook found behind the cookie (the
      // route asks for it: page-routes.ts); anything else, or a cookie without a live session, gets the shell.
      const viewer = request.viewer ?? null;
      if (status !== 200 || !viewer || !isSignedInRenderedPage(pathname)) return withHeadTags(template, head);
      seededQueries = () => answerPageQueries(app, signedInPageQueries(pathname, url.searchParams), viewer);
      drawn = true;
    } else {
      seededQueries = () => answerPageQueries(app, pageQueries(pathname, url.searchParams));
      drawn = isServerRenderedPage(pathname);
    }

    try {
      const seeded = await seededQueries();
      if ((status !== 200 && !drawNotFound) || !drawn) {
        return withBody(withHeadTags(template, head), '', initialDataOnly(seeded));
      }
      const rendered = await renderPage(`${pathname}${url.search}`, seeded, request.headers.cookie);
      // A drawn page shows without its route chunk, which only wakes it up: preloaded, the chunks would share a
      // phone's connection with the first screen's image (Lighthouse mobile, /public-beta: LCP 3.3 s with
      // them, 2.6 s without). They load once index.js runs, as on any lazy route.
      let html = withBody(withHeadTags(template, font), rendered.html, rendered.initialData);
      const preload = firstImagePreload(rendered.html);
      // A drawn page's largest image needs no script: its request goes first, ahead of the scripts'.
      if (preload) html = withFirstHeadTag(html, preload);
      return withAppStartedAfterLoad(withoutStartupOverlay(html));
    } catch (error) {
      // The app draws the page itself when the server cannot: a render failure costs speed, not the page.
      request.log.error({ err: error }, 'server render failed; sending the shell');
      return withHeadTags(template, head);
    }
  };
}

/**
 * Whether a page answer may hold the caller's own data: any request carrying a session cookie. Such a page
 * is `private, no-store` (no shared cache keeps it, and the back button after signing out refetches it).
 */
export function carriesSession(app: FastifyInstance, request: FastifyRequest): boolean {
  return hasCookie(request.headers.cookie, sessionCookieName(app.config));
}

/** True when the Cookie header carries the named cookie (its value is checked by the API, not here). */
function hasCookie(header: string | undefined, name: string): boolean {
  return (header ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** A tag before everything the head loads (after its meta tags, which must come first). */
function withFirstHeadTag(html: string, tag: string): string {
  const first = html.search(/<(script|link|style)\b/i);
  return first < 0 ? html : `${html.slice(0, first)}${tag}\n    ${html.slice(first)}`;
}

/** #root filled with the rendered app, and the query state after it for hydration. */
function withBody(html: string, appHtml: string, initialData: string): string {
  // Function replacements, so '$' in the content is never read as a replacement pattern.
  return html.replace(
    /<div id="root"><\/div>/,
    () =>
      `<div id="root">${appHtml}</div>\n    <script type="application/json" id="initial-data">${initialData}</script>`,
  );
}

/**
 * A drawn page's script starts after the page has loaded (web/public/start-after-load.js): the page is
 * already on screen, and its first image then has a phone's connection to itself. Lighthouse mobile,
 * /views/{slug}: the image's render delay was 1.45 s of its 2.68 s LCP while the app's 113 KiB loaded beside
 * it. Its module preloads go too; the import fetches them when it runs.
 */
function withAppStartedAfterLoad(html: string): string {
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, () => '')
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_, src: string) => `<script defer src="/start-after-load.js" data-entry="${src}"></script>`,
    );
}

/**
 * The server-sent page is the first screen, so the start-up overlay (docs/product/navigation-and-global.md#start-up-loading) would only hide it:
 * one loading state, not two. Pages the app draws itself keep the overlay.
 */
function withoutStartupOverlay(html: string): string {
  return html.replace(/\s*<div id="startup-overlay"[\s\S]*?<\/div>/, () => '');
}

/**
 * A preload for the first image the rendered page asks to load with high priority (ThumbnailImage's
 * `priority`), with the same srcset and sizes, so the browser fetches exactly the file the <img> will pick.
 * The attribute values come from React's markup, already escaped.
 */
export function firstImagePreload(appHtml: string): string | null {
  const img = appHtml.match(/<img\b[^>]*\bfetchpriority="high"[^>]*>/i)?.[0];
  if (!img) return null;
  const attribute = (name: string) => img.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
  const src = attribute('src');
  if (!src) return null;
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  const responsive = srcset ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}` : '';
  return `<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high" />`;
}
