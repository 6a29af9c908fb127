import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * True when the thumbnail a video names is on disk (demo videos include some whose file is missing), so a
 * page advertises or preloads only an image that answers 200.
 */
export async function thumbnailExists(
  imagesDir: string,
  thumbnail: string | null | undefined,
): Promise<boolean> {
  if (!thumbnail) return false;
  const filename = decodeURIComponent(thumbnail.split('/').pop() ?? '');
  if (!filename || filename !== path.basename(filename) || filename === '..') return false;
  return fs.access(path.join(imagesDir, filename)).then(
    () => true,
    () => false,
  );
}
