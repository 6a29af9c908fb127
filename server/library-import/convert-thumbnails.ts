import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/database';
import { thumbnailVariants } from '../db/schema';
import {
  sourceImagesDir,
  THUMBNAIL_FORMAT,
  THUMBNAIL_WIDTHS,
  thumbnailFilename,
  variantFilename,
  variantImagesDir,
} from './thumbnail-files';

// Reading many small files at once is much faster than one by one; more would only queue in libuv.
const READ_CONCURRENCY = 16;
// Two sources at a time keep two cores busy (sharp itself runs one thread per image here).
const CONVERT_CONCURRENCY = 2;
// WebP at quality 80 is indistinguishable from the source at thumbnail sizes. AVIF was measured on the
// demo art (issue 14): 35% smaller but three times the encode time, for ~2 KB per image, so not worth it.
const WEBP_OPTIONS = { quality: 80, effort: 4 } as const;

/** What resolving a batch's thumbnails found: each video's source hash (null: no usable image). */
export interface ResolvedThumbnails {
  sources: (string | null)[];
  /** Distinct source images converted now (0 when every source was converted before). */
  converted: number;
  /** Videos that name an image the import could not find or read: stored without one. */
  missing: number;
}

/**
 * Finds each video's source image in DATA_DIR/images/analyzer, and converts every source not seen before
 * into WebP variants under content-hashed names (recorded in thumbnail_variants). Work is per distinct
 * source: videos sharing an image share its variants, and a re-import of the same bytes converts nothing.
 * One instance per import, so a file named by many batches is read once.
 */
export class ThumbnailResolver {
  private readonly hashes = new Map<string, string | null>();
  private readonly ready = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
  ) {}

  async resolve(thumbnails: (string | null)[]): Promise<ResolvedThumbnails> {
    const filenames = thumbnails.map(thumbnailFilename);
    const unseen = [...new Set(filenames)].filter((f): f is string => f !== null && !this.hashes.has(f));
    const read = await mapLimit(unseen, READ_CONCURRENCY, (f) => readSource(this.dataDir, f));
    const bytesByHash = new Map<string, Buffer>();
    unseen.forEach((filename, i) => {
      const source = read[i];
      this.hashes.set(filename, source?.hash ?? null);
      if (source && !this.ready.has(source.hash)) bytesByHash.set(source.hash, source.bytes);
    });

    const recorded = await this.recordedSources([...bytesByHash.keys()]);
    const outcomes = await mapLimit([...bytesByHash], CONVERT_CONCURRENCY, async ([hash, bytes]) => {
      const files = recorded.get(hash);
      if (files && (await this.variantsOnDisk(files))) return 'ready' as const;
      return (await this.convert(hash, bytes)) ? ('converted' as const) : ('unreadable' as const);
    });
    let converted = 0;
    [...bytesByHash.keys()].forEach((hash, i) => {
      const outcome = outcomes[i];
      if (outcome === 'unreadable') {
        // Not an image sharp can read: the videos naming it are stored without one.
        for (const [filename, h] of this.hashes) if (h === hash) this.hashes.set(filename, null);
        return;
      }
      this.ready.add(hash);
      if (outcome === 'converted') converted++;
    });

    const sources = filenames.map((f) => (f ? (this.hashes.get(f) ?? null) : null));
    const missing = thumbnails.filter((t, i) => t && sources[i] === null).length;
    return { sources, converted, missing };
  }

  /** The variant files already recorded for each of these sources. */
  private async recordedSources(hashes: string[]): Promise<Map<string, string[]>> {
    const recorded = new Map<string, string[]>();
    if (hashes.length === 0) return recorded;
    const rows = await this.db
      .select({ hash: thumbnailVariants.sourceHash, filename: thumbnailVariants.filename })
      .from(thumbnailVariants)
      .where(inArray(thumbnailVariants.sourceHash, hashes));
    for (const row of rows) recorded.set(row.hash, [...(recorded.get(row.hash) ?? []), row.filename]);
    return recorded;
  }

  /** A recorded source whose files were removed (a moved DATA_DIR) is converted again. */
  private async variantsOnDisk(filenames: string[]): Promise<boolean> {
    const dir = variantImagesDir(this.dataDir);
    const present = await Promise.all(
      filenames.map((f) =>
        fs.access(path.join(dir, f)).then(
          () => true,
          () => false,
        ),
      ),
    );
    return present.every(Boolean);
  }

  private async convert(hash: string, bytes: Buffer): Promise<boolean> {
    const dir = variantImagesDir(this.dataDir);
    await fs.mkdir(dir, { recursive: true });
    try {
      const image = sharp(bytes, { failOn: 'error' }).rotate();
      const meta = await image.metadata();
      const sourceWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
      if (!sourceWidth) return false;
      // Never enlarge: a small source gets the widths it can fill, or one variant at its own size.
      const fitting = THUMBNAIL_WIDTHS.filter((w) => w <= sourceWidth);
      const widths = fitting.length > 0 ? fitting : [sourceWidth];
      const rows = [];
      for (const width of widths) {
        const { data, info } = await image
          .clone()
          .resize({ width })
          .webp(WEBP_OPTIONS)
          .toBuffer({ resolveWithObject: true });
        const filename = variantFilename(hash, width, THUMBNAIL_FORMAT);
        await writeAtomically(path.join(dir, filename), data);
        rows.push({ sourceHash: hash, format: THUMBNAIL_FORMAT, width, height: info.height, filename });
      }
      await this.db.insert(thumbnailVariants).values(rows).onConflictDoNothing();
      return true;
    } catch {
      return false;
    }
  }
}

async function readSource(
  dataDir: string,
  filename: string,
): Promise<{ hash: string; bytes: Buffer } | null> {
  try {
    const bytes = await fs.readFile(path.join(sourceImagesDir(dataDir), filename));
    return { hash: createHash('sha256').update(bytes).digest('hex'), bytes };
  } catch {
    return null;
  }
}

/** A reader never sees half a file: the variant appears under its name only when complete. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
