import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headingAnchors, listSourceFiles, listTextFiles } from './source-files';

// Code cites what a clone of the repository holds, or nothing (issue 32): the product record in docs/product,
// the decision records in docs/decisions. This check fails on a citation of the first specification or of
// DECISIONS.md (neither is in the repository; scripts/rewrite-citations.ts rewrites them), on a docs/ path
// that does not exist, on an anchor that is no heading of its file, and on a broken relative link in docs/.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

const anchorCache = new Map<string, Set<string>>();
/** Why a repository path with an optional #anchor does not resolve, or null when it does. */
function brokenTarget(target: string): string | null {
  const [file = '', anchor] = target.split('#');
  if (!fs.existsSync(path.join(ROOT, file))) return `${file} does not exist`;
  if (!anchor || !file.endsWith('.md')) return null;
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = headingAnchors(read(file));
    anchorCache.set(file, anchors);
  }
  return anchors.has(anchor.toLowerCase()) ? null : `#${anchor} is no heading of ${file}`;
}

/** Each line of each file that `problems` finds fault with, as `file:line  why`. */
function offenders(files: string[], problems: (line: string, file: string) => string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, index) => {
        for (const problem of problems(line, file)) found.push(`${file}:${index + 1}  ${problem}`);
      });
  }
  return found;
}

const OLD_CITATION = /\bDECISIONS\b|\b[Ss]pec 0\d\d\b|\b[Ss]pec \d{3} §|§\d/g;
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]*?\.md(?:#[\w-]+)?/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

describe('citations', () => {
  const sources = listSourceFiles(ROOT);

  it('cite no document a clone lacks: no spec sections, no DECISIONS.md', () => {
    const found = offenders(sources, (line) =>
      [...line.matchAll(OLD_CITATION)].map((m) => `"${m[0]}" (run: npx tsx scripts/rewrite-citations.ts)`),
    );
    expect(found).toEqual([]);
  });

  it('name docs/ files that exist, and anchors that are headings of them', () => {
    const found = offenders(sources, (line) =>
      [...line.matchAll(DOCS_PATH)]
        .map((m) => brokenTarget(m[0]))
        .filter((why): why is string => why !== null),
    );
    expect(found).toEqual([]);
  });

  it('link, inside docs/, only to files and headings that exist', () => {
    const docs = listTextFiles(ROOT).filter((file) => file.startsWith('docs/') && file.endsWith('.md'));
    const found = offenders(docs, (line, file) =>
      [...line.matchAll(MARKDOWN_LINK)]
        .map((m) => m[1] ?? '')
        .filter((href) => !/^[a-z]+:|^\/|^#/.test(href))
        .map((href) => {
          const [target = '', anchor] = href.split('#');
          const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
          return brokenTarget(anchor ? `${resolved}#${anchor}` : resolved);
        })
        .filter((why): why is string => why !== null),
    );
    expect(found).toEqual([]);
  });
});
