// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DigestFrequency } from '../../../shared/contracts/digest-constants';
import { AccountSettingsContext } from '../features/layout/account-settings';
import { NavigationBar } from '../features/layout/navigation-bar';
import { notify } from '../lib/toast-config';
import type { Tier } from '../session/tiers';
import { type FakeRequest, fakeApi, json } from '../test/fake-api';
import { signedInSession, WithSession } from '../test/test-session';
import { renderAccountSettings } from './account-settings-slot';

vi.mock('../lib/toast-config', () => ({ notify: vi.fn() }));

// The account menus and the setting are lazy chunks; loading them once up front keeps each test's waits short.
beforeAll(async () => {
  await Promise.all([
    import('../features/digests/digest-setting'),
    import('../features/layout/account-menu'),
    import('../features/layout/mobile-menu-panel'),
  ]);
});
beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** GET and PUT /api/me/digest over one stored setting; `refuse` makes the PUT fail with it. */
function fakeDigestServer(start: DigestFrequency = 'off', refuse?: () => Response): FakeRequest[] {
  let frequency = start;
  const setting = () => ({
    frequency,
    next_digest_at: frequency === 'off' ? null : '2026-12-02T09:00:00.000Z',
    next_digest_since: null,
  });
  return fakeApi({
    'GET /api/me/digest': () => json(200, { success: true, data: setting() }),
    'PUT /api/me/digest': (request) => {
      if (refuse) return refuse();
      frequency = (request.body as { frequency: DigestFrequency }).frequency;
      return json(200, { success: true, data: setting() });
    },
    'GET /api/swipefiles/shared/new': () => json(200, { success: true, data: { count: 0, shares: [] } }),
  });
}

function renderBar(tier: Tier) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WithSession session={signedInSession({ tier })}>
        <AccountSettingsContext.Provider value={renderAccountSettings}>
          <MemoryRouter initialEntries={['/videos']}>
            <NavigationBar />
          </MemoryRouter>
        </AccountSettingsContext.Provider>
      </WithSession>
    </QueryClientProvider>,
  );
}

async function openAccountMenu() {
  // The account menu is a lazy chunk: the first render of a file waits for it.
  await userEvent.click(
    await screen.findByRole('button', { name: 'basic@hookshelf.local' }, { timeout: 10_000 }),
  );
  return screen.findByRole('menu');
}

const writes = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'PUT').map((r) => `${r.path} ${JSON.stringify(r.body)}`);

describe('the digest setting in the account menu (docs/product/feed.md#digest-setting)', () => {
  it.each(['premium', 'admin'] as const)(
    'lets a %s user choose Off, Daily or Weekly, with a toast',
    async (tier) => {
      const requests = fakeDigestServer('off');
      renderBar(tier);
      const menu = await openAccountMenu();
      const group = await within(menu).findByRole('group', { name: 'E-mail digest' });
      const off = await within(group).findByRole('menuitemradio', { name: 'Off' });
      await waitFor(() => expect(off.getAttribute('aria-checked')).toBe('true'));
      await userEvent.click(within(group).getByRole('menuitemradio', { name: 'Daily' }));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith('success', 'You will get a digest by e-mail every day'),
      );
      // The menu stays open, the choice moved.
      expect(within(group).getByRole('menuitemradio', { name: 'Daily' }).getAttribute('aria-checked')).toBe(
        'true',
      );
      expect(writes(requests)).toEqual(['/api/me/digest {"frequency":"daily"}']);
    },
  );

  it('is not offered to a basic user, who is not asked about it', async () => {
    const requests = fakeDigestServer();
    renderBar('basic');
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
    expect(within(menu).queryByText('E-mail digest')).toBeNull();
    expect(requests.some((r) => r.path === '/api/me/digest')).toBe(false);
  });

  it('goes back and says so when the change fails', async () => {
    fakeDigestServer('weekly', () => new Response('Bad gateway', { status: 502 }));
    renderBar('premium');
    const menu = await openAccountMenu();
    const weekly = await within(menu).findByRole('menuitemradio', { name: 'Weekly' });
    await waitFor(() => expect(weekly.getAttribute('aria-checked')).toBe('true'));
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Off' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Could not change your digest. Please try again.'),
    );
    await waitFor(() => expect(weekly.getAttribute('aria-checked')).toBe('true'));
  });

  it('is in the phone menu too', async () => {
    const requests = fakeDigestServer('daily');
    renderBar('premium');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    const choice = await within(sheet).findByRole('group', { name: 'E-mail digest' });
    expect(within(choice).getByRole('button', { name: 'Daily', pressed: true })).toBeTruthy();
    await userEvent.click(within(choice).getByRole('button', { name: 'Weekly' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'You will get a digest by e-mail every week'),
    );
    expect(within(choice).getByRole('button', { name: 'Weekly', pressed: true })).toBeTruthy();
    expect(writes(requests)).toEqual(['/api/me/digest {"frequency":"weekly"}']);
  });
});
