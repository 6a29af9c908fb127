import type { BriefPlatform, BriefRole } from '../../shared/contracts/brief-limits';
import type { Brief, BriefSummary, BriefVideo, SharedBrief } from '../../shared/contracts/briefs';
import type { AccessLevel } from '../../shared/contracts/swipefiles';
import type { PublicVideo } from '../../shared/contracts/video';
import type { Db } from '../db/database';
import type { BriefRow } from '../db/schema';
import { presentPublicVideo } from '../videos/video-presenter';
import { readVideosByIds } from '../videos/video-repository';
import type { BriefListRow } from './brief-repository';

/**
 * The card fields of the brief's cited videos, by id: public fields only, for every reader (a signed-in
 * collaborator opens the video itself for its analysis), so a shared or public brief leaks no gated field.
 */
export async function citedVideoCards(db: Db, brief: BriefRow): Promise<Map<number, PublicVideo>> {
  const rows = await readVideosByIds(
    db,
    brief.videos.map((video) => video.video_id),
    'public',
  );
  return new Map(rows.map((row) => [row.id, presentPublicVideo(row)]));
}

const citedVideos = (brief: BriefRow, cards: Map<number, PublicVideo>): BriefVideo[] =>
  brief.videos.map((video) => ({ ...video, video: cards.get(video.video_id) ?? null }));

function content(brief: BriefRow, cards: Map<number, PublicVideo>, ownerName: string | null) {
  return {
    title: brief.title,
    goal: brief.goal,
    audience: brief.audience,
    brand: { name: brief.brandName, line: brief.brandLine },
    platform: brief.platform as BriefPlatform,
    videos: citedVideos(brief, cards),
    hooks: brief.hooks,
    beats: brief.beats,
    shots: brief.shots,
    cta: brief.cta,
    notes: brief.notes,
    owner_name: ownerName,
    created_at: brief.createdAt.toISOString(),
    updated_at: brief.updatedAt.toISOString(),
  };
}

/** A brief as its owner and collaborators read it: the link token only for the owner. */
export function presentBrief(
  brief: BriefRow,
  role: BriefRole,
  extra: { cards: Map<number, PublicVideo>; ownerName: string | null; collaboratorCount: number },
): Brief {
  return {
    id: brief.id,
    ...content(brief, extra.cards, extra.ownerName),
    user_id: brief.userId,
    revision: brief.revision,
    access_level: brief.accessLevel as AccessLevel,
    share_token: role === 'owner' ? brief.shareToken : null,
    public_slug: brief.publicSlug,
    user_role: role,
    can_edit: role !== 'viewer',
    collaborator_count: extra.collaboratorCount,
    drafted_from: brief.draftedFrom,
  };
}

/** A brief read through its link or public address: the content without the team's private notes. */
export function presentSharedBrief(
  brief: BriefRow,
  cards: Map<number, PublicVideo>,
  ownerName: string | null,
): SharedBrief {
  const { notes: _notes, ...shared } = content(brief, cards, ownerName);
  return { ...shared, access_level: brief.accessLevel as 'link_only' | 'public' };
}

export function presentBriefSummary(row: BriefListRow, covers: Map<number, PublicVideo>): BriefSummary {
  const cover = row.first_video_id === null ? null : covers.get(row.first_video_id);
  return {
    id: row.id,
    title: row.title,
    goal: row.goal,
    platform: row.platform as BriefPlatform,
    owner_name: row.owner_name,
    user_role: row.role,
    access_level: row.access_level,
    video_count: row.video_count,
    hook_count: row.hook_count,
    beat_count: row.beat_count,
    shot_count: row.shot_count,
    collaborator_count: row.collaborator_count,
    comment_count: row.comment_count,
    unread_comment_count: row.unread_comment_count,
    cover: cover
      ? {
          thumbnail: cover.thumbnail,
          thumbnail_srcset: cover.thumbnail_srcset,
          thumbnail_width: cover.thumbnail_width,
          thumbnail_height: cover.thumbnail_height,
        }
      : null,
    updated_at: row.updated_at.toISOString(),
  };
}
