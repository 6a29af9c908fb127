import { useQuery } from '@tanstack/react-query';
import type {
  FullVideo,
  FullVideoResponse,
  PublicVideo,
  PublicVideoResponse,
} from '../../../../../shared/contracts/video';
import { apiGet } from '../../../lib/api-client';
import { type VideoReader, videoPath } from '../../../lib/video-reader';

/** One video's cache key (the server render seeds it for /v/{id}). */
export function videoQueryKey(reader: VideoReader, id: number | null) {
  return ['video', reader, id] as const;
}

/** One video by id (the modal's fetch when the video is not in the list, and the /v/{id} page). */
export function useVideo(
  id: number | null,
  { initial, reader = 'public' }: { initial?: PublicVideo | FullVideo; reader?: VideoReader } = {},
) {
  return useQuery({
    queryKey: videoQueryKey(reader, id),
    enabled: id !== null,
    initialData: initial ? { success: true as const, data: initial } : undefined,
    queryFn: ({ signal }) =>
      apiGet<PublicVideoResponse | FullVideoResponse>(videoPath(reader, id ?? 0), signal),
    select: (body) => body.data,
  });
}
