import type { z } from 'zod';
import type { CommentAnchorKind } from '../../shared/contracts/comment-limits';
import type { briefAnchorSchema } from '../../shared/contracts/comments';
import type { BriefRow } from '../db/schema';
import { errors } from '../errors';

type BriefAnchor = z.output<typeof briefAnchorSchema>;
type ListKind = 'hook' | 'beat' | 'shot' | 'video';

const LIST: Record<ListKind, 'hooks' | 'beats' | 'shots' | 'videos'> = {
  hook: 'hooks',
  beat: 'beats',
  shot: 'shots',
  video: 'videos',
};

/** The id an item of a brief's list is known by: its own id, or a cited video's id. */
function itemIds(brief: BriefRow, kind: ListKind): string[] {
  if (kind === 'video') return brief.videos.map((video) => String(video.video_id));
  const list: { id: string }[] = brief[LIST[kind] as 'hooks' | 'beats' | 'shots'];
  return list.map((item) => item.id);
}

/**
 * Where a new comment on a brief is stored: the item at the index the caller sees, by its id, so the
 * comment stays on that item when the list is reordered (docs/decisions/0065-briefs.md). An index past the
 * list is a 400 naming it.
 */
export function anchorItemOf(brief: BriefRow, anchor: BriefAnchor): string | null {
  if (anchor.kind === 'brief') return null;
  const ids = itemIds(brief, anchor.kind);
  const id = ids[anchor.index];
  if (id === undefined) {
    throw errors.invalidInput(
      `anchor.index: the brief has no ${anchor.kind} ${anchor.index + 1} (it has ${ids.length})`,
    );
  }
  return id;
}

/** Where a stored comment's item is now: its position, or null when the item has since been removed. */
export function anchorIndexOf(
  brief: BriefRow | null,
  kind: CommentAnchorKind,
  item: string | null,
): number | null {
  if (!brief || item === null || kind === 'brief' || kind === 'saved_video') return null;
  const index = itemIds(brief, kind).indexOf(item);
  return index < 0 ? null : index;
}
