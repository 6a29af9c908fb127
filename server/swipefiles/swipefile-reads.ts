import { type Pagination, pagination } from '../../shared/contracts/api-envelope';
import type { NewShares } from '../../shared/contracts/new-shares';
import type { SavedVideo, Swipefile } from '../../shared/contracts/swipefiles';
import type { Viewer } from '../auth/access';
import type { Db } from '../db/database';
import { presentNewShare } from './new-shares-presenter';
import { listNewShares } from './new-shares-repository';
import { listSavedVideos, type SavedVideoScope } from './saved-video-repository';
import { loadSwipefile } from './swipefile-access';
import { presentSavedVideo, presentSwipefile } from './swipefile-presenter';
import {
  ensureDefaultSwipefile,
  findSwipefileSummary,
  listOwnSwipefiles,
  listSharedSwipefiles,
} from './swipefile-repository';

/*
 * The reads of the signed-in swipefile screens, as their API routes answer them. The routes
 * (swipefile-routes.ts, saved-video-routes.ts) and the server render of /swipefiles and /swipefiles/{id}
 * (server/pages/page-data.ts) both call these, so a drawn page starts where its own fetch would have.
 */

/** A user's own swipefiles, default first then newest (GET /api/swipefiles). */
export async function readOwnSwipefiles(db: Db, userId: string): Promise<Swipefile[]> {
  // docs/decisions/0016-default-swipefile.md: the default swipefile exists from the first time the list is read.
  await ensureDefaultSwipefile(db, userId);
  const rows = await listOwnSwipefiles(db, userId);
  return rows.map((row) => presentSwipefile(row, 'owner'));
}

/** The swipefiles others shared with a user, accepted invitations (GET /api/swipefiles/shared). */
export async function readSharedSwipefiles(db: Db, userId: string): Promise<Swipefile[]> {
  const rows = await listSharedSwipefiles(db, userId);
  return rows.map((row) => presentSwipefile(row, row.role));
}

/**
 * One swipefile as the viewer may see it (GET /api/swipefiles?id=). Access goes through `loadSwipefile`:
 * 404 `swipefile_not_found` for one the viewer may not read.
 */
export async function readSwipefile(db: Db, viewer: Pick<Viewer, 'id'>, id: string): Promise<Swipefile> {
  const access = await loadSwipefile(db, viewer, id, 'read');
  return presentSwipefile(await findSwipefileSummary(db, access.swipefile.id), access.role);
}

/** A page of saved videos in a scope the caller was already checked for (GET /api/saved-videos). */
export async function readSavedVideosPage(
  db: Db,
  scope: SavedVideoScope,
  query: { search?: string | undefined; page: number; limit: number },
): Promise<{
  success: true;
  data: SavedVideo[];
  pagination: Pagination;
}> {
  const { page, limit } = query;
  const result = await listSavedVideos(db, scope, query);
  return {
    success: true,
    data: result.rows.map(presentSavedVideo),
    pagination: pagination(page, limit, result.total),
  };
}

/** The swipefiles newly shared with a user, not seen yet (GET /api/swipefiles/shared/new). */
export async function readNewShares(db: Db, userId: string): Promise<NewShares> {
  const { count, rows } = await listNewShares(db, userId);
  return { count, shares: rows.map(presentNewShare) };
}
