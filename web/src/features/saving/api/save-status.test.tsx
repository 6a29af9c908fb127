// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ID, fakeSavingServer, HOOKS_ID, renderSignedIn } from '../../../test/fake-saving-api';
import { SaveControl } from '../save-control';

// The signed-in control is a lazy chunk; loading it once up front keeps each test's waits short.
beforeAll(() => import('../signed-in-save-control'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ids = (count: number, from = 1) => Array.from({ length: count }, (_, index) => from + index);

function renderControls(videoIds: number[]) {
  return renderSignedIn(
    <ul>
      {videoIds.map((id) => (
        <li key={id} data-video={id}>
          <SaveControl videoId={id} surface="list" />
        </li>
      ))}
    </ul>,
  );
}

describe('the batched save status', () => {
  it('asks once for a page of 50 cards and shows each card its own state', async () => {
    const server = fakeSavingServer({ 7: [DEFAULT_ID], 23: [HOOKS_ID] });
    renderControls(ids(50));
    // Plain selectors: role queries over 50 buttons are slow enough to make the wait flaky.
    const pressed = () => [...document.querySelectorAll('button[aria-pressed="true"]')];
    await waitFor(() => expect(pressed()).toHaveLength(2), { timeout: 5_000 });
    expect(pressed().map((button) => button.closest('li')?.getAttribute('data-video'))).toEqual(['7', '23']);
    expect(pressed().every((button) => button.getAttribute('aria-label')?.startsWith('Saved'))).toBe(true);
    expect(document.querySelectorAll('button[aria-label="Save video"][aria-pressed="false"]')).toHaveLength(
      48,
    );
    const requests = server.statusRequests();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.query.get('video_ids')?.split(',').map(Number)).toEqual(ids(50));
  });

  it('splits more than 100 ids into requests of at most 100', async () => {
    const server = fakeSavingServer();
    renderControls(ids(150));
    await waitFor(() => expect(server.statusRequests()).toHaveLength(2), { timeout: 5_000 });
    const sizes = server.statusRequests().map((r) => r.query.get('video_ids')?.split(',').length);
    expect(sizes).toEqual([100, 50]);
  });

  it('asks once for a video shown twice (a card and the open detail)', async () => {
    const server = fakeSavingServer({ 5: [DEFAULT_ID] });
    renderSignedIn(
      <>
        <SaveControl videoId={5} surface="list" />
        <SaveControl videoId={5} surface="detail" compact />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(2));
    expect(server.statusRequests()).toHaveLength(1);
    expect(server.statusRequests()[0]?.query.get('video_ids')).toBe('5');
  });

  it('logs a failed load and leaves the controls unsaved and working (docs/product/saving.md#messages)', async () => {
    const server = fakeSavingServer({ 3: [DEFAULT_ID] });
    server.failing.add('status');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderControls([3, 4]);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(String(logged.mock.calls[0]?.[0])).toContain('save status of video');
    expect(screen.getAllByRole('button', { name: 'Save video', pressed: false })).toHaveLength(2);
  });
});
