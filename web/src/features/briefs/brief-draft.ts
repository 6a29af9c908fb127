import type {
  Brief,
  BriefBeat,
  BriefHook,
  BriefShot,
  BriefUpdate,
} from '../../../../shared/contracts/briefs';
import type { PublicVideo } from '../../../../shared/contracts/video';

/** A cited video as the editor holds it: `video` is undefined until a save answers with its card. */
export interface DraftVideo {
  video_id: number;
  why: string;
  video?: PublicVideo | null;
}

/** Every field of a brief the editor changes, as it holds them between saves. */
export interface BriefDraft {
  title: string;
  goal: string;
  audience: string;
  brand: { name: string; line: string };
  platform: Brief['platform'];
  videos: DraftVideo[];
  hooks: BriefHook[];
  beats: BriefBeat[];
  shots: BriefShot[];
  cta: string;
  notes: string;
}
export type DraftField = keyof BriefDraft;

export const DRAFT_FIELDS: readonly DraftField[] = [
  'title',
  'goal',
  'audience',
  'brand',
  'platform',
  'videos',
  'hooks',
  'beats',
  'shots',
  'cta',
  'notes',
];

/** The editable part of a brief the server sent. */
export function draftOf(brief: Brief): BriefDraft {
  return {
    title: brief.title,
    goal: brief.goal,
    audience: brief.audience,
    brand: { ...brief.brand },
    platform: brief.platform,
    videos: brief.videos.map((item) => ({ ...item })),
    hooks: brief.hooks.map((item) => ({ ...item })),
    beats: brief.beats.map((item) => ({ ...item })),
    shots: brief.shots.map((item) => ({ ...item })),
    cta: brief.cta,
    notes: brief.notes,
  };
}

/** A field as the PUT sends it: a cited video without its card. */
function sent<F extends DraftField>(draft: BriefDraft, field: F): NonNullable<BriefUpdate[F]> {
  if (field === 'videos') {
    return draft.videos.map(({ video_id, why }) => ({ video_id, why })) as NonNullable<BriefUpdate[F]>;
  }
  return draft[field] as NonNullable<BriefUpdate[F]>;
}

/** The fields whose value differs from what the server holds (a cited video's card does not count). */
export function changedFields(saved: BriefDraft, draft: BriefDraft): DraftField[] {
  return DRAFT_FIELDS.filter(
    (field) => JSON.stringify(sent(saved, field)) !== JSON.stringify(sent(draft, field)),
  );
}

/** The PUT body of these fields, with the revision the editor started from. */
export function updateBody(draft: BriefDraft, fields: readonly DraftField[], revision: number): BriefUpdate {
  const body: Record<string, unknown> = {};
  for (const field of fields) body[field] = sent(draft, field);
  return { ...body, revision } as BriefUpdate;
}

const blank = (text: string) => text.trim() === '';

/**
 * Why a field cannot be saved as it stands (the server would refuse it with a 400), or null. The editor
 * keeps such a field back and saves the rest; it goes once it is filled in.
 */
export function unsavableReason(draft: BriefDraft, field: DraftField): string | null {
  if (field === 'title' && blank(draft.title)) return 'A brief needs a title.';
  if (field === 'hooks' && draft.hooks.some((hook) => blank(hook.text))) return 'Each hook needs its text.';
  if (field === 'beats' && draft.beats.some((beat) => blank(beat.name))) return 'Each beat needs a name.';
  if (field === 'shots' && draft.shots.some((shot) => blank(shot.description)))
    return 'Each shot needs a description.';
  return null;
}

/** The list with the item at `index` moved by `by` places (kept in bounds). */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * A new hook's, beat's or shot's id, made here so it stays the same across saves (the server keeps an id
 * it is sent: a comment on the item will stay attached when the list is reordered).
 */
export function newItemId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A video id from what the user typed: its number, or a Hookshelf address of it (…/v/123); null for
 * anything else.
 */
export function videoIdFrom(input: string): number | null {
  const text = input.trim();
  const match = /^(\d+)$/.exec(text) ?? /\/v(?:ideo)?\/(\d+)(?:[/?#]|$)/.exec(text);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Takes a removed cited video out of the hooks and beats that cited it. */
export function withoutVideo(draft: BriefDraft, videoId: number): Partial<BriefDraft> {
  const uncite = <T extends { video_id: number | null }>(items: T[]) =>
    items.some((item) => item.video_id === videoId)
      ? items.map((item) => (item.video_id === videoId ? { ...item, video_id: null } : item))
      : items;
  return {
    videos: draft.videos.filter((item) => item.video_id !== videoId),
    hooks: uncite(draft.hooks),
    beats: uncite(draft.beats),
  };
}
