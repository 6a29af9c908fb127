import type {
  AccessLevel,
  Collaborator,
  CollaboratorRole,
  CollaboratorStatus,
  SavedVideo,
  Swipefile,
  SwipefileCover,
  SwipefileRole,
} from '../../shared/contracts/swipefiles';
import type { SwipefileCollaboratorRow } from '../db/schema';
import { presentPublicVideo, presentThumbnail } from '../videos/video-presenter';
import type { SavedVideoWithVideo } from './saved-video-repository';
import type { CoverRow, SwipefileSummary } from './swipefile-repository';

const EDIT_ROLES: SwipefileRole[] = ['owner', 'editor'];

/**
 * A swipefile as the caller sees it (docs/product/sharing.md#access-levels): the share token goes to the owner alone (a collaborator
 * who could copy it could hand out a link the owner did not choose); the public slug is public anyway.
 */
export function presentSwipefile(summary: SwipefileSummary, role: SwipefileRole): Swipefile {
  const { swipefile } = summary;
  return {
    id: swipefile.id,
    name: swipefile.name,
    description: swipefile.description,
    is_default: swipefile.isDefault,
    created_at: swipefile.createdAt.toISOString(),
    updated_at: swipefile.updatedAt.toISOString(),
    user_id: swipefile.userId,
    owner_name: summary.ownerName,
    access_level: swipefile.accessLevel as AccessLevel,
    share_token: role === 'owner' ? swipefile.shareToken : null,
    public_slug: swipefile.publicSlug,
    user_role: role,
    can_edit: EDIT_ROLES.includes(role),
    video_count: summary.videoCount,
    collaborator_count: summary.collaboratorCount,
    covers: presentCovers(summary.covers),
  };
}

/**
 * A swipefile's covers: only the thumbnail fields, which every visitor may see (docs/decisions/0004-gated-fields-on-the-server.md), and only
 * a converted variant (presentThumbnail), so a cover never names a missing file.
 */
function presentCovers(covers: CoverRow[]): SwipefileCover[] {
  return covers.flatMap((cover) => {
    const image = presentThumbnail(cover.variants);
    return image.thumbnail ? [{ video_id: cover.videoId, ...image, thumbnail: image.thumbnail }] : [];
  });
}

/** A saved video for the owner and collaborators: the notes and the video's card fields. */
export function presentSavedVideo(row: SavedVideoWithVideo): SavedVideo {
  return {
    id: row.saved.id,
    video_id: Number(row.saved.videoId),
    swipefile_id: row.saved.swipefileId,
    user_notes: row.saved.notes,
    notes: row.saved.notes,
    saved_at: row.saved.savedAt.toISOString(),
    video_analysis: presentPublicVideo(row.video),
  };
}

/** A collaborator, for the owner only (docs/product/sharing.md#share-modal). */
export function presentCollaborator(
  row: Pick<SwipefileCollaboratorRow, 'id' | 'email' | 'role' | 'status' | 'createdAt'>,
): Collaborator {
  return {
    id: row.id,
    email: row.email,
    role: row.role as CollaboratorRole,
    status: row.status as CollaboratorStatus,
    created_at: row.createdAt.toISOString(),
  };
}
