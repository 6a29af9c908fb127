import { memo, type ReactNode } from 'react';
import { CHUNK_CLASS, GRID_CLASS, type VideoListView } from './list-layout';
import type { ListVideo } from './list-video';
import { VideoCard } from './video-card';
import { VideoHookRow } from './video-hook-row';
import type { VideoNoteOf } from './video-note';
import { VideoThumbnailTile } from './video-thumbnail-tile';

interface VideoListChunkProps {
  videos: ListVideo[];
  view: VideoListView;
  onOpen: (video: ListVideo) => void;
  renderSaveControl?: (video: ListVideo) => ReactNode;
  /** Why each video is there (the Feed's lists), drawn in every view. */
  noteOf?: VideoNoteOf;
  /** The Load More tile, on the last chunk only. */
  tail?: ReactNode;
  /** How many leading videos load their image at once with high priority (the first row on a phone). */
  priorityCount?: number;
  /** How many leading videos load their image at once (the first screen, up to a wide screen's first row). */
  eagerCount?: number;
}

/** One chunk of the list's grid (see CHUNK_CLASS); a chunk whose videos did not change is not re-rendered. */
export const VideoListChunk = memo(function VideoListChunk({
  videos,
  view,
  onOpen,
  renderSaveControl,
  noteOf,
  tail,
  priorityCount = 0,
  eagerCount = 0,
}: VideoListChunkProps) {
  return (
    <div className={`${GRID_CLASS[view]} ${CHUNK_CLASS[view]}`}>
      {videos.map((video, index) => (
        // docs/product/chat.md#sending-a-message (chat scroll and highlight): each video is one element carrying data-video-id.
        // biome-ignore lint/a11y/useSemanticElements: items of the chunked list (see VideoList), which cannot be <li>
        <div role="listitem" key={video.id} data-video-id={video.id}>
          {view === 'cards' ? (
            <VideoCard
              video={video}
              onOpen={onOpen}
              renderSaveControl={renderSaveControl}
              noteOf={noteOf}
              priority={index < priorityCount}
              eager={index < eagerCount}
            />
          ) : view === 'thumbnails' ? (
            <VideoThumbnailTile
              video={video}
              onOpen={onOpen}
              renderSaveControl={renderSaveControl}
              noteOf={noteOf}
              priority={index < priorityCount}
              eager={index < eagerCount}
            />
          ) : (
            <VideoHookRow video={video} onOpen={onOpen} noteOf={noteOf} />
          )}
        </div>
      ))}
      {tail}
    </div>
  );
}, sameChunk);

// Chunks are re-sliced on every page load; comparing their videos by identity lets Load More render only
// the chunk that grew, so appending stays as cheap at 1,000 cards as at 50.
function sameChunk(a: VideoListChunkProps, b: VideoListChunkProps): boolean {
  return (
    a.view === b.view &&
    a.onOpen === b.onOpen &&
    a.renderSaveControl === b.renderSaveControl &&
    a.noteOf === b.noteOf &&
    a.tail === b.tail &&
    a.priorityCount === b.priorityCount &&
    a.eagerCount === b.eagerCount &&
    a.videos.length === b.videos.length &&
    a.videos.every((video, index) => video === b.videos[index])
  );
}
