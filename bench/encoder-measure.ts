/**
 * Measures the built-in encoder on realistic video texts (the bench library's records through
 * embeddingText): worker load time, videos/s with one and with all workers, query latency through the pool,
 * and memory added. Run: `node --import tsx bench/encoder-measure.ts [videos] [workers]`;
 * run once per pool size, since a stopped worker's WASM memory is not handed back at once.
 */

import { type EmbeddingSource, embeddingText } from '../server/embeddings/embedding-text';
import { createLocalEncoder } from '../server/embeddings/local-encoder/local-encoder-provider';
import { benchVideo } from './library/bench-video';

const videoCount = Number(process.argv[2] ?? 200);
const workers = Number(process.argv[3] ?? 2);

type Matches = { match: string }[];
/** The bench record's fields read here (benchVideo returns a loose record, as an import file would hold). */
interface BenchRecord {
  simple_description: string | null;
  author_username: string | null;
  overview: string | null;
  simple_outline: string[];
  caption: string | null;
  organizational_tags: string[];
  db_analysis: {
    topics: Matches;
    concepts: Matches;
    elements: Matches;
    accountTypes: Matches;
    format: { match: string };
  };
}
const names = (matches: Matches) => matches.map((item) => item.match);

/** The bench record's public fields, shaped as the embedding source. */
function benchSource(id: number, count: number): EmbeddingSource {
  const record = benchVideo(id, count) as unknown as BenchRecord;
  const analysis = record.db_analysis;
  return {
    simpleDescription: record.simple_description,
    authorUsername: record.author_username,
    overview: record.overview,
    simpleOutline: record.simple_outline,
    caption: record.caption,
    videoFormat: analysis.format.match,
    topics: names(analysis.topics),
    concepts: names(analysis.concepts),
    elements: names(analysis.elements),
    accountTypes: names(analysis.accountTypes),
    organizationalTags: record.organizational_tags,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

async function videosPerSecond(poolSize: number, texts: string[]) {
  const loads: number[] = [];
  // Load time is measured inside each worker, from its first line to the model being ready.
  const encoder = createLocalEncoder({ workers: poolSize, onWorkerLoaded: (ms) => loads.push(ms) });
  await encoder.embedDocuments(Array.from({ length: poolSize * 4 }, (_, i) => `warm up ${i}`));
  const started = performance.now();
  await encoder.embedDocuments(texts);
  const rate = texts.length / ((performance.now() - started) / 1000);
  return { encoder, loads, rate };
}

const texts = Array.from({ length: videoCount }, (_, i) => embeddingText(benchSource(i + 1, videoCount)));
const words = texts.reduce((sum, text) => sum + text.split(/\s+/).length, 0) / texts.length;
const rssBefore = process.memoryUsage().rss;
console.log(`${videoCount} bench videos, ${Math.round(words)} words per embedding text on average`);

const pool = await videosPerSecond(workers, texts);
const rssAfterDocuments = process.memoryUsage().rss;
console.log(
  `${workers} workers: load ${pool.loads.map(Math.round).join(', ')} ms, ${pool.rate.toFixed(1)} videos/s (${(pool.rate / workers).toFixed(1)} per worker)`,
);

const latencies: number[] = [];
for (let i = 0; i < 200; i += 1) {
  const started = performance.now();
  await pool.encoder.embedQuery(`how to ${['save', 'cut', 'plan', 'film'][i % 4]} ${i} things for a coach`);
  latencies.push(performance.now() - started);
}
latencies.sort((a, b) => a - b);
const cachedStarted = performance.now();
await pool.encoder.embedQuery('how to save 0 things for a coach');
console.log(
  `queries (distinct, uncached): p50 ${percentile(latencies, 0.5)?.toFixed(1)} ms, p95 ${percentile(latencies, 0.95)?.toFixed(1)} ms; cached ${(performance.now() - cachedStarted).toFixed(2)} ms`,
);
console.log(
  `RSS added with ${workers} workers: ${mb(rssAfterDocuments - rssBefore)} after documents, ${mb(process.memoryUsage().rss - rssBefore)} now`,
);
await pool.encoder.close();
