// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useFeatureSlots } from '../components/feature-slots';
import { SaveVideoButton } from '../features/video/video-actions';
import { fakeApi, json } from '../test/fake-api';
import { signedInSession, WithSession } from '../test/test-session';
import { publicVideo } from '../test/test-videos';
import { WithVideoPageSlots } from './save-slots';
import { WithVideoSlots } from './video-slots';

// The signed-in control is a lazy chunk; loading it once up front keeps each test's waits short.
beforeAll(() => import('../features/saving/signed-in-save-control'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderIn(ui: React.ReactNode, { signedIn }: { signedIn: boolean }) {
  fakeApi({
    'GET /api/video-save-status': () =>
      json(200, { success: true, data: [{ video_id: 1042, is_saved: false, saved_to_swipefiles: [] }] }),
  });
  const tree = (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/v/1042']}>{ui}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(signedIn ? <WithSession session={signedInSession()}>{tree}</WithSession> : tree);
}

/** What a list inside the slots would draw on a card. */
function CardSaveControl() {
  const { renderSaveControl } = useFeatureSlots();
  return <>{renderSaveControl ? renderSaveControl(publicVideo()) : 'no save control'}</>;
}

describe('the save slots', () => {
  it("/v/{id}: the saving feature's button for a signed-in reader", async () => {
    renderIn(
      <WithVideoPageSlots>
        <SaveVideoButton videoId={1042} />
      </WithVideoPageSlots>,
      { signedIn: true },
    );
    expect(await screen.findByRole('button', { name: 'Save video', pressed: false })).toBeTruthy();
  });

  it('/v/{id}: a sign-in link that comes back here for a visitor', () => {
    renderIn(
      <WithVideoPageSlots>
        <SaveVideoButton videoId={1042} />
      </WithVideoPageSlots>,
      { signedIn: false },
    );
    const link = screen.getByRole('link', { name: 'Save video (sign in required)' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fv%2F1042');
  });

  it('puts the control on the cards of the signed-in lists only (docs/product/browsing.md#cards-view: none on the public page)', async () => {
    renderIn(
      <WithVideoSlots>
        <CardSaveControl />
      </WithVideoSlots>,
      { signedIn: true },
    );
    expect(screen.getByText('no save control')).toBeTruthy();
    cleanup();
    renderIn(
      <WithVideoSlots saveOnCards>
        <CardSaveControl />
      </WithVideoSlots>,
      { signedIn: true },
    );
    expect(await screen.findByRole('button', { name: 'Save video' })).toBeTruthy();
  });
});
