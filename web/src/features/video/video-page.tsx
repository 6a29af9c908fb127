import { useParams } from 'react-router';
import { ApiRequestError } from '../../lib/api-client';
import { useSession } from '../../session/session-context';
import { useVideo } from './api/use-video';
import { VideoNotFound } from './video-not-found';
import { VideoPageContent } from './video-page-content';
import { VideoPageSkeleton } from './video-page-skeleton';

// docs/product/video-detail.md#public-video-page: the public video errors.
export const VIDEO_NOT_FOUND_MESSAGE = 'Video not found or not available for public viewing';
export const VIDEO_LOAD_FAILED_MESSAGE = 'Failed to load video. Please try again later.';

/** Reads the :id of /v/{id}: a positive whole number, or null. */
export function parseVideoId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}

/** The message for a failed load: a 404 (or an answer with success false) means not found (docs/product/browsing.md#loading-empty-and-error-states). */
export function videoErrorMessage(error: unknown): string {
  if (
    error instanceof ApiRequestError &&
    (error.status === 404 || error.status === 400 || error.status < 300)
  ) {
    return VIDEO_NOT_FOUND_MESSAGE;
  }
  return VIDEO_LOAD_FAILED_MESSAGE;
}

/** The public video detail page at /v/{id} (docs/product/video-detail.md#public-video-page): loading, 'Video Not Found', or the video. */
export function VideoPage() {
  const { id } = useParams();
  const videoId = parseVideoId(id);
  // Signed-in readers get the full analysis (docs/product/sign-in.md#sessions: the session toggles blurred versus visible analysis).
  const session = useSession();
  const query = useVideo(videoId, { reader: session.status === 'signed-in' ? 'signed-in' : 'public' });
  if (videoId === null) return <VideoNotFound message={VIDEO_NOT_FOUND_MESSAGE} />;
  if (query.isError) return <VideoNotFound message={videoErrorMessage(query.error)} />;
  if (!query.data) return <VideoPageSkeleton />;
  return <VideoPageContent video={query.data} />;
}
