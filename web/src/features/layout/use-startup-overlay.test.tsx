// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STARTUP_OVERLAY_ID, useStartupOverlay } from './use-startup-overlay';

function Shell() {
  useStartupOverlay();
  return null;
}

describe('the start-up overlay', () => {
  afterEach(cleanup);

  it('removes the start-up overlay once the shell has mounted', async () => {
    const overlay = document.createElement('div');
    overlay.id = STARTUP_OVERLAY_ID;
    document.body.append(overlay);
    render(<Shell />);
    await waitFor(() => expect(overlay.dataset.state).toBe('hidden'));
    await waitFor(() => expect(document.getElementById(STARTUP_OVERLAY_ID)).toBeNull());
  });
});
