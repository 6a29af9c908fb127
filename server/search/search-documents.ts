import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import { textTokens } from '../../shared/domain/search-text';
import type { Db } from '../db/database';
import { videoEmbeddings, videos } from '../db/schema';
import { EMBEDDING_SOURCE_COLUMNS, vectorFromBytes } from '../embeddings/embedding-store';
import type { LexicalDocument } from './lexical-index';

/** The gated text a signed-in search also matches (issue 17: hooks, payoff and transcript). */
const GATED_COLUMNS = {
  hookTitleContent: videos.hookTitleContent,
  hookVerbalContent: videos.hookVerbalContent,
  hookVisualContent: videos.hookVisualContent,
  hookOverview: videos.hookOverview,
  payoff: videos.payoff,
  transcript: videos.transcript,
};

const DOCUMENT_COLUMNS = { id: videos.id, ...EMBEDDING_SOURCE_COLUMNS, ...GATED_COLUMNS };
type DocumentRow = Pick<typeof videos.$inferSelect, keyof typeof DOCUMENT_COLUMNS>;

/** Rows read per statement while loading: big enough to keep round trips few, small enough for memory. */
const PAGE_SIZE = 2000;

/**
 * A video as the search index holds it: its words by field group, and the exact keys `@` and `#`
 * searches match (issue 17: handles and hashtags need exact matching; the encoder misses them).
 */
export interface SearchDocument {
  lexical: LexicalDocument;
  /** The author's handle, lower-cased, without "@". */
  handle: string | null;
  /** Hashtags written in the caption, lower-cased. */
  hashtags: string[];
  /** The video's tag names with spaces and punctuation removed, lower-cased: `#fitness` finds Fitness too. */
  tagKeys: string[];
  /** For each term, the word it was read from (a spelling correction shows and embeds words, not stems). */
  surfaces: Map<string, string>;
}

/** A title or a handle outweighs a word deep in a caption (BM25F-style field weights). */
const HEAVY = 2;

function addText(terms: Map<string, number>, surfaces: Map<string, string>, text: string | null, weight = 1) {
  if (!text) return;
  for (const token of textTokens(text)) {
    terms.set(token.term, (terms.get(token.term) ?? 0) + weight);
    if (!surfaces.has(token.term)) surfaces.set(token.term, text.slice(token.start, token.end).toLowerCase());
  }
}

const tagKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '');

export function searchDocument(row: DocumentRow): SearchDocument {
  const publicTerms = new Map<string, number>();
  const gatedTerms = new Map<string, number>();
  const surfaces = new Map<string, string>();
  addText(publicTerms, surfaces, row.simpleDescription, HEAVY);
  addText(publicTerms, surfaces, row.authorUsername, HEAVY);
  addText(publicTerms, surfaces, row.overview);
  addText(publicTerms, surfaces, (row.simpleOutline ?? []).join('\n'));
  addText(publicTerms, surfaces, row.caption);
  const tags = [
    ...(row.videoFormat ? [row.videoFormat] : []),
    ...(row.topics ?? []),
    ...(row.concepts ?? []),
    ...(row.elements ?? []),
    ...(row.accountTypes ?? []),
    ...(row.organizationalTags ?? []),
  ];
  addText(publicTerms, surfaces, tags.join('\n'));
  for (const column of Object.keys(GATED_COLUMNS) as (keyof typeof GATED_COLUMNS)[]) {
    addText(gatedTerms, surfaces, row[column]);
  }
  const captionTags = [...(row.caption ?? '').matchAll(/#([\p{L}\p{M}\p{N}_]+)/gu)].map((m) =>
    tagKey(m[1] ?? ''),
  );
  const hashtags = [...new Set(captionTags.filter(Boolean))];
  const tagKeys = [...new Set(tags.map(tagKey).filter(Boolean))];
  const handle = row.authorUsername?.trim().replace(/^@/, '').toLowerCase() || null;
  return { lexical: { id: row.id, publicTerms, gatedTerms }, handle, hashtags, tagKeys, surfaces };
}

/**
 * The moment from which later reads must look again: the start of the oldest transaction still open
 * (its rows, stamped with its start, may commit after this read), else now. Read in the same snapshot
 * as the rows. Sessions of other users are hidden from a non-superuser; a second's margin covers clocks.
 */
const RESUME_MARK = sql<Date>`(least(now(), (
  SELECT min(xact_start) FROM pg_stat_activity
  WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL
)) - interval '1 second')`;

export interface DocumentBatch {
  documents: SearchDocument[];
  vectors: { id: number; vector: Float32Array }[];
  /** Where the next `readChanges` starts. */
  mark: Date;
}

/**
 * Every video, or those changed since `since` (written at or after it), with the vectors of `model`
 * stored or replaced since then, read a page at a time. Each page is its own statement, not one long
 * transaction: the mark is read first, so a later page's newer snapshot only adds rows the next read
 * would take again, and a connection lost mid-read fails one statement instead of stranding a
 * checked-out client.
 */
export async function readDocuments(
  db: Db,
  model: string | null,
  since: Date | null,
  onPage?: (batch: Omit<DocumentBatch, 'mark'>) => void | Promise<void>,
): Promise<Date> {
  const [markRow] = await db.select({ mark: RESUME_MARK }).from(sql`(SELECT 1) AS one`);
  const mark = new Date(markRow?.mark ?? Date.now());
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select(DOCUMENT_COLUMNS)
      .from(videos)
      .where(and(gt(videos.id, afterId), since ? gte(videos.updatedAt, since) : undefined))
      .orderBy(asc(videos.id))
      .limit(PAGE_SIZE);
    if (rows.length === 0) break;
    afterId = rows[rows.length - 1]?.id ?? afterId;
    await onPage?.({ documents: rows.map(searchDocument), vectors: [] });
    if (rows.length < PAGE_SIZE) break;
  }
  if (model) {
    let afterVideo = 0;
    for (;;) {
      const rows = await db
        .select({ id: videoEmbeddings.videoId, vector: videoEmbeddings.vector })
        .from(videoEmbeddings)
        .where(
          and(
            gt(videoEmbeddings.videoId, afterVideo),
            eq(videoEmbeddings.model, model),
            since ? gte(videoEmbeddings.embeddedAt, since) : undefined,
          ),
        )
        .orderBy(asc(videoEmbeddings.videoId))
        .limit(PAGE_SIZE);
      if (rows.length === 0) break;
      afterVideo = rows[rows.length - 1]?.id ?? afterVideo;
      await onPage?.({
        documents: [],
        vectors: rows.map((row) => ({ id: row.id, vector: vectorFromBytes(row.vector) })),
      });
      if (rows.length < PAGE_SIZE) break;
    }
  }
  return mark;
}
