// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, toMetaDescription, usePageMeta } from './use-page-meta';
import { STARTUP_OVERLAY_ID, useStartupOverlay } from './use-startup-overlay';

function Page({ title, description }: { title: string; description?: string }) {
  usePageMeta(title, description);
  useStartupOverlay();
  return null;
}

describe('page meta and the start-up overlay', () => {
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

  it('removes the start-up overlay once the shell has mounted', async () => {
    const overlay = document.createElement('div');
    overlay.id = STARTUP_OVERLAY_ID;
    document.body.append(overlay);
    render(<Page title="Hookshelf" />);
    await waitFor(() => expect(overlay.dataset.state).toBe('hidden'));
    await waitFor(() => expect(document.getElementById(STARTUP_OVERLAY_ID)).toBeNull());
  });
});
