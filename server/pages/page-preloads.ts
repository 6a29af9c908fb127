import fs from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../http/escape-html';

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  assets?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The Inter subset the first screen's (Latin) text uses; the other subsets load only where needed. */
const FIRST_SCREEN_FONT = /\/inter-latin-wght-normal-[^/]+\.woff2$/;

/** The `<link>` tags a page's HTML starts its downloads with. */
export interface PagePreloads {
  /** The first screen's font. */
  font: string[];
  /** The route's chunk and the chunks it imports. */
  chunks: string[];
}

/**
 * The `<link>` tags that start a page's font and route chunk (with the chunks it imports) with the HTML,
 * instead of after index.js has run: read from Vite's manifest, which the build writes. Without a
 * manifest (an old build) there are none.
 */
export function manifestPreloads(webDistDir: string): (routeModule: string | null) => Promise<PagePreloads> {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;
  const read = async (): Promise<Manifest | null> => {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      cached = { mtimeMs: stat.mtimeMs, manifest: JSON.parse(await fs.readFile(file, 'utf8')) as Manifest };
    }
    return cached.manifest;
  };

  return async (routeModule) => {
    const manifest = await read();
    if (!manifest) return { font: [], chunks: [] };
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const font = entry?.assets?.find((asset) => FIRST_SCREEN_FONT.test(`/${asset}`));
    return {
      font: font ? [`<link rel="preload" as="font" type="font/woff2" href="/${font}" crossorigin />`] : [],
      chunks: routeChunks(manifest, routeModule).map(
        (chunk) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(chunk)}" />`,
      ),
    };
  };
}
/** The route module's file and the files of everything it imports, less what index.html loads already. */
function routeChunks(manifest: Manifest, routeModule: string | null): string[] {
  const route = routeModule ? manifest[routeModule] : undefined;
  if (!route) return [];
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entryKey) collect(entryKey, loaded);
  const files = new Set<string>();
  collect(routeModule as string, files);
  return [...files].filter((file) => !loaded.has(file));
}
