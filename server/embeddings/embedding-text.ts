/**
 * The text a video's vector is made from: the fields a visitor may read (embedding-store.ts EMBEDDING_SOURCE_COLUMNS,
 * whose md5 the row keeps as embedding_source_hash), as sentences the encoder reads well. No hook, payoff or
 * transcript ever enters it (issue 17: they added nothing to the ranking and would leak gated wording).
 */
export interface EmbeddingSource {
  simpleDescription: string | null;
  authorUsername: string | null;
  overview: string | null;
  simpleOutline: string[] | null;
  caption: string | null;
  videoFormat: string | null;
  topics: string[] | null;
  concepts: string[] | null;
  elements: string[] | null;
  accountTypes: string[] | null;
  organizationalTags: string[] | null;
}

/** A video's embedding text; empty when the video has none of the fields. */
export function embeddingText(video: EmbeddingSource): string {
  const list = (values: string[] | null) => (values ?? []).map((v) => v.trim()).filter(Boolean);
  const sentence = (label: string, values: string[]) =>
    values.length > 0 ? `${label}: ${values.join(', ')}.` : '';
  const parts = [
    video.simpleDescription?.trim() ?? '',
    video.authorUsername?.trim() ? `By ${video.authorUsername.trim()}.` : '',
    video.overview?.trim() ?? '',
    list(video.simpleOutline).join('. '),
    video.caption?.trim() ?? '',
    sentence('Format', list(video.videoFormat ? [video.videoFormat] : [])),
    sentence('Topics', list(video.topics)),
    sentence('Concepts', list(video.concepts)),
    sentence('Elements', list(video.elements)),
    sentence('For', list(video.accountTypes)),
    sentence('Tags', list(video.organizationalTags)),
  ];
  return parts.filter(Boolean).join('\n');
}
