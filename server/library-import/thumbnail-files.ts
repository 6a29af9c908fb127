import { createHash } from 'node:crypto';
import path from 'node:path';

// Where thumbnails live. Source images (docs/product/video-data.md#thumbnails: a record names a file in DATA_DIR/images/analyzer) are
// read at import; the variants converted from them go to a folder of their own, named by content hash.

/** The widths the UI shows thumbnails at (tiles, cards, the modal and /v/{id}, at 1x to 3x; measured in issue 14). */
export const THUMBNAIL_WIDTHS = [180, 270, 360, 540] as const;
/** The width `thumbnail` points at: a 2-column phone tile or a desktop card at 1x. */
export const DEFAULT_THUMBNAIL_WIDTH = 360;
export const THUMBNAIL_FORMAT = 'webp';

/** URL prefix of the converted variants; served with an immutable cache (their names change with their bytes). */
export const THUMBNAIL_VARIANTS_PATH = '/images/derived/';

export const sourceImagesDir = (dataDir: string) => path.join(dataDir, 'images', 'analyzer');
export const variantImagesDir = (dataDir: string) => path.join(dataDir, 'images', 'derived');

/** The file a record's thumbnail names: the last path segment of a filename or URL, or null for anything unsafe. */
export function thumbnailFilename(thumbnail: string | null): string | null {
  if (!thumbnail) return null;
  const withoutQuery = thumbnail.split(/[?#]/)[0] ?? '';
  const filename = decodeURIComponentSafe(withoutQuery.split('/').pop() ?? '');
  if (!filename || filename === '.' || filename === '..' || filename !== path.basename(filename)) return null;
  if (filename.includes('\u0000') || filename.includes('\\')) return null;
  return filename;
}

/** A variant's name: the hash of the source bytes' hash, the width and the format. */
export function variantFilename(sourceHash: string, width: number, format: string): string {
  const name = createHash('sha256').update(`${sourceHash}:${width}:${format}`).digest('hex').slice(0, 32);
  return `${name}.${format}`;
}

/** The variant `thumbnail` points at among those a source has: the default width, else the nearest below. */
export function defaultVariantWidth(widths: number[]): number | null {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.filter((w) => w <= DEFAULT_THUMBNAIL_WIDTH).pop() ?? sorted[0] ?? null;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
