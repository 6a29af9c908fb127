import type { SharedSavedVideo, SharedSwipefile } from '../../shared/contracts/swipefiles';
import { presentPublicVideo } from '../videos/video-presenter';
import type { listSharedSavedVideos, SharedSwipefileRow } from './shared-swipefile-repository';

type SharedSavedVideoRow = Awaited<ReturnType<typeof listSharedSavedVideos>>['rows'][number];

/**
 * What a link or public reader sees of a swipefile (issue 15: read only, no collaborator list, no e-mail
 * address, no user id): its name, description, the owner's display name and its size. The owner's `name`
 * is what they chose to show; an empty one is shown as none, never replaced by the address.
 */
export function presentSharedSwipefile(row: SharedSwipefileRow): SharedSwipefile {
  return {
    name: row.name,
    description: row.description,
    owner_name: row.ownerName.trim() || null,
    access_level: row.accessLevel,
    video_count: row.videoCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A saved video for a link or public reader: the notes and the PUBLIC video (docs/decisions/0004-gated-fields-on-the-server.md), no saver. */
export function presentSharedSavedVideo(row: SharedSavedVideoRow): SharedSavedVideo {
  return {
    id: row.id,
    video_id: row.videoId,
    notes: row.notes,
    saved_at: row.savedAt.toISOString(),
    video_analysis: presentPublicVideo(row.video),
  };
}
