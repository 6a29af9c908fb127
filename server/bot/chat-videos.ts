import type { FullVideo } from '../../shared/contracts/video';
import type { Db } from '../db/database';
import { presentFullVideo } from '../videos/video-presenter';
import { findVideoIds, listVideosAmong } from '../videos/video-repository';

/** Which of these ids are videos in the library now. */
export async function existingVideoIds(db: Db, ids: Iterable<number>): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  return new Set(await findVideoIds(db, unique));
}

/**
 * The full videos (premium and admin read every analysis field) of these ids, in the given order; ids of
 * videos no longer in the library are skipped.
 */
export async function loadFullVideos(db: Db, ids: number[]): Promise<FullVideo[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await listVideosAmong(
    db,
    unique,
    { page: 1, limit: unique.length, sort: 'relevance' },
    'full',
  );
  return rows.map(presentFullVideo);
}
