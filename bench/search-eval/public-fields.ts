import { asc } from 'drizzle-orm';
import type { Db } from '../../server/db/database';
import { videos } from '../../server/db/schema';
import { EMBEDDING_SOURCE_COLUMNS } from '../../server/embeddings/embedding-store';
import { type EmbeddingSource, embeddingText } from '../../server/embeddings/embedding-text';

/** A video as a visitor may read it: the public fields judgments are written from and vectors are made of. */
export interface PublicVideoText {
  id: number;
  source: EmbeddingSource;
  /** The fields joined as embedding-text.ts joins them (one source of truth for "public text"). */
  text: string;
}

/** Every video's public text, by id. */
export async function readPublicTexts(db: Db): Promise<PublicVideoText[]> {
  const rows = await db
    .select({ id: videos.id, ...EMBEDDING_SOURCE_COLUMNS })
    .from(videos)
    .orderBy(asc(videos.id));
  return rows.map(({ id, ...source }) => ({ id, source, text: embeddingText(source) }));
}
