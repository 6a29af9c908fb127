import { pagination } from '../../shared/contracts/api-envelope';
import type { SharedSwipefilePage } from '../../shared/contracts/swipefiles';
import type { Db } from '../db/database';
import { presentSharedSavedVideo, presentSharedSwipefile } from './shared-swipefile-presenter';
import {
  findSharedSwipefile,
  listSharedSavedVideos,
  type SharedAddress,
} from './shared-swipefile-repository';

/**
 * One page of a shared or public swipefile as the API answers it (`sharedSwipefileResponseSchema`), or
 * null when the token or slug is dead or unknown. The API routes and the server render of the two web
 * pages (server/pages/page-data.ts) both answer with this, so the page starts where its fetch would.
 */
export async function readSharedSwipefilePage(
  db: Db,
  address: SharedAddress,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<SharedSwipefilePage | null> {
  const swipefile = await findSharedSwipefile(db, address);
  if (!swipefile) return null;
  const { rows, total } = await listSharedSavedVideos(db, swipefile.id, query);
  return {
    success: true,
    data: { swipefile: presentSharedSwipefile(swipefile), videos: rows.map(presentSharedSavedVideo) },
    pagination: pagination(query.page, query.limit, total),
  };
}
