// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Swipefile } from '../../../../shared/contracts/swipefiles';
import { notify } from '../../lib/toast-config';
import { apiError, type FakeHandler, type FakeRequest, fakeApi, json } from '../../test/fake-api';
import { SHARED_ID, swipefile } from '../../test/test-swipefiles';
import { SwipefilesPage } from './swipefiles-page';

vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

const DEFAULT_ID = '11111111-2222-4333-8444-555566667777';
let mine: Swipefile[];
let shared: Swipefile[];
let requests: FakeRequest[];
let listReply: FakeHandler | null;
let writeReply: FakeHandler | null;

/** A reply that waits until the test lets it go, to see the busy labels. */
function held() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release: () => release() };
}

beforeEach(() => {
  mine = [
    swipefile({ id: DEFAULT_ID, name: 'My Saved Videos', description: null, is_default: true }),
    swipefile(),
  ];
  shared = [];
  listReply = null;
  writeReply = null;
  requests = fakeApi({
    'GET /api/swipefiles': (request) =>
      listReply ? listReply(request) : json(200, { success: true, data: mine }),
    'GET /api/swipefiles/shared': () => json(200, { success: true, data: shared }),
    'POST /api/swipefiles': (request) => {
      if (writeReply) return writeReply(request);
      const body = request.body as { name: string; description: string | null };
      const created = swipefile({ id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', ...body });
      mine = [...mine, created];
      return json(201, { success: true, data: created });
    },
    'PUT /api/swipefiles': (request) => {
      if (writeReply) return writeReply(request);
      const id = request.query.get('id');
      const body = request.body as { name: string; description: string | null };
      mine = mine.map((s) => (s.id === id ? { ...s, ...body } : s));
      return json(200, { success: true, data: mine.find((s) => s.id === id) });
    },
    'DELETE /api/swipefiles': async (request) => {
      if (writeReply) return writeReply(request);
      const id = request.query.get('id') as string;
      mine = mine.filter((s) => s.id !== id);
      return json(200, { success: true, data: { id } });
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage(url = '/swipefiles') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/swipefiles" element={<SwipefilesPage />} />
          <Route path="/swipefiles/:id" element={<p>Detail screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;

describe('the swipefiles list (docs/product/swipefiles.md#swipefiles-list)', () => {
  it('shows My Swipefiles with the Default badge, description, created date and the owner’s actions', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'Scroll-stopping hooks' });
    expect(screen.getByRole('tab', { name: 'My Swipefiles' }).getAttribute('aria-selected')).toBe('true');
    const defaultCard = within(card('My Saved Videos'));
    expect(defaultCard.getByText('Default')).toBeTruthy();
    // docs/product/swipefiles.md#default-swipefile: the default swipefile cannot be deleted, so its card offers no delete.
    expect(defaultCard.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(defaultCard.getByRole('button', { name: 'Share My Saved Videos' })).toBeTruthy();
    const other = within(card('Scroll-stopping hooks'));
    expect(other.getByText('Openers worth borrowing')).toBeTruthy();
    expect(other.getByText('Created Oct 2, 2025')).toBeTruthy();
    expect(other.getByRole('button', { name: 'Delete Scroll-stopping hooks' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New Swipefile' })).toBeTruthy();
  });

  it("says 'Unknown' for a missing created date", async () => {
    mine = [swipefile({ created_at: '' })];
    renderPage();
    expect(await screen.findByText('Created Unknown')).toBeTruthy();
  });

  it('opens a swipefile from its card', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('link', { name: 'Scroll-stopping hooks' }));
    expect(await screen.findByText('Detail screen')).toBeTruthy();
  });

  it('shows the swipefiles shared with the caller on the Shared tab, with their role and no New Swipefile', async () => {
    shared = [swipefile({ id: SHARED_ID, name: 'Team hooks', user_role: 'viewer', can_edit: false })];
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Shared Swipefiles' }));
    const shown = within(await waitFor(() => card('Team hooks')));
    expect(shown.getByText('Viewer')).toBeTruthy();
    // Only the owner shares or deletes; a viewer cannot edit either.
    expect(shown.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'New Swipefile' })).toBeNull();
  });

  it('moves between the tabs with the arrow keys', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'Scroll-stopping hooks' });
    screen.getByRole('tab', { name: 'My Swipefiles' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const sharedTab = screen.getByRole('tab', { name: 'Shared Swipefiles' });
    expect(sharedTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(sharedTab);
    expect(await screen.findByText('No shared swipefiles yet')).toBeTruthy();
  });

  it('gives an editor of a shared swipefile the edit action only', async () => {
    shared = [swipefile({ id: SHARED_ID, name: 'Team hooks', user_role: 'editor', can_edit: true })];
    renderPage('/swipefiles?tab=shared');
    const shown = within(await waitFor(() => card('Team hooks')));
    expect(shown.getByText('Editor')).toBeTruthy();
    expect(shown.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Edit Team hooks',
    ]);
  });

  it('shows the empty states of both tabs', async () => {
    mine = [];
    renderPage();
    expect(await screen.findByText('No swipefiles yet')).toBeTruthy();
    expect(screen.getByText('Get started by creating your first swipefile.')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Shared Swipefiles' }));
    expect(await screen.findByText('No shared swipefiles yet')).toBeTruthy();
    expect(screen.getByText("You haven't been invited to any swipefiles yet.")).toBeTruthy();
  });

  it('shows the load error with Try Again, which reloads', async () => {
    listReply = () => apiError(500, 'Internal error', 'internal_error');
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error loading swipefiles. Please try again.',
    );
    listReply = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Scroll-stopping hooks' })).toBeTruthy();
  });

  it("creates a swipefile, reading 'Saving...' while it saves, and lists it", async () => {
    const hold = held();
    writeReply = async (request) => {
      await hold.gate;
      writeReply = null;
      const created = swipefile({ id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', name: 'Fresh ideas' });
      mine = [...mine, created];
      expect(request.body).toEqual({ name: 'Fresh ideas', description: null });
      return json(201, { success: true, data: created });
    };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New Swipefile' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Swipefile' });
    const create = within(dialog).getByRole('button', { name: 'Create Swipefile' }) as HTMLButtonElement;
    // docs/product/swipefiles.md#default-swipefile: the name is required.
    expect(create.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Name'), '  Fresh ideas ');
    await userEvent.click(create);
    expect((within(dialog).getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    hold.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: 'Fresh ideas' })).toBeTruthy();
  });

  it('edits a swipefile’s name and description', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Scroll-stopping hooks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Swipefile' });
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Scroll-stopping hooks');
    await userEvent.clear(name);
    await userEvent.type(name, 'Best hooks');
    await userEvent.clear(within(dialog).getByLabelText(/Description/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('link', { name: 'Best hooks' })).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.query.get('id')).toBe(swipefile().id);
    expect(put?.body).toEqual({ name: 'Best hooks', description: null });
  });

  it("says 'Error saving swipefile. Please try again.' when saving fails, and keeps the form open", async () => {
    writeReply = () => apiError(500, 'Internal error', 'internal_error');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New Swipefile' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Swipefile' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Doomed{Enter}');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Error saving swipefile. Please try again.'),
    );
    expect(screen.getByRole('dialog', { name: 'New Swipefile' })).toBeTruthy();
  });

  it("confirms a delete with the spec's words, reads 'Deleting...', and removes the card", async () => {
    const hold = held();
    writeReply = async (request) => {
      await hold.gate;
      writeReply = null;
      mine = mine.filter((s) => s.id !== request.query.get('id'));
      return json(200, { success: true, data: { id: request.query.get('id') } });
    };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Scroll-stopping hooks' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete swipefile?' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete "Scroll-stopping hooks"? This action cannot be undone and will remove all 2 saved videos.',
    );
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeTruthy();
    hold.release();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Scroll-stopping hooks' })).toBeNull());
    expect(requests.find((r) => r.method === 'DELETE')?.query.get('id')).toBe(swipefile().id);
  });

  it("says 'Error deleting swipefile. Please try again.' when the delete fails", async () => {
    writeReply = () => apiError(500, 'Internal error', 'internal_error');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Scroll-stopping hooks' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Error deleting swipefile. Please try again.'),
    );
    // The confirmation stays, so the user may try again or cancel; the card is still there.
    const dialog = screen.getByRole('alertdialog', { name: 'Delete swipefile?' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('link', { name: 'Scroll-stopping hooks' })).toBeTruthy();
  });
});
