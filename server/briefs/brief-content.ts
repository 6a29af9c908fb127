import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { briefCreateSchema, briefUpdateSchema } from '../../shared/contracts/briefs';
import type { Db } from '../db/database';
import type { BriefBeatItem, BriefHookItem, BriefRow, BriefShotItem, BriefVideoItem } from '../db/schema';
import { errors } from '../errors';
import { findVideoIds } from '../videos/video-repository';

/** A brief's content as the routes hand it to the repository: every list item has its id. */
export interface BriefContent {
  title: string;
  goal: string;
  audience: string;
  brandName: string;
  brandLine: string;
  platform: string;
  videos: BriefVideoItem[];
  hooks: BriefHookItem[];
  beats: BriefBeatItem[];
  shots: BriefShotItem[];
  cta: string;
  notes: string;
}

type CreateInput = z.output<typeof briefCreateSchema>;
type UpdateInput = z.output<typeof briefUpdateSchema>;

/** A new list item's id: 8 URL-safe characters, unique within its brief. */
export const newItemId = () => randomBytes(6).toString('base64url');

/** Gives every item sent without an id (or with one used twice in the list) a new one. */
function withIds<T extends { id?: string | undefined }>(items: T[]): (T & { id: string })[] {
  const seen = new Set<string>();
  return items.map((item) => {
    let id = item.id && !seen.has(item.id) ? item.id : newItemId();
    while (seen.has(id)) id = newItemId();
    seen.add(id);
    return { ...item, id };
  });
}

/**
 * The content a create or an update leaves the brief with (`current` for the fields an update leaves out),
 * checked as a whole (`checkContent`), so each line of the brief stays grounded in what it cites.
 */
export async function resolveContent(
  db: Db,
  input: CreateInput | UpdateInput,
  current: BriefRow | null,
): Promise<BriefContent> {
  const content: BriefContent = {
    title: input.title ?? current?.title ?? '',
    goal: input.goal ?? current?.goal ?? '',
    audience: input.audience ?? current?.audience ?? '',
    brandName: input.brand ? input.brand.name : (current?.brandName ?? ''),
    brandLine: input.brand ? input.brand.line : (current?.brandLine ?? ''),
    platform: input.platform ?? current?.platform ?? 'both',
    videos: input.videos ?? current?.videos ?? [],
    hooks: input.hooks ? withIds(input.hooks) : (current?.hooks ?? []),
    beats: input.beats ? withIds(input.beats) : (current?.beats ?? []),
    shots: input.shots ? withIds(input.shots) : (current?.shots ?? []),
    cta: input.cta ?? current?.cta ?? '',
    notes: input.notes ?? current?.notes ?? '',
  };
  await checkContent(db, content, current);
  return content;
}

/**
 * Checks a brief's content as a whole: every cited video is in the library and cited once, and every hook
 * and beat that names a video names a cited one. A 400 names the field.
 */
export async function checkContent(db: Db, content: BriefContent, current: BriefRow | null): Promise<void> {
  const cited = new Set<number>();
  content.videos.forEach((video, index) => {
    if (cited.has(video.video_id))
      throw errors.invalidInput(`videos.${index}.video_id: video ${video.video_id} is already cited`);
    cited.add(video.video_id);
  });
  const checkCited = (list: 'hooks' | 'beats') =>
    content[list].forEach((item, index) => {
      if (item.video_id !== null && !cited.has(item.video_id))
        throw errors.invalidInput(
          `${list}.${index}.video_id: video ${item.video_id} is not one of the brief's cited videos`,
        );
    });
  checkCited('hooks');
  checkCited('beats');
  // Only newly cited videos are looked up: one that has since left the library stays cited (shown as gone).
  const before = new Set((current?.videos ?? []).map((video) => video.video_id));
  const added = [...cited].filter((id) => !before.has(id));
  if (added.length > 0) {
    const found = new Set(await findVideoIds(db, added));
    const missing = content.videos.findIndex(
      (video) => !before.has(video.video_id) && !found.has(video.video_id),
    );
    if (missing >= 0)
      throw errors.invalidInput(
        `videos.${missing}.video_id: no video has the id ${content.videos[missing]?.video_id}`,
      );
  }
}
