// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast-config';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { OWNED_ID, swipefile } from '../../test/test-swipefiles';
import { fullVideo } from '../../test/test-videos';
import { offersSwipefile, SwipefileOffer } from './swipefile-offer';

vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

const videos = [fullVideo({ id: 11 }), fullVideo({ id: 12 }), fullVideo({ id: 13 })];
const QUESTION = 'Build me a swipe file of before-and-after videos';

function renderOffer() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SwipefileOffer question={QUESTION} videos={videos} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the swipe-file builder’s offer (issue 18)', () => {
  it('is offered for a swipe-file builder answer with 3 or more videos, whatever the question’s words', () => {
    expect(offersSwipefile('SWIPE_FILE_BUILDER', videos)).toBe(true);
    expect(offersSwipefile('SWIPE_FILE_BUILDER', videos.slice(0, 2))).toBe(false);
    // Another intent, or none (an answer read back from a stored conversation), gets no offer.
    expect(offersSwipefile('HOOK_GENERATOR', videos)).toBe(false);
    expect(offersSwipefile(undefined, videos)).toBe(false);
  });

  it('asks first, then creates the swipefile and saves every video into it, with a toast', async () => {
    const requests = fakeApi({
      'POST /api/swipefiles': (r) =>
        json(201, { success: true, data: swipefile({ name: (r.body as { name: string }).name }) }),
      'POST /api/saved-videos': () => json(201, { success: true, data: {} }),
    });
    const user = userEvent.setup();
    renderOffer();
    await user.click(screen.getByRole('button', { name: 'Save these videos to a new swipefile' }));
    expect(requests).toHaveLength(0);
    expect(screen.getByText('Create a swipefile with these 3 videos?')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Before & after picks');
    await user.click(screen.getByRole('button', { name: 'Create & Save' }));

    expect(await screen.findByText('Saved to “Before & after picks”')).toBeTruthy();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/swipefiles',
      'POST /api/saved-videos',
      'POST /api/saved-videos',
      'POST /api/saved-videos',
    ]);
    expect(requests[0]?.body).toMatchObject({ name: 'Before & after picks' });
    expect(requests.slice(1).map((r) => r.body)).toEqual(
      [11, 12, 13].map((video_id) => ({ video_id, swipefile_id: OWNED_ID })),
    );
    expect(notify).toHaveBeenCalledWith('success', 'Saved 3 videos to “Before & after picks”');
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(`/swipefiles/${OWNED_ID}`);
  });

  it('cancels without a call, and says so when creating fails', async () => {
    const requests = fakeApi({
      'POST /api/swipefiles': () => apiError(500, 'Internal error', 'internal_error'),
    });
    const user = userEvent.setup();
    renderOffer();
    await user.click(screen.getByRole('button', { name: 'Save these videos to a new swipefile' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save these videos to a new swipefile' }));
    await user.click(screen.getByRole('button', { name: 'Create & Save' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'Failed to create swipefile and save video. Please try again.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Create & Save' })).toBeTruthy();
  });
});
