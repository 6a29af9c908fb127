import type { Comment } from '../../../../shared/contracts/comments';
import type { CommentPlace } from '../../components/comments/comment-thread';
import type { CommentAnchorBody } from '../../components/comments/comments-api';

/** What a brief's comments are placed against: the brief as the editor shows it (its draft) or as saved. */
export interface CommentableBrief {
  videos: readonly { video_id: number }[];
  hooks: readonly { id: string; text: string }[];
  beats: readonly { id: string; name: string }[];
  shots: readonly { id: string; description: string }[];
}

export type ItemKind = 'video' | 'hook' | 'beat' | 'shot';

/**
 * A comment's target by what stays put when a list is reordered: 'brief', or '{kind}:{id}' (a hook's,
 * beat's or shot's own id, a cited video's video id).
 */
export type TargetKey = 'brief' | `${ItemKind}:${string}`;

export const targetKey = (kind: ItemKind, id: string | number): TargetKey => `${kind}:${id}`;

const NOUN: Record<ItemKind, string> = { video: 'Cited video', hook: 'Hook', beat: 'Beat', shot: 'Shot' };
const REMOVED: Record<ItemKind, string> = {
  video: 'On a removed cited video',
  hook: 'On a removed hook',
  beat: 'On a removed beat',
  shot: 'On a removed shot',
};
// Groups read in the brief's own order: the brief, its videos, hooks, beats, shots; removed items last.
const KIND_ORDER: Record<ItemKind, number> = { video: 1, hook: 2, beat: 3, shot: 4 };
const SLOT = 1_000;

/** The ids of one of the brief's lists, in order. */
function idsOf(brief: CommentableBrief, kind: ItemKind): string[] {
  if (kind === 'video') return brief.videos.map((item) => String(item.video_id));
  const list = kind === 'hook' ? brief.hooks : kind === 'beat' ? brief.beats : brief.shots;
  return list.map((item) => item.id);
}

const excerpt = (text: string, max = 40) => {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** An item's name where comments list it: "Hook 2", "Beat 1: Setup", "Shot 3", "Cited video 1". */
function itemName(brief: CommentableBrief, kind: ItemKind, index: number): string {
  const name = `${NOUN[kind]} ${index + 1}`;
  if (kind !== 'beat') return name;
  const beat = brief.beats[index]?.name.trim();
  return beat ? `${name}: ${beat}` : name;
}

/** The target a comment is on. */
export function commentTarget(comment: Comment): TargetKey | null {
  const { kind, id } = comment.anchor;
  if (kind === 'brief') return 'brief';
  if (kind === 'saved_video' || id === null) return null;
  return targetKey(kind, id);
}

/**
 * Where a comment is listed: by its item's place in the brief on screen (so an unsaved reorder reads
 * right), "On a removed beat" once the item has gone.
 */
export function placeOf(brief: CommentableBrief, comment: Comment): CommentPlace {
  const { kind, id } = comment.anchor;
  if (kind === 'brief' || kind === 'saved_video') return { key: 'brief', label: 'On the brief', order: 0 };
  const index = id === null ? -1 : idsOf(brief, kind).indexOf(id);
  if (index < 0) return { key: `removed:${kind}`, label: REMOVED[kind], order: 5 * SLOT + KIND_ORDER[kind] };
  return {
    key: targetKey(kind, id as string),
    label: itemName(brief, kind, index),
    order: KIND_ORDER[kind] * SLOT + index,
  };
}

/** The composer's "On" choices, built from the brief on screen. */
export function targetOptions(brief: CommentableBrief): { value: TargetKey; label: string }[] {
  const options: { value: TargetKey; label: string }[] = [{ value: 'brief', label: 'The brief' }];
  brief.videos.forEach((item, index) => {
    options.push({ value: targetKey('video', item.video_id), label: itemName(brief, 'video', index) });
  });
  brief.hooks.forEach((item, index) => {
    const text = excerpt(item.text);
    options.push({ value: targetKey('hook', item.id), label: `Hook ${index + 1}${text ? `: ${text}` : ''}` });
  });
  brief.beats.forEach((item, index) => {
    options.push({ value: targetKey('beat', item.id), label: itemName(brief, 'beat', index) });
  });
  brief.shots.forEach((item, index) => {
    const text = excerpt(item.description);
    options.push({ value: targetKey('shot', item.id), label: `Shot ${index + 1}${text ? `: ${text}` : ''}` });
  });
  return options;
}

/**
 * The anchor POST …/comments takes for a target: the item's index in the brief as the server holds it
 * (the server turns it back into the item's id). Null for an item the server has not saved yet.
 */
export function anchorFor(saved: CommentableBrief, key: TargetKey): CommentAnchorBody | null {
  if (key === 'brief') return { kind: 'brief' };
  const split = key.indexOf(':');
  const kind = key.slice(0, split) as ItemKind;
  const index = idsOf(saved, kind).indexOf(key.slice(split + 1));
  return index < 0 ? null : { kind, index };
}
