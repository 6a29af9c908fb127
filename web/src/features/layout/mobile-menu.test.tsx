// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationBar } from './navigation-bar';

function renderBar() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <NavigationBar />
      <Routes>
        <Route path="/" element={<p>Landing</p>} />
        <Route path="/public-beta" element={<p>Browse screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const menu = () => screen.queryByRole('dialog', { name: 'Menu' });
const openMenu = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  // The sheet is a lazy chunk, which the first test waits for while Vite transforms it.
  return screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
};

describe('the navigation bar and mobile menu (docs/product/navigation-and-global.md#phone-menu)', () => {
  afterEach(cleanup);

  it('shows the signed-out links: brand, Browse, API Docs in a new tab, Sign In', () => {
    renderBar();
    expect(screen.getByRole('link', { name: 'Hookshelf' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Browse' }).getAttribute('href')).toBe('/public-beta');
    const apiDocs = screen.getByRole('link', { name: /API Docs/ });
    expect(apiDocs.getAttribute('href')).toBe('/api');
    expect(apiDocs.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('opens a menu with the Taxonomies group, API Docs and Sign In', async () => {
    renderBar();
    const open = await openMenu();
    const group = screen.getByRole('list', { name: 'Taxonomies' });
    const links = [...group.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual([
      'Formats',
      'Concepts',
      'Elements',
      'Topics',
      'Account Types',
    ]);
    // Issue 31: the taxonomy lists are admin-only, so each row opens the browse screen with its own filter
    // focused, rather than five rows opening one page.
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/public-beta#filter-format',
      '/public-beta#filter-concept',
      '/public-beta#filter-element',
      '/public-beta#filter-topics',
      '/public-beta#filter-account-type',
    ]);
    expect(open.querySelector('a[href="/api"][target="_blank"]')).not.toBeNull();
    expect(open.querySelector('a[href="/login"]')?.textContent).toBe('Sign In');
  });

  it('closes when a link navigates', async () => {
    renderBar();
    await openMenu();
    fireEvent.click(screen.getByRole('link', { name: 'Topics' }));
    expect(screen.getByText('Browse screen')).toBeTruthy();
    expect(menu()).toBeNull();
  });

  it('closes with its close button and with Escape, giving focus back to the menu button', async () => {
    renderBar();
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menu()).toBeNull();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Open menu'));
    await openMenu();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(menu()).toBeNull();
  });
});
