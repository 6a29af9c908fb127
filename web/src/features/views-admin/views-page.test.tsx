// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast-config';
import { apiError, type FakeHandler, type FakeRequest, fakeApi, json } from '../../test/fake-api';
import type { View } from './api/views-admin-api';
import { ViewsPage } from './views-page';

vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

const view = (id: number, name: string, slug: string, tagFilter: string, count: number): View => ({
  id,
  name,
  slug,
  description: `${name} in one place`,
  tag_filter: tagFilter,
  video_count: count,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

let views: View[];
let listReply: FakeHandler | null;
let saveReply: FakeHandler | null;
let requests: FakeRequest[];

beforeEach(() => {
  views = [view(1, 'Skincare myths', 'skincare-myths', 'Skincare, Myth Busting', 12)];
  listReply = null;
  saveReply = null;
  requests = fakeApi({
    'GET /api/views/public': (request) =>
      listReply ? listReply(request) : json(200, { success: true, data: views }),
    'GET /api/filters/public': () =>
      json(200, {
        success: true,
        data: {
          topics: [
            { name: 'Baking', count: 40 },
            { name: 'Skincare', count: 30 },
          ],
          concepts: [{ name: 'Myth Busting', count: 20 }],
          elements: [],
          formats: [{ name: 'Tutorial / How-To', count: 10 }],
          accountTypes: [],
        },
      }),
    'POST /api/views/public': (request) => {
      if (saveReply) return saveReply(request);
      const body = request.body as {
        name: string;
        slug: string;
        description: string | null;
        tag_filter: string;
      };
      const created = { ...view(2, body.name, body.slug, body.tag_filter, 5), description: body.description };
      views = [...views, created];
      return json(201, { success: true, data: created });
    },
    'PUT /api/views/public': (request) => {
      const id = Number(request.query.get('id'));
      const body = request.body as { name: string; slug: string; tag_filter: string };
      views = views.map((v) => (v.id === id ? { ...v, ...body } : v));
      return json(200, { success: true, data: views.find((v) => v.id === id) });
    },
    'DELETE /api/views/public': (request) => {
      const id = Number(request.query.get('id'));
      views = views.filter((v) => v.id !== id);
      return json(200, { success: true, data: { id } });
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/views']}>
        <ViewsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the Views screen (docs/product/views.md#views-admin-screen)', () => {
  it('shows each view with its description, filter, video count and a View Videos link', async () => {
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Skincare myths' })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Skincare myths in one place')).toBeTruthy();
    expect(card.textContent).toContain('Filter: Skincare, Myth Busting');
    expect(card.textContent).toContain('12 videos');
    expect(
      within(card)
        .getByRole('link', { name: /View Videos/ })
        .getAttribute('href'),
    ).toBe('/views/skincare-myths');
  });

  it("says 'No views yet' when there are none, with a way to create one", async () => {
    views = [];
    renderPage();
    expect(await screen.findByText('No views yet')).toBeTruthy();
    expect(screen.getByText('Get started by creating your first custom view.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create view' })).toBeTruthy();
  });

  it('creates a view: the slug follows the name, a suggested tag can be added, the grid shows it', async () => {
    renderPage();
    await screen.findByText('Skincare myths');
    await userEvent.click(screen.getByRole('button', { name: 'New view' }));
    const dialog = await screen.findByRole('dialog', { name: 'New view' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Bread & Butter!');
    expect((within(dialog).getByLabelText('Slug') as HTMLInputElement).value).toBe('bread-butter');
    await userEvent.type(within(dialog).getByLabelText('Tag filter'), 'bak');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add tag Baking' }));
    expect((within(dialog).getByLabelText('Tag filter') as HTMLInputElement).value).toBe('Baking, ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create view' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', "View 'Bread & Butter!' created"));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Bread & Butter!',
      slug: 'bread-butter',
      description: null,
      tag_filter: 'Baking',
    });
    expect(await screen.findByRole('heading', { name: 'Bread & Butter!' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what is missing before sending, and keeps a typed slug when the name changes', async () => {
    renderPage();
    await screen.findByText('Skincare myths');
    await userEvent.click(screen.getByRole('button', { name: 'New view' }));
    const dialog = await screen.findByRole('dialog', { name: 'New view' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create view' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Slug is required')).toBeTruthy();
    expect(within(dialog).getByText('Add at least one tag')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Slug'), 'My Slug');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Anything');
    expect((within(dialog).getByLabelText('Slug') as HTMLInputElement).value).toBe('My Slug');
    expect(within(dialog).getByText(/Slug may contain only lowercase letters/)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal of a taken slug in the form and keeps it open", async () => {
    saveReply = () => apiError(409, "Another view already has the slug 'skincare-myths'", 'view_slug_taken');
    renderPage();
    await screen.findByText('Skincare myths');
    await userEvent.click(screen.getByRole('button', { name: 'New view' }));
    const dialog = await screen.findByRole('dialog', { name: 'New view' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Skincare myths');
    await userEvent.type(within(dialog).getByLabelText('Tag filter'), 'Skincare');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create view' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Another view already has the slug 'skincare-myths'",
    );
    saveReply = () => apiError(500, 'boom', 'internal_error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create view' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Failed to save view. Please try again.'),
    );
    expect(notify).toHaveBeenCalledWith('error', 'Failed to save view. Please try again.');
  });

  it('edits a view, warning that a changed slug retires the old address', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Skincare myths' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit view' });
    const slug = within(dialog).getByLabelText('Slug');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'skin-myths');
    expect(within(dialog).getByText('The old address /views/skincare-myths will stop working.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', "View 'Skincare myths' saved"));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.query.get('id')).toBe('1');
    expect(put?.body).toMatchObject({ slug: 'skin-myths', tag_filter: 'Skincare, Myth Busting' });
  });

  it('asks before deleting; confirming removes the view', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Skincare myths' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete view?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete view' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', "View 'Skincare myths' deleted"));
    expect(await screen.findByText('No views yet')).toBeTruthy();
  });

  it("says 'Failed to load views. Please try again.' with Try Again, which reloads", async () => {
    listReply = () => apiError(500, 'Database unavailable', 'internal_error');
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load views. Please try again.',
    );
    listReply = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Skincare myths')).toBeTruthy();
  });
});
