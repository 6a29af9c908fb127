import type { FullVideo } from '../../shared/contracts/video';
import type { LibraryTools } from './chat-model';

/** Library tools that note every video they hand the model, and the ids in the order first handed. */
export interface RecordedTools {
  tools: LibraryTools;
  /** Ids of every video a tool returned so far: what the answer may draw on and cite. */
  retrievedIds: number[];
  has(id: number): boolean;
}

/**
 * Wraps a model's library tools so the chat service knows which videos the model actually read: a
 * `[videoID:N]` marker is kept only for those (or ids the model reports with its output), never for an
 * id it wrote from nowhere.
 */
export function recordTools(tools: LibraryTools): RecordedTools {
  const seen = new Set<number>();
  const retrievedIds: number[] = [];
  const note = (videos: (FullVideo | null)[]) => {
    for (const video of videos) {
      if (video && !seen.has(video.id)) {
        seen.add(video.id);
        retrievedIds.push(video.id);
      }
    }
  };
  return {
    retrievedIds,
    has: (id) => seen.has(id),
    tools: {
      async search(query, options) {
        const videos = await tools.search(query, options);
        note(videos);
        return videos;
      },
      async getVideo(id) {
        const video = await tools.getVideo(id);
        note([video]);
        return video;
      },
      async similar(id) {
        const videos = await tools.similar(id);
        note(videos);
        return videos;
      },
      taxonomyCounts: (kind, limit) => tools.taxonomyCounts(kind, limit),
    },
  };
}
