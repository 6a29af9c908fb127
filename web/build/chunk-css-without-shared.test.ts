import { describe, expect, it } from 'vitest';
import { chunkCssWithoutShared } from './chunk-css-without-shared';

type Output =
  | { type: 'asset'; fileName: string; source: string }
  | { type: 'chunk'; fileName: string; isEntry: boolean; viteMetadata: { importedCss: Set<string> } };

/** Runs the plugin's generateBundle over a bundle of one entry sheet and one feature sheet. */
function build(entryCss: string, featureCss: string) {
  const bundle: Record<string, Output> = {
    'index.js': {
      type: 'chunk',
      fileName: 'index.js',
      isEntry: true,
      viteMetadata: { importedCss: new Set(['index.css']) },
    },
    'index.css': { type: 'asset', fileName: 'index.css', source: entryCss },
    'chat.css': { type: 'asset', fileName: 'chat.css', source: featureCss },
  };
  const hook = chunkCssWithoutShared().generateBundle as unknown as (o: unknown, b: unknown) => void;
  hook.call({}, {}, bundle);
  return {
    entry: (bundle['index.css'] as { source: string }).source,
    feature: (bundle['chat.css'] as { source: string }).source,
  };
}

describe("a feature's style sheet", () => {
  it('keeps only the rules the page’s sheet lacks, so the page’s responsive variants still win', () => {
    const entry =
      ':root{--font-sans:"Inter"}@layer utilities{.flex{display:flex}.hidden{display:none}@media (width>=48rem){.md\\:flex{display:flex}}}';
    const feature =
      ':root{--font-sans:ui-sans-serif;--color-rose-50:#fff1f2}@layer utilities{.flex{display:flex}.hidden{display:none}.w-\\[500px\\]{width:500px}@media (width>=48rem){.md\\:flex{display:flex}.md\\:w-96{width:24rem}}}';
    const { entry: page, feature: left } = build(entry, feature);
    expect(page).toBe(entry);
    // `hidden` and `flex` again after `md:flex` would hide the navigation at every width.
    expect(left).not.toContain('.hidden');
    expect(left).not.toMatch(/\.flex\{/);
    expect(left).not.toContain('md\\:flex');
    // The feature's own utilities stay, and its theme keeps only what the page's theme does not declare.
    expect(left).toContain('.w-\\[500px\\]{width:500px}');
    expect(left).toContain('.md\\:w-96{width:24rem}');
    expect(left).toContain('--color-rose-50:#fff1f2');
    expect(left).not.toContain('--font-sans');
  });

  it('keeps a utility whose custom properties the page sets in other utilities (the chat’s gradients)', () => {
    const entry =
      '@layer theme{:root,:host{--color-indigo-600:#4f46e5}}@layer utilities{.from-indigo-600{--tw-gradient-from:var(--color-indigo-600)}}';
    const feature =
      '@layer theme{:root,:host{--color-indigo-600:#4f46e5;--color-indigo-500:#6366f1}}@layer utilities{.from-indigo-500{--tw-gradient-from:var(--color-indigo-500)}}';
    const { feature: left } = build(entry, feature);
    expect(left).toContain('.from-indigo-500{--tw-gradient-from:var(--color-indigo-500)}');
    expect(left).toContain('--color-indigo-500:#6366f1');
    expect(left).not.toContain('--color-indigo-600');
  });
});
