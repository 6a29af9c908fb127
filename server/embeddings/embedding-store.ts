import { and, asc, count, gt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { NOTIFY_EMBEDDINGS_CHANGED } from '../db/library-changes';
import { videoEmbeddings, videos } from '../db/schema';
import { type EmbeddingSource, embeddingText } from './embedding-text';

/** A video whose vector is missing or stale, with the text to embed and the hash of that text. */
export interface StaleVideo {
  id: number;
  /** videos.embedding_source_hash read in the same statement as the text it hashes. */
  sourceHash: string;
  text: string;
}

/** A vector to store for a video, made from the text whose hash is `sourceHash`. */
export interface EmbeddedVideo {
  id: number;
  sourceHash: string;
  vector: Float32Array;
}

/**
 * A video needs a vector when it has none, when its public text changed since (the generated hash moved on)
 * or when the vector came from another model. IS DISTINCT FROM, so a missing row counts too.
 */
const isStale = (model: string): SQL =>
  or(
    sql`${videoEmbeddings.videoId} IS NULL`,
    sql`${videoEmbeddings.textHash} IS DISTINCT FROM ${videos.embeddingSourceHash}`,
    ne(videoEmbeddings.model, model),
  ) as SQL;

/** The columns embedding-text.ts reads: the one list of a video's public text (the bench's eval reads it too). */
export const EMBEDDING_SOURCE_COLUMNS = {
  simpleDescription: videos.simpleDescription,
  authorUsername: videos.authorUsername,
  overview: videos.overview,
  simpleOutline: videos.simpleOutline,
  caption: videos.caption,
  videoFormat: videos.videoFormat,
  topics: videos.topics,
  concepts: videos.concepts,
  elements: videos.elements,
  accountTypes: videos.accountTypes,
  organizationalTags: videos.organizationalTags,
} satisfies Record<keyof EmbeddingSource, unknown>;

/**
 * The next `limit` stale videos after `afterId`, by id. Paging by id rather than "the first stale ones"
 * means a video edited again while the job runs cannot keep one run busy for ever: it waits for the next run.
 */
export async function readStaleVideos(
  db: Db,
  model: string,
  afterId: number,
  limit: number,
): Promise<StaleVideo[]> {
  const rows = await db
    .select({ id: videos.id, sourceHash: videos.embeddingSourceHash, ...EMBEDDING_SOURCE_COLUMNS })
    .from(videos)
    .leftJoin(videoEmbeddings, sql`${videoEmbeddings.videoId} = ${videos.id}`)
    .where(and(gt(videos.id, afterId), isStale(model)))
    .orderBy(asc(videos.id))
    .limit(limit);
  return rows.map(({ id, sourceHash, ...source }) => ({
    id,
    sourceHash: sourceHash ?? '',
    text: embeddingText(source),
  }));
}

/** How many videos have no current vector from `model`. */
export async function countStaleVideos(db: Db, model: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(videos)
    .leftJoin(videoEmbeddings, sql`${videoEmbeddings.videoId} = ${videos.id}`)
    .where(isStale(model));
  return row?.n ?? 0;
}

/** A vector as stored: float32, little-endian whatever the machine (schema.ts video_embeddings). */
export function vectorToBytes(vector: Float32Array): Buffer {
  const bytes = Buffer.alloc(vector.length * 4);
  for (let i = 0; i < vector.length; i++) bytes.writeFloatLE(vector[i] ?? 0, i * 4);
  return bytes;
}

/** The stored bytes back as a vector. */
export function vectorFromBytes(bytes: Buffer): Float32Array {
  const vector = new Float32Array(bytes.length / 4);
  for (let i = 0; i < vector.length; i++) vector[i] = bytes.readFloatLE(i * 4);
  return vector;
}

/**
 * Writes the vectors of one page (one statement; `db` may be a transaction). The stored text_hash is the
 * hash read with the text, not the row's hash now: a video edited meanwhile stays stale and is embedded
 * again. A video deleted meanwhile is skipped (the join), not an error; deletes cascade to its vector.
 */
export async function upsertEmbeddings(
  db: Pick<Db, 'execute'>,
  model: string,
  embedded: EmbeddedVideo[],
): Promise<void> {
  if (embedded.length === 0) return;
  const ids = embedded.map((e) => e.id);
  const hashes = embedded.map((e) => e.sourceHash);
  // Hex text, decoded by PostgreSQL: one array parameter, whatever the driver makes of a Buffer[].
  const vectors = embedded.map((e) => vectorToBytes(e.vector).toString('hex'));
  const dimensions = embedded.map((e) => e.vector.length);
  await db.execute(sql`
    INSERT INTO video_embeddings (video_id, model, dimension, text_hash, vector, embedded_at)
    SELECT e.id, ${model}, e.dimension, e.hash, decode(e.vector, 'hex'), now()
    FROM unnest(${sql.param(ids)}::bigint[], ${sql.param(hashes)}::text[], ${sql.param(vectors)}::text[],
                ${sql.param(dimensions)}::int[]) AS e(id, hash, vector, dimension)
    JOIN videos v ON v.id = e.id
    ON CONFLICT (video_id) DO UPDATE SET model = excluded.model, dimension = excluded.dimension,
      text_hash = excluded.text_hash, vector = excluded.vector, embedded_at = excluded.embedded_at`);
  // Delivered on commit: every instance's search index reads the new vectors.
  await db.execute(sql.raw(NOTIFY_EMBEDDINGS_CHANGED));
}
