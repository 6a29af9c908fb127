import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, between, sql } from 'drizzle-orm';
import { progressBar } from '../../server/cli/progress-bar';
import type { Database } from '../../server/db/database';
import { videos } from '../../server/db/schema';
import { createEmbeddingProvider } from '../../server/embeddings/create-provider';
import {
  countStaleVideos,
  EMBEDDING_SOURCE_COLUMNS,
  type EmbeddedVideo,
  upsertEmbeddings,
} from '../../server/embeddings/embedding-store';
import { embeddingText } from '../../server/embeddings/embedding-text';
import { LOCAL_DIMENSION, LOCAL_MODEL_NAME } from '../../server/embeddings/local-encoder/model-info';
import { startOtherCpuMeter } from '../other-cpu';
import { RESULTS_DIR } from '../report';

/**
 * Issue 17 allows it: the bench library's videos get their vectors by embedding this many distinct texts
 * (videos 1..N's own embedding texts) with the built-in encoder and reusing them, video i taking vector
 * (i − 1) mod N. Embedding all 100,000 would take over an hour on two cores; what the search index and
 * the similar-videos query cost depends on how many vectors there are, not on how many are distinct.
 */
export const DISTINCT_VECTORS = 10_000;
/** The worker threads the encoder runs in: the app's default (config.ts EMBEDDINGS_WORKERS). */
const ENCODER_WORKERS = 2;
/** Texts handed to the encoder per call: only so the progress bar moves; the pool splits them further. */
const EMBED_CHUNK = 200;
/** Texts between progress lines when stderr is not a terminal. */
const LOG_EVERY = 2_000;
/** Vectors written per statement: 2,000 × 2 KB of hex is a 8 MB statement. */
const WRITE_PAGE = 2_000;

export interface VectorFigures {
  model: string;
  dimension: number;
  /** Distinct texts embedded; every video's vector is one of these. */
  distinctTexts: number;
  /** Videos given a vector. */
  videos: number;
  workers: number;
  /** Measured while embedding the distinct texts (on this run, or the run that made the cache). */
  embedSeconds: number;
  videosPerSecond: number;
  /** 100,000 videos at that rate. */
  projected100kSeconds: number;
  /** Share of the CPUs other programs used while the texts were embedded (null: not known). */
  otherCpuShare: number | null;
  /** Whether the vectors came from .bench/ rather than the encoder on this run. */
  fromCache: boolean;
  /** When the cached vectors (and their rate) were measured. */
  measuredAt: string;
  /** Writing every video's vector into video_embeddings. */
  writeSeconds: number;
}

interface CacheHeader {
  model: string;
  dimension: number;
  count: number;
  workers: number;
  embedSeconds: number;
  measuredAt: string;
  otherCpuShare?: number | null;
}

/**
 * Gives every bench video a current vector in video_embeddings, so the app's embedding job finds nothing
 * stale and leaves the cores to the load. The distinct vectors are cached under .bench/, keyed on the model
 * and a hash of the texts, so a rerun (at any --count) does not embed again.
 */
export async function fillBenchVectors(
  database: Database,
  count: number,
  log: (message: string) => void,
): Promise<VectorFigures> {
  const texts = await readEmbeddingTexts(database, Math.min(count, DISTINCT_VECTORS));
  const { vectors, header, fromCache } = await distinctVectors(texts, log);
  const rate = header.count / header.embedSeconds;
  log(
    `${fromCache ? 'read' : 'embedded'} ${header.count} distinct vectors (${rate.toFixed(1)} videos/s with ${header.workers} workers${fromCache ? `, measured ${header.measuredAt}` : ''})`,
  );

  const started = performance.now();
  await writeVectors(database, count, vectors, log);
  await database.pool.query('VACUUM (ANALYZE) video_embeddings');
  const writeSeconds = (performance.now() - started) / 1000;
  const stale = await countStaleVideos(database.db, LOCAL_MODEL_NAME);
  if (stale > 0) throw new Error(`${stale} videos still have no current vector; the job would embed them`);
  log(`wrote ${count} vectors in ${writeSeconds.toFixed(1)} s; no video is stale`);

  return {
    model: header.model,
    dimension: header.dimension,
    distinctTexts: header.count,
    videos: count,
    workers: header.workers,
    embedSeconds: header.embedSeconds,
    otherCpuShare: header.otherCpuShare ?? null,
    videosPerSecond: rate,
    projected100kSeconds: 100_000 / rate,
    fromCache,
    measuredAt: header.measuredAt,
    writeSeconds,
  };
}

/** Videos 1..n's embedding texts, read from their rows exactly as the job reads them. */
async function readEmbeddingTexts(database: Database, n: number): Promise<string[]> {
  const rows = await database.db
    .select(EMBEDDING_SOURCE_COLUMNS)
    .from(videos)
    .where(between(videos.id, 1, n))
    .orderBy(asc(videos.id));
  if (rows.length !== n) throw new Error(`expected videos 1..${n}, found ${rows.length}`);
  return rows.map(embeddingText);
}

async function distinctVectors(
  texts: string[],
  log: (message: string) => void,
): Promise<{ vectors: Float32Array[]; header: CacheHeader; fromCache: boolean }> {
  const key = createHash('sha256')
    .update(LOCAL_MODEL_NAME)
    .update('\0')
    .update(texts.join('\0'))
    .digest('hex');
  const file = path.join(RESULTS_DIR, `bench-vectors-${LOCAL_MODEL_NAME}-${key.slice(0, 16)}`);
  const cached = await readCache(file, texts.length);
  if (cached) return { ...cached, fromCache: true };

  log(`embedding ${texts.length} distinct texts with the built-in encoder (${ENCODER_WORKERS} workers)…`);
  const provider = createEmbeddingProvider({ mode: 'local', workers: ENCODER_WORKERS });
  if (!provider) throw new Error('the built-in encoder did not start');
  try {
    // Loads the workers first, so the rate is the steady one an hour-long job would see.
    await provider.embedDocuments(Array.from({ length: ENCODER_WORKERS * 4 }, (_, i) => `warm up ${i}`));
    const progress = progressBar('embedding');
    const vectors: Float32Array[] = [];
    const otherCpu = startOtherCpuMeter();
    const started = performance.now();
    for (let at = 0; at < texts.length; at += EMBED_CHUNK) {
      vectors.push(...(await provider.embedDocuments(texts.slice(at, at + EMBED_CHUNK))));
      progress(vectors.length, texts.length);
      // A line now and then as well: the bar is silent when the output is a log file.
      if (!process.stderr.isTTY && vectors.length % LOG_EVERY === 0) {
        const rate = vectors.length / ((performance.now() - started) / 1000);
        log(`embedded ${vectors.length} of ${texts.length} (${rate.toFixed(1)} videos/s)`);
      }
    }
    const header: CacheHeader = {
      model: provider.model,
      dimension: provider.dimension,
      count: vectors.length,
      workers: ENCODER_WORKERS,
      embedSeconds: (performance.now() - started) / 1000,
      measuredAt: new Date().toISOString(),
      otherCpuShare: otherCpu()?.othersShare ?? null,
    };
    await writeCache(file, header, vectors);
    return { vectors, header, fromCache: false };
  } finally {
    await provider.close();
  }
}

async function readCache(
  file: string,
  count: number,
): Promise<{ vectors: Float32Array[]; header: CacheHeader } | null> {
  try {
    const header = JSON.parse(await fs.readFile(`${file}.json`, 'utf8')) as CacheHeader;
    const bytes = await fs.readFile(`${file}.f32`);
    if (header.count !== count || bytes.length !== count * header.dimension * 4) return null;
    // A copy, so the floats are aligned whatever offset Node's buffer pool gave the file's bytes.
    const all = new Float32Array(new Uint8Array(bytes).buffer);
    const vectors = Array.from({ length: count }, (_, i) =>
      all.subarray(i * header.dimension, (i + 1) * header.dimension),
    );
    return { vectors, header };
  } catch {
    return null;
  }
}

async function writeCache(file: string, header: CacheHeader, vectors: Float32Array[]): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const all = new Float32Array(vectors.length * header.dimension);
  vectors.forEach((vector, i) => {
    all.set(vector, i * header.dimension);
  });
  await fs.writeFile(`${file}.f32`, new Uint8Array(all.buffer));
  // The header last: a run stopped midway leaves no header, so no half-written cache is read.
  await fs.writeFile(`${file}.json`, `${JSON.stringify(header, null, 2)}\n`);
}

/**
 * Writes video i's vector as the job would, with the video's own embedding_source_hash read from its row
 * (so the job sees it current), in pages by id.
 */
async function writeVectors(
  database: Database,
  count: number,
  vectors: Float32Array[],
  log: (message: string) => void,
): Promise<void> {
  if (vectors[0]?.length !== LOCAL_DIMENSION) throw new Error('the cached vectors have the wrong size');
  log(`writing ${count} vectors (video i takes distinct vector (i − 1) mod ${vectors.length})…`);
  const progress = progressBar('vectors');
  for (let first = 1; first <= count; first += WRITE_PAGE) {
    const rows = await database.db
      .select({ id: videos.id, hash: videos.embeddingSourceHash })
      .from(videos)
      .where(sql`${videos.id} BETWEEN ${first} AND ${first + WRITE_PAGE - 1}`);
    const page: EmbeddedVideo[] = rows.map((row) => ({
      id: row.id,
      sourceHash: row.hash ?? '',
      vector: vectors[(row.id - 1) % vectors.length] as Float32Array,
    }));
    await upsertEmbeddings(database.db, LOCAL_MODEL_NAME, page);
    progress(Math.min(count, first + WRITE_PAGE - 1), count);
  }
}
