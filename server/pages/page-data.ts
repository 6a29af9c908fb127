import type { FastifyInstance } from 'fastify';
import { feedQuerySchema } from '../../shared/contracts/feed';
import type { PageQuery } from '../../shared/contracts/page-queries';
import { SWIPEFILE_LIMITS, swipefileIdSchema } from '../../shared/contracts/swipefiles';
import { videoListQuerySchema } from '../../shared/contracts/video-query';
import type { SeededQuery } from '../../web/src/app/server-entry';
import { passesAccess, type Viewer } from '../auth/access';
import { citedVideoCards, presentSharedBrief } from '../briefs/brief-presenter';
import { findSharedBrief } from '../briefs/brief-repository';
import { AppError } from '../errors';
import { FEED_ACCESS } from '../feed/feed-routes';
import { feedTabJson } from '../feed/feed-service';
import { presentFollow } from '../follows/follow-presenter';
import { FOLLOWS_ACCESS } from '../follows/follow-routes';
import { listFollows } from '../follows/follow-service';
import { readSharedSwipefilePage } from '../swipefiles/shared-swipefile-page';
import { loadSwipefile } from '../swipefiles/swipefile-access';
import {
  readNewShares,
  readOwnSwipefiles,
  readSavedVideosPage,
  readSharedSwipefiles,
  readSwipefile,
} from '../swipefiles/swipefile-reads';
import { loadFilterLists } from '../taxonomies/taxonomy-repository';
import { readVideoListPage, videoListObject } from '../videos/video-list-page';
import { presentPublicVideo } from '../videos/video-presenter';
import { findVideo } from '../videos/video-repository';
import { readPublicView } from '../views/view-counts';

/**
 * Answers a page's first-screen queries (web/src/app/page-queries.ts) with the repository and presenter
 * functions the API routes use, in the API's body shape, so the page starts where its own fetch would have.
 * Without a `viewer` (a signed-out visitor) only public data is read; the signed-in reads answer only for
 * the viewer whose session the access hook checked, exactly what their own API calls would get. A query
 * that cannot be answered (a bad filter, a missing video) is left out: the page fetches it itself.
 */
export async function answerPageQueries(
  app: FastifyInstance,
  queries: readonly PageQuery[],
  viewer: Viewer | null = null,
): Promise<SeededQuery[]> {
  const answered = await Promise.all(
    queries.map(async ({ key, read, infinite }): Promise<SeededQuery | null> => {
      const data = await answer(app, read, viewer);
      if (data === undefined) return null;
      // An infinite query's entry holds its pages; the server's answer is page 1.
      return { key, data: infinite ? { pages: [data], pageParams: [1] } : data };
    }),
  );
  return answered.filter((query): query is SeededQuery => query !== null);
}

async function answer(
  app: FastifyInstance,
  read: PageQuery['read'],
  viewer: Viewer | null,
): Promise<unknown> {
  switch (read.kind) {
    case 'visitor-session':
      // The request carried no session cookie: the visitor is signed out (what /api/me's 401 would say).
      return null;
    case 'signed-in-session': {
      if (!viewer) return undefined;
      // What GET /api/me answers them (users/user-routes.ts); the session hook keeps its `data`.
      const { id, email, name, tier, isAdmin } = viewer;
      return { id, email, name, tier, isAdmin };
    }
    case 'filter-lists':
      return { success: true, data: await loadFilterLists(app.db) };
    case 'video-list-page': {
      const query = videoListQuerySchema.safeParse({
        ...Object.fromEntries(read.query),
        page: String(read.page),
        limit: String(read.limit),
      });
      if (!query.success) return undefined;
      if (read.audience === 'full' && !viewer) return undefined;
      // A refused query (an unknown view slug) is left to the page, which shows its own state.
      return readVideoListPage(app, query.data, read.audience).then(videoListObject, leftToThePage);
    }
    case 'video': {
      const row = await findVideo(app.db, read.id, 'public');
      return row ? { success: true, data: presentPublicVideo(row) } : undefined;
    }
    case 'shared-swipefile': {
      // A dead link is an answer too (the page's hook keeps the API's 404 as one), so the HTML says it.
      const address =
        read.by === 'link'
          ? { by: 'token' as const, token: read.key }
          : { by: 'slug' as const, slug: read.key };
      const page = await readSharedSwipefilePage(app.db, address, {
        page: 1,
        limit: SWIPEFILE_LIMITS.savedVideosPageSize,
      });
      return page ?? { success: false, code: 'share_link_inactive' };
    }
    case 'shared-brief': {
      // As a shared swipefile: a dead link is an answer too, so the HTML says it.
      const row = await findSharedBrief(
        app.db,
        read.by === 'link' ? { token: read.key } : { slug: read.key },
      );
      if (!row) return { success: false, code: 'share_link_inactive' };
      return {
        success: true,
        data: presentSharedBrief(row, await citedVideoCards(app.db, row), row.ownerName),
      };
    }
    // The swipefile screens read the viewer's own data only: without a checked viewer there is no answer.
    // The swipefile hooks keep the API body's `data` (web/src/lib/swipefiles-api.ts), so the answers do too.
    case 'own-swipefiles':
      return viewer ? readOwnSwipefiles(app.db, viewer.id) : undefined;
    case 'shared-swipefiles':
      return viewer ? readSharedSwipefiles(app.db, viewer.id) : undefined;
    case 'new-shares':
      return viewer ? readNewShares(app.db, viewer.id) : undefined;
    case 'swipefile': {
      // A swipefile the viewer may not read (or no swipefile id at all) is left to the page: it draws its
      // loading state, and its own fetch meets the API's 404 or 400 and says so, as it would without the
      // server. Nothing of such a swipefile goes into the HTML.
      if (!viewer || !swipefileIdSchema.safeParse(read.id).success) return undefined;
      return readSwipefile(app.db, viewer, read.id).catch(leftToThePage);
    }
    case 'saved-videos-page': {
      if (!viewer || !swipefileIdSchema.safeParse(read.swipefileId).success) return undefined;
      // Checked as GET /api/saved-videos checks it (saved-video-routes.ts).
      const access = await loadSwipefile(app.db, viewer, read.swipefileId, 'read').catch(leftToThePage);
      if (!access) return undefined;
      return readSavedVideosPage(
        app.db,
        { swipefileId: access.swipefile.id },
        { page: read.page, limit: read.limit },
      );
    }
    // The Feed's reads answer only a viewer whose tier opens them, as their routes would; a basic user's
    // /feed is drawn without them (the page sends them to /videos).
    case 'follows': {
      if (!viewer || !passesAccess(FOLLOWS_ACCESS, viewer)) return undefined;
      // The follows hook keeps the API body's `data` (web/src/lib/follows-api.ts).
      return (await listFollows(app.db, viewer.id, { known: app.followTargets })).map(presentFollow);
    }
    case 'feed-page': {
      if (!viewer || !passesAccess(FEED_ACCESS, viewer)) return undefined;
      const query = feedQuerySchema.safeParse({
        ...Object.fromEntries(read.query),
        page: String(read.page),
        limit: String(read.limit),
      });
      if (!query.success) return undefined;
      // An unknown follow (404) is left to the page, which says it is gone.
      const json = await feedTabJson(app, viewer.id, query.data).catch(leftToThePage);
      return json === undefined ? undefined : JSON.parse(json.toString('utf8'));
    }
    case 'view': {
      // Left out when unknown: the page's own fetch meets the 404 and draws its not-found state.
      // An unknown slug is an answer too (the page's hook keeps the API's 404 as one), so the HTML says it.
      const view = await readPublicView(app, read.slug);
      return view ? { success: true, data: view } : { success: false, code: 'view_not_found' };
    }
  }
}

/** A refused read (404, 403, 400) is no answer: the page's own fetch meets it; a failure is still one. */
function leftToThePage(error: unknown): undefined {
  if (error instanceof AppError && error.statusCode < 500) return undefined;
  throw error;
}
