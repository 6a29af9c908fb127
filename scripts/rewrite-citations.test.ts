import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadRecords, rewriteCitations } from './rewrite-citations';

// The rewrite reads the real citation map, so these cases also say the map still covers what code cites.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const records = loadRecords(ROOT);
const rewrite = (text: string, file = 'web/src/example.ts') => rewriteCitations(text, file, records).text;

describe('rewriteCitations', () => {
  it.each([
    // A quoted subsection takes its own row.
    [
      '// The top bar (spec 000 §2 "Navigation bar").',
      '// The top bar (docs/product/navigation-and-global.md#navigation-bar).',
    ],
    [
      '/** /swipefiles/{id} (spec 001 §2 "Swipefile detail"). */',
      '/** /swipefiles/{id} (docs/product/swipefiles.md#swipefile-detail). */',
    ],
    // No subsection: the topic sub-row the comment's words name.
    [
      '// spec 001 §7: POST /api/swipefiles; the answer is the saved swipefile.',
      '// docs/product/calls.md#swipefiles-and-saving: POST /api/swipefiles; the answer is the saved swipefile.',
    ],
    [
      "// spec 000 §9: the welcome modal's cookie notice, number format and engagement below 1.",
      "// docs/product/limits.md#display-rules: the welcome modal's cookie notice, number format and engagement below 1.",
    ],
    [
      '/** The cookie notice (spec 000 §4). */',
      '/** The cookie notice (docs/product/navigation-and-global.md#cookie-notice). */',
    ],
    // Nothing to choose by: the section's own row.
    ['/** Site limits (spec 001 §9). */', '/** Site limits (docs/product/limits.md). */'],
    // Several sections in one citation become a list; a repeated target is written once.
    [
      '// The rotating inspiration carousel (spec 000 §2, §9): 7 examples.',
      '// The rotating inspiration carousel (docs/product/navigation-and-global.md#inspiration-carousel): 7 examples.',
    ],
    // A name after the citation that the anchor already says goes with it.
    [
      '// spec 000 §2 slug rule: every taxonomy link uses it.',
      '// docs/product/taxonomies.md#slug-rule: every taxonomy link uses it.',
    ],
    // A bare section takes the spec cited just above it.
    [
      '/**\n * Saving and unsaving (spec 000 §4 "Video save"): rolls back on\n * an error with its toast (§8).\n */',
      '/**\n * Saving and unsaving (docs/product/saving.md#save-control): rolls back on\n * an error with its toast (docs/product/saving.md#messages).\n */',
    ],
    // Decisions: record N.
    [
      '// One default per user (DECISIONS.md 16).',
      '// One default per user (docs/decisions/0016-default-swipefile.md).',
    ],
    [
      '// DECISIONS 5: `/?topic=X` opens the browse screen.',
      '// docs/decisions/0005-taxonomy-query-on-root.md: `/?topic=X` opens the browse screen.',
    ],
    [
      '// Sign-in (DECISIONS.md 8 and 11).',
      '// Sign-in (docs/decisions/0008-sign-up-mode.md and docs/decisions/0011-codes-and-sessions.md).',
    ],
  ])('%s', (before, after) => {
    expect(rewrite(before)).toBe(after);
  });

  it('writes a link in markdown prose, relative to the file, and a plain path in a code block', () => {
    const markdown =
      'Visitors get no gated field (DECISIONS.md 4).\n\n```\nviews/  curated views (DECISIONS.md 6)\n```\n';
    expect(rewrite(markdown, 'docs/architecture.md')).toBe(
      'Visitors get no gated field ([docs/decisions/0004-gated-fields-on-the-server.md](decisions/0004-gated-fields-on-the-server.md)).\n\n```\nviews/  curated views (docs/decisions/0006-views.md)\n```\n',
    );
  });

  it('changes nothing the second time', () => {
    const once = rewrite('// spec 000 §2 "Video list component" (cards), spec 001 §4; DECISIONS.md 18.');
    expect(rewrite(once)).toBe(once);
  });

  it('reports what it cannot map, with its line, and leaves it', () => {
    const result = rewriteCitations('// one\n// DECISIONS.md 99: no such record.', 'web/src/x.ts', records);
    expect(result.text).toBe('// one\n// DECISIONS.md 99: no such record.');
    expect(result.unmapped).toEqual([{ file: 'web/src/x.ts', line: 2, text: 'DECISIONS.md 99' }]);
  });
});
