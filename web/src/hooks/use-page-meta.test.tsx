// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, toMetaDescription, usePageMeta } from './use-page-meta';

function Page({ title, description }: { title: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}

describe('page meta', () => {
  afterEach(cleanup);

  it('sets the title and a meta description of at most 160 characters', () => {
    render(<Page title="Talking Head Format Videos" description={'A long description. '.repeat(20)} />);
    expect(document.title).toBe('Talking Head Format Videos');
    const content = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(content.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(content.endsWith('…')).toBe(true);
  });

  it('keeps a short description as it is, with whitespace tidied', () => {
    expect(toMetaDescription('  Quick   wins\nthat work. ')).toBe('Quick wins that work.');
  });
});
