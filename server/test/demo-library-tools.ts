import type { FullVideo } from '../../shared/contracts/video';
import type { LibraryTools, TaxonomyKind } from '../bot/chat-model';
import type { Db } from '../db/database';
import { buildDemoRecords } from '../demo/demo-library';
import { presentFullVideo } from '../videos/video-presenter';
import { findVideo } from '../videos/video-repository';
import { createVideos } from './factories';

/**
 * LibraryTools over real demo videos for the model tests: the first `count` demo records imported through
 * the real import path into the test's database and read back as premium users see them. The search is
 * a plain word match — these tests check what the models do with tool results, not the ranking (the real
 * tools run the hybrid search).
 */
export async function demoLibraryTools(
  db: Db,
  count = 60,
): Promise<{ tools: LibraryTools; videos: FullVideo[] }> {
  const records = buildDemoRecords().slice(0, count);
  await createVideos(db, records);
  const videos: FullVideo[] = [];
  for (const record of records) {
    const row = await findVideo(db, record.id as number, 'full');
    if (row) videos.push(presentFullVideo(row));
  }

  const tools: LibraryTools = {
    async search(query, { filters, limit = 10 } = {}) {
      const words = query
        .toLowerCase()
        .split(/\W+/)
        .filter((word) => word.length > 2);
      return videos
        .filter((video) => !filters?.format || video.video_format === filters.format)
        .filter((video) => !filters?.topic?.length || filters.topic.some((t) => video.topics.includes(t)))
        .map((video) => ({ video, score: words.filter((word) => searchText(video).includes(word)).length }))
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score || a.video.id - b.video.id)
        .slice(0, Math.min(limit, 20))
        .map(({ video }) => video);
    },
    async getVideo(id) {
      return videos.find((video) => video.id === id) ?? null;
    },
    async similar(id) {
      const video = videos.find((candidate) => candidate.id === id);
      if (!video) return [];
      return videos
        .filter((other) => other.id !== id && other.topics.some((topic) => video.topics.includes(topic)))
        .slice(0, 6);
    },
    async taxonomyCounts(kind, limit = 15) {
      const counts = new Map<string, number>();
      for (const video of videos) {
        for (const name of namesOf(video, kind)) counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      return [...counts]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .slice(0, limit);
    },
  };
  return { tools, videos };
}

function searchText(video: FullVideo): string {
  return [video.simple_description, video.caption, video.overview, video.video_format, ...video.topics]
    .join(' ')
    .toLowerCase();
}

function namesOf(video: FullVideo, kind: TaxonomyKind): string[] {
  if (kind === 'format') return video.video_format ? [video.video_format] : [];
  if (kind === 'topic') return video.topics;
  if (kind === 'concept') return video.concepts;
  if (kind === 'element') return video.elements;
  return video.account_types;
}
