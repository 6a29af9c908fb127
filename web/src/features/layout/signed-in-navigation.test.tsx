// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeChatDrawer, useChatDrawerOpen } from '../../lib/chat-drawer';
import type { Session } from '../../session/session-context';
import { fakeApi, json } from '../../test/fake-api';
import { signedInSession, WithSession } from '../../test/test-session';
import { testUser } from '../../test/test-users';
import { ADMIN_NAV, MAIN_NAV, visibleNavItems } from './nav-items';
import { NavigationBar } from './navigation-bar';

/** docs/product/navigation-and-global.md#navigation-bar's, then Account Types and Import (issue 16). */
const ADMIN_MENU = [
  'Users',
  'Analytics',
  'Views',
  'Bot',
  'Topics',
  'Concepts',
  'Formats',
  'Elements',
  'Account Types',
  'Import',
];

function renderBar(session: Session) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WithSession session={session}>
        <MemoryRouter initialEntries={['/videos']}>
          <NavigationBar />
          <Routes>
            <Route path="/videos" element={<p>All Videos page</p>} />
            <Route path="/admin/users" element={<p>Users page</p>} />
          </Routes>
        </MemoryRouter>
      </WithSession>
    </QueryClientProvider>,
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

let drawerOpen = false;
function DrawerProbe() {
  drawerOpen = useChatDrawerOpen();
  return null;
}

/** Whether the chat drawer is open, read the way the drawer reads it. */
function chatOpen(): boolean {
  render(<DrawerProbe />).unmount();
  return drawerOpen;
}

/** How many swipefiles GET /api/swipefiles/shared/new says are newly shared with the user. */
let newShares = 0;
/** How many times the bar asked for them. */
let fetchedNewShares = 0;

describe('the signed-in navigation (docs/product/navigation-and-global.md#navigation-bar)', () => {
  beforeEach(() => {
    newShares = 0;
    fetchedNewShares = 0;
    fakeApi({
      'GET /api/swipefiles/shared/new': () => {
        fetchedNewShares += 1;
        return json(200, { success: true, data: { count: newShares, shares: [] } });
      },
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('signs new shares (issue 31) with their count beside Swipefiles in the desktop bar, and none when there are none', async () => {
    newShares = 3;
    renderBar(signedInSession());
    const link = await within(mainNav()).findByRole('link', { name: 'Swipefiles, 3 new shares' });
    expect(link.getAttribute('href')).toBe('/swipefiles');
    cleanup();
    newShares = 0;
    renderBar(signedInSession());
    await waitFor(() => expect(fetchedNewShares).toBeGreaterThan(0));
    expect(within(mainNav()).getByRole('link', { name: 'Swipefiles' })).toBeTruthy();
    expect(document.querySelector('[data-new-shares]')).toBeNull();
  });

  it('signs new shares (issue 31) with their count beside Swipefiles in the phone menu', async () => {
    newShares = 2;
    renderBar(signedInSession());
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    expect(await within(menu).findByRole('link', { name: 'Swipefiles, 2 new shares' })).toBeTruthy();
  });

  it('shows a basic user All Videos, Swipefiles and the account menu, no Feed, no Admin, no Sign In', async () => {
    renderBar(signedInSession({ tier: 'basic' }));
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'All Videos' }).getAttribute('href')).toBe('/videos');
    expect(await nav.findByRole('button', { name: 'basic@hookshelf.local' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Feed' })).toBeNull();
    expect(nav.getByRole('link', { name: 'Swipefiles' }).getAttribute('href')).toBe('/swipefiles');
    expect(nav.queryByRole('button', { name: 'Admin' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('offers premium and admin users the Strategy Bot in the account menu and the mobile menu; basic users not', async () => {
    for (const tier of ['premium', 'admin', 'basic'] as const) {
      renderBar(signedInSession({ tier }));
      await userEvent.click(await screen.findByRole('button', { name: 'basic@hookshelf.local' }));
      const menu = await screen.findByRole('menu');
      const item = within(menu).queryByRole('menuitem', { name: 'Strategy Bot' });
      expect(Boolean(item), tier).toBe(tier !== 'basic');
      if (item) {
        await userEvent.click(item);
        expect(chatOpen(), tier).toBe(true);
        act(() => closeChatDrawer());
      }
      cleanup();
    }
    renderBar(signedInSession({ tier: 'premium' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Strategy Bot' }));
    expect(chatOpen()).toBe(true);
    act(() => closeChatDrawer());
  });

  it("leads the mobile menu's Taxonomies rows to what each user may open: filters for users, lists for admins", async () => {
    const taxonomyLinks = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
      const group = screen.getByRole('list', { name: 'Taxonomies' });
      return [...group.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    };
    renderBar(signedInSession({ tier: 'basic' }));
    expect(await taxonomyLinks()).toEqual([
      '/videos#filter-format',
      '/videos#filter-concept',
      '/videos#filter-element',
      '/videos#filter-topics',
      '/videos#filter-account-type',
    ]);
    cleanup();
    renderBar(signedInSession({ tier: 'admin' }));
    expect(await taxonomyLinks()).toEqual([
      '/formats',
      '/concepts',
      '/elements',
      '/topics',
      '/account-types',
    ]);
  });

  it('adds the Feed for premium users', () => {
    renderBar(signedInSession({ tier: 'premium' }));
    expect(within(mainNav()).getByRole('link', { name: 'Feed' }).getAttribute('href')).toBe('/feed');
    expect(within(mainNav()).queryByRole('button', { name: 'Admin' })).toBeNull();
  });

  it('gives admins the Admin dropdown with every admin screen', async () => {
    renderBar(signedInSession({ tier: 'admin' }));
    await userEvent.click(await within(mainNav()).findByRole('button', { name: 'Admin' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
      ['Users', '/admin/users'],
      ['Analytics', '/admin/dashboard'],
      ['Views', '/views'],
      ['Bot', '/bot-admin'],
      ['Topics', '/topics'],
      ['Concepts', '/concepts'],
      ['Formats', '/formats'],
      ['Elements', '/elements'],
      ['Account Types', '/account-types'],
      ['Import', '/admin/import'],
    ]);
    await userEvent.click(items[0] as HTMLElement);
    expect(await screen.findByText('Users page')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('names the account button after the user and opens the e-mail, tier badge and Sign Out', async () => {
    const session = signedInSession({
      tier: 'premium',
      user: testUser({ name: 'Pat Premium', email: 'pat@example.com' }),
    });
    renderBar(session);
    await userEvent.click(await screen.findByRole('button', { name: /Pat Premium/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('pat@example.com')).toBeTruthy();
    const badge = within(menu).getByText('Premium');
    expect(badge.getAttribute('data-tier')).toBe('premium');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(session.signOut).toHaveBeenCalledOnce();
  });

  it('puts the signed-in items and Sign Out in the mobile menu', async () => {
    const session = signedInSession({ tier: 'admin' });
    renderBar(session);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    expect(within(sheet).getByRole('link', { name: 'All Videos' })).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Feed' })).toBeTruthy();
    const admin = within(sheet).getByRole('list', { name: 'Admin' });
    expect(
      within(admin)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(ADMIN_MENU);
    expect(within(sheet).queryByRole('link', { name: 'Sign In' })).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Sign Out' }));
    expect(session.signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});

describe('the menus', () => {
  it('give each tier its links, and only admins the Admin dropdown with every admin screen', () => {
    expect(visibleNavItems(MAIN_NAV, 'basic').map((i) => i.label)).toEqual([
      'All Videos',
      'Swipefiles',
      'Briefs',
    ]);
    expect(visibleNavItems(MAIN_NAV, 'premium').map((i) => i.label)).toEqual([
      'All Videos',
      'Swipefiles',
      'Briefs',
      'Feed',
    ]);
    expect(visibleNavItems(ADMIN_NAV, 'admin').map((i) => i.label)).toEqual(ADMIN_MENU);
    expect(visibleNavItems(ADMIN_NAV, 'premium')).toEqual([]);
  });
});
