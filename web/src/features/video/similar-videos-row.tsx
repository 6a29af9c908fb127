import { SIMILAR_VIDEOS_LIMIT } from '../../../../shared/contracts/video-search-limits';
import { ThumbnailRow, ThumbnailRowSkeleton } from '../../components/video-list/thumbnail-row';
import { useSession } from '../../session/session-context';
import { Heading } from './analysis/heading-level';
import type { DetailVideo } from './analysis/video-analysis';
import { useSimilarVideos } from './api/use-similar-videos';

/** The source a 'view' event names when a video is opened from this row. */
export const SIMILAR_VIDEOS_SOURCE = 'similar_videos';

interface SimilarVideosRowProps {
  videoId: number;
  /** Opens a similar video where the row is (the modal switches to it); without it each card links to /v/{id}. */
  onOpen?: (video: DetailVideo) => void;
  /** Where the row sits in its screen's layout (it owns its box, so an absent row leaves no gap). */
  className?: string;
}

/**
 * "Similar videos" (issue 17) under a video's detail: up to six cards, each opening that video. Secondary
 * content: while it loads a skeleton holds the row's final height, so nothing below it moves; with no
 * similar videos (embeddings not ready) or a failed request the row is simply not there.
 */
export function SimilarVideosRow({ videoId, onOpen, className = '' }: SimilarVideosRowProps) {
  const session = useSession().status;
  // The same reader the detail itself uses: visitors the public endpoint, signed-in readers theirs.
  const reader = session === 'signed-in' ? 'signed-in' : 'public';
  const query = useSimilarVideos(session === 'loading' ? null : videoId, reader);
  const videos = query.data?.filter((video) => video.id !== videoId).slice(0, SIMILAR_VIDEOS_LIMIT);
  if (query.isError || videos?.length === 0) return null;
  return (
    <section aria-labelledby="similar-videos-heading" aria-busy={!videos} className={`min-w-0 ${className}`}>
      <Heading className="text-base font-semibold text-slate-900">
        <span id="similar-videos-heading">Similar videos</span>
      </Heading>
      {videos ? (
        <ThumbnailRow videos={videos} onOpen={onOpen} steady muteMissingDescription />
      ) : (
        <ThumbnailRowSkeleton count={SIMILAR_VIDEOS_LIMIT} />
      )}
    </section>
  );
}
