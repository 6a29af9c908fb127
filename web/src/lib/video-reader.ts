/**
 * Who reads the videos: visitors use the public endpoints, which never carry the gated analysis
 * (docs/decisions/0004-gated-fields-on-the-server.md); signed-in readers use /api/videos, which does.
 */
export type VideoReader = 'public' | 'signed-in';

/** The API path of the video list for a reader. */
export function videoListPath(reader: VideoReader): string {
  return reader === 'signed-in' ? '/videos' : '/videos/public';
}

/** The API path of one video for a reader. */
export function videoPath(reader: VideoReader, id: number): string {
  return reader === 'signed-in' ? `/videos/${id}` : `/videos/public/${id}`;
}
