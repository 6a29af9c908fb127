import { useQuery } from '@tanstack/react-query';
import type {
  SimilarFullVideosResponse,
  SimilarPublicVideosResponse,
} from '../../../../../shared/contracts/video';
import { apiGet } from '../../../lib/api-client';
import { type VideoReader, videoPath } from '../../../lib/video-reader';

/** The similar videos' cache key: per reader, as the shapes differ. */
export function similarVideosQueryKey(reader: VideoReader, id: number | null) {
  return ['similar-videos', reader, id] as const;
}

/**
 * The videos most like one (issue 17: GET /api/videos/public/{id}/similar for visitors, /api/videos/{id}/similar
 * signed in), up to SIMILAR_VIDEOS_LIMIT and never the video itself. Secondary content: a failure is not
 * retried, and the row just does not show.
 */
export function useSimilarVideos(id: number | null, reader: VideoReader) {
  return useQuery({
    queryKey: similarVideosQueryKey(reader, id),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiGet<SimilarPublicVideosResponse | SimilarFullVideosResponse>(
        `${videoPath(reader, id ?? 0)}/similar`,
        signal,
      ),
    select: (body) => body.data,
    retry: false,
  });
}
