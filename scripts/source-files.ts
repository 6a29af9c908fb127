import fs from 'node:fs';
import path from 'node:path';

// The files whose comments and prose may cite a document, shared by the citation rewrite and its check so
// both look at the same set: source, styles, pages and prose, never build output or installed packages.

/** Extensions of files that can hold a citation. */
const EXTENSIONS = ['.ts', '.tsx', '.md', '.css', '.html', '.json'];
/** Folders never read: installed packages, build output, local data and tool caches (see .gitignore). */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  '.test-artifacts',
  '.bench',
  '.scratch',
]);
/** Generated files no one writes a citation into. */
const SKIPPED_FILES = new Set(['package-lock.json']);
/** The product record and the decision records: they are what code cites, and the map quotes the old forms. */
export const RECORD_DIRS = ['docs/product', 'docs/decisions'];

/** Every file under `root` with a citable extension, as sorted repository-relative paths with '/'. */
export function listTextFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(rel);
      } else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !SKIPPED_FILES.has(entry.name)) {
        found.push(rel);
      }
    }
  };
  walk('');
  return found.sort();
}

/** The citation tools themselves, which must name the old forms to find them. */
const CITATION_TOOLS = new Set([
  'scripts/citation-map.ts',
  'scripts/rewrite-citations.ts',
  'scripts/rewrite-citations.test.ts',
  'scripts/citations.test.ts',
]);

/** The files whose citations follow the rule: every text file outside the records and the citation tools. */
export function listSourceFiles(root: string): string[] {
  return listTextFiles(root).filter(
    (file) => !CITATION_TOOLS.has(file) && !RECORD_DIRS.some((dir) => file.startsWith(`${dir}/`)),
  );
}

/** The anchor GitHub gives a heading: lowercase, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings, with GitHub's -1, -2 suffixes for repeated ones. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = githubSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}
