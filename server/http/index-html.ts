import fs from 'node:fs/promises';

/** Reads a text file once and again only when it changes on disk (a rebuild while the server runs). */
export function cachedText(file: string): () => Promise<string> {
  let cached: { mtimeMs: number; text: string } | null = null;
  return async () => {
    const { mtimeMs } = await fs.stat(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, text: await fs.readFile(file, 'utf8') };
    return cached.text;
  };
}

/** The tag that keeps a not-found page out of search results. */
export const NOINDEX_TAG = '<meta name="robots" content="noindex" />';

/** index.html with extra tags at the end of its head. */
export function withHeadTags(html: string, tags: string[]): string {
  if (tags.length === 0) return html;
  // A function replacement, so '$' in a tag is never read as a replacement pattern.
  return html.replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}
