// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFeatureSlots } from '../components/feature-slots';
import { stubFetchEachTest } from '../test/fake-api';
import { publicVideo } from '../test/test-videos';
import { WithVideoSlots } from './video-slots';

vi.mock('../lib/analytics', () => ({ track: vi.fn() }));

stubFetchEachTest();
afterEach(cleanup);

/** A list's part as VideoList plays it: a card that opens the video, and the detail slot below. */
function ListProbe() {
  const { renderVideoDetail } = useFeatureSlots();
  const video = publicVideo();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(video.id)}>
        Open the card
      </button>
      {renderVideoDetail?.({ videoId: open, initialVideo: video, onClose: () => setOpen(null) })}
    </>
  );
}

function renderList() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/public-beta']}>
        <WithVideoSlots>
          <ListProbe />
        </WithVideoSlots>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the list's detail slot (the modal is a chunk of its own)", () => {
  it('draws nothing while no video is open, as the server drew it', () => {
    renderList();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the modal on the first click on a card', async () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Open the card' }));
    // The chunk is transformed on first import here: a slower first load than a browser's.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Three grocery swaps that halve a weekly food bill' },
      { timeout: 15_000 },
    );
    expect(dialog).toBeTruthy();
  });
});
