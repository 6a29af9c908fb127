// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import { notify } from '../../lib/toast-config';
import { apiError, type FakeHandler, fakeApi, json } from '../../test/fake-api';
import type { TaxonomyItem } from './api/taxonomy-admin-api';
import { TaxonomyListPage } from './taxonomy-list-page';

vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

const entry = (id: number, name: string, usage: number, extra: Partial<TaxonomyItem> = {}): TaxonomyItem => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description: `${name} videos`,
  structural_description: null,
  usage_count: usage,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-02-07T10:00:00.000Z',
  ...extra,
});

const page = (items: TaxonomyItem[], total = items.length) =>
  json(200, { success: true, data: items, pagination: { page: 1, limit: 50, total, hasMore: total > 50 } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage(kind: TaxonomyKind, url = `/${kind}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <TaxonomyListPage kind={kind} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('taxonomy list pages (docs/product/taxonomies.md#taxonomy-list-pages)', () => {
  it('shows the total, each entry with its id, description and formatted count, and View Videos to the filtered browse screen', async () => {
    fakeApi({
      'GET /api/admin/taxonomies/topics': () =>
        page([entry(7, 'Fitness', 1234), entry(9, 'Unused', 0)], 1302),
    });
    renderPage('topics');
    expect(await screen.findByText('1,302 topics in the library')).toBeTruthy();
    const row = screen.getByRole('rowheader', { name: /Fitness/ }).closest('tr') as HTMLElement;
    expect(within(row).getByText('id 7')).toBeTruthy();
    expect(within(row).getByText('Fitness videos')).toBeTruthy();
    expect(within(row).getByText('1,234')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: /View Videos/ })
        .getAttribute('href'),
    ).toBe('/?topic=Fitness');
    // Delete is only offered for an entry no video uses.
    expect((screen.getByRole('button', { name: 'Delete Fitness' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete Unused' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('searches through the API once the admin pauses, and shows the empty state', async () => {
    const requests = fakeApi({
      'GET /api/admin/taxonomies/concepts': ({ query }) =>
        query.get('search') ? page([]) : page([entry(1, 'Myth Busting', 3)]),
    });
    renderPage('concepts');
    await screen.findByText('Myth Busting');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search concepts' }), 'zzz');
    expect(await screen.findByText('No concepts found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms')).toBeTruthy();
    // One request for the pause, not one per letter.
    expect(requests.filter((r) => r.query.get('search')).map((r) => r.query.get('search'))).toEqual(['zzz']);
  });

  it("shows the server's error, or 'Failed to load elements', with Try Again", async () => {
    let reply: FakeHandler = () => apiError(500, 'The database is resting', 'internal_error');
    fakeApi({ 'GET /api/admin/taxonomies/elements': (request) => reply(request) });
    renderPage('elements');
    expect(await screen.findByText('The database is resting')).toBeTruthy();
    reply = () => Promise.reject(new TypeError('network down'));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Failed to load elements')).toBeTruthy();
    reply = () => page([entry(3, 'Text Hook', 2)]);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Text Hook')).toBeTruthy();
  });

  it('merges an entry into another picked from a search, naming both and the videos that move, then refreshes the counts', async () => {
    let merged = false;
    const requests = fakeApi({
      'GET /api/admin/taxonomies/concepts': () =>
        merged
          ? page([entry(2, 'Storytelling', 8)])
          : page([entry(2, 'Storytelling', 5), entry(4, 'Story', 3)]),
      'POST /api/admin/taxonomies/concepts/4/merge': () => {
        merged = true;
        return json(200, { success: true, data: { target: entry(2, 'Storytelling', 8), videos_changed: 3 } });
      },
    });
    renderPage('concepts');
    await screen.findByText('Story');
    await userEvent.click(screen.getByRole('button', { name: 'Merge Story into…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('option', { name: /Storytelling/ }));
    expect(within(dialog).getByText(/Merge “Story” into “Storytelling”\? 3 videos will move/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ into_id: 2 });
    expect(notify).toHaveBeenCalledWith('success', 'Merged “Story” into “Storytelling”: 3 videos updated');
    expect(await screen.findByText('8')).toBeTruthy();
    expect(screen.queryByText('Story')).toBeNull();
  });

  it('shows account types as cards with dates, and their own empty state', async () => {
    let items = [entry(5, 'Creator', 12)];
    fakeApi({ 'GET /api/admin/taxonomies/account-types': () => page(items) });
    const view = renderPage('account-types');
    const card = (await screen.findByRole('heading', { name: 'Creator' })).closest('li') as HTMLElement;
    expect(within(card).getByText('12 videos')).toBeTruthy();
    expect(within(card).getByText('Jan 5, 2026')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /View Videos/ })
        .getAttribute('href'),
    ).toBe('/account-types/creator');
    view.unmount();
    items = [];
    renderPage('account-types');
    expect(await screen.findByText('No account types found')).toBeTruthy();
  });

  it("deletes an unused entry after confirmation, and shows an entry's history: who, what, before → after", async () => {
    let items = [entry(7, 'Fitness', 3), entry(9, 'Unused', 0)];
    const requests = fakeApi({
      'GET /api/admin/taxonomies/formats': () => page(items),
      'DELETE /api/admin/taxonomies/formats/9': () => {
        items = items.filter((i) => i.id !== 9);
        return json(200, { success: true, data: { id: 9 } });
      },
      'GET /api/admin/audit': () =>
        json(200, {
          success: true,
          next_before_id: null,
          data: [
            {
              id: 3,
              action: 'taxonomy.update',
              target_type: 'formats',
              target_id: '7',
              target_label: 'Fitness',
              actor: { id: 'u1', email: 'admin@hookshelf.local' },
              before: { name: 'Fit', description: null },
              after: { name: 'Fitness', description: null },
              created_at: '2026-03-01T10:00:00.000Z',
            },
          ],
        }),
    });
    renderPage('formats');
    await screen.findByText('Unused');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Unused' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Unused')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
    expect(notify).toHaveBeenCalledWith('success', 'Deleted the format “Unused”');

    await userEvent.click(screen.getByRole('button', { name: 'History of Fitness' }));
    const history = await screen.findByRole('dialog');
    expect(await within(history).findByText('Edited')).toBeTruthy();
    expect(within(history).getByText('by admin@hookshelf.local')).toBeTruthy();
    const change = within(history).getByText('Name').parentElement as HTMLElement;
    expect(change.textContent).toBe('NameFit → Fitness');
    const audit = requests.find((r) => r.path === '/api/admin/audit');
    expect(audit?.query.get('target_type')).toBe('formats');
    expect(audit?.query.get('target_id')).toBe('7');
  });
});
