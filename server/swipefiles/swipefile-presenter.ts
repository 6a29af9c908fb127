import type {
  AccessLevel,
  Collaborator,
  CollaboratorRole,
  CollaboratorStatus,
  SavedVideo,
  Swipefile,
  SwipefileRole,
} from '../../shared/contracts/swipefiles';
import type { SwipefileCollaboratorRow } from '../db/schema';
import { presentPublicVideo } from '../videos/video-presenter';
import type { SavedVideoWithVideo } from './saved-video-repository';
import type { SwipefileSummary } from './swipefile-repository';

const EDIT_ROLES: SwipefileRole[] = ['owner', 'editor'];

/**
 * A swipefile as the caller sees it (spec 001 §3): the share token goes to the owner alone (a collaborator
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
  };
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

/** A collaborator, for the owner only (spec 001 §2 share modal). */
export function presentCollaborator(row: SwipefileCollaboratorRow): Collaborator {
  return {
    id: row.id,
    email: row.email,
    role: row.role as CollaboratorRole,
    status: row.status as CollaboratorStatus,
    created_at: row.createdAt.toISOString(),
  };
}
