// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessLevel, Collaborator, Swipefile } from '../../../../../shared/contracts/swipefiles';
import { track } from '../../../lib/analytics';
import { notify } from '../../../lib/toast-config';
import { apiError, type FakeHandler, type FakeRequest, fakeApi, json } from '../../../test/fake-api';
import { collaborator, OWNED_ID, swipefile } from '../../../test/test-swipefiles';
import { ShareDialog } from './share-dialog';

vi.mock('../../../lib/toast-config', () => ({ notify: vi.fn() }));
vi.mock('../../../lib/analytics', () => ({ track: vi.fn() }));

const BASE = `/api/swipefiles/${OWNED_ID}`;
const PENDING_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
let current: Swipefile;
let people: Collaborator[];
let requests: FakeRequest[];
let shareReply: FakeHandler | null;
let inviteReply: FakeHandler | null;
let gate: Promise<void> | null;

const withAccess = (level: AccessLevel): Swipefile => ({
  ...current,
  access_level: level,
  share_token: level === 'link_only' ? 'tok_4f9a8b7c6d5e' : null,
  public_slug: level === 'public' ? 'scroll-stopping-hooks-8c1f' : null,
});

beforeEach(() => {
  current = swipefile();
  people = [
    collaborator(),
    collaborator({ id: PENDING_ID, email: 'zoe.lee@example.com', status: 'pending', role: 'editor' }),
  ];
  shareReply = null;
  inviteReply = null;
  gate = null;
  requests = fakeApi({
    [`POST ${BASE}/share`]: async (request) => {
      if (gate) await gate;
      if (shareReply) return shareReply(request);
      current = withAccess((request.body as { access_level: AccessLevel }).access_level);
      return json(200, { success: true, data: current });
    },
    [`GET ${BASE}/collaborators`]: () => json(200, { success: true, data: people }),
    [`POST ${BASE}/invite`]: (request) => {
      if (inviteReply) return inviteReply(request);
      const added = collaborator({
        id: '7f7f7f7f-1111-4222-8333-444444444444',
        email: (request.body as { email: string }).email,
        status: 'pending',
      });
      people = [...people, added];
      return json(201, { success: true, data: added });
    },
    [`PUT ${BASE}/collaborators/${collaborator().id}`]: (request) => {
      const role = (request.body as { role: Collaborator['role'] }).role;
      people = people.map((p) => (p.id === collaborator().id ? { ...p, role } : p));
      return json(200, { success: true, data: people[0] });
    },
    [`DELETE ${BASE}/collaborators/${PENDING_ID}`]: () => {
      people = people.filter((p) => p.id !== PENDING_ID);
      return json(200, { success: true, data: { id: PENDING_ID } });
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderDialog(shared: Swipefile = current) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ShareDialog swipefile={shared} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

const linkSwitch = () => screen.getByRole('switch', { name: 'Anyone with the link can view' });
const publicSwitch = () => screen.getByRole('switch', { name: 'Public — listed and searchable' });
const shareCalls = () =>
  requests
    .filter((r) => r.path === `${BASE}/share`)
    .map((r) => (r.body as { access_level: string }).access_level);

describe('the share modal: access (docs/product/sharing.md#share-modal, docs/product/sharing.md#access-levels)', () => {
  it('turns the link on from private in one call', async () => {
    renderDialog();
    await userEvent.click(linkSwitch());
    await waitFor(() => expect(linkSwitch().getAttribute('aria-checked')).toBe('true'));
    expect(shareCalls()).toEqual(['link_only']);
  });

  it('turns the link on while public by setting private first, then link_only', async () => {
    current = withAccess('public');
    renderDialog();
    expect(publicSwitch().getAttribute('aria-checked')).toBe('true');
    await userEvent.click(linkSwitch());
    await waitFor(() => expect(linkSwitch().getAttribute('aria-checked')).toBe('true'));
    expect(publicSwitch().getAttribute('aria-checked')).toBe('false');
    expect(shareCalls()).toEqual(['private', 'link_only']);
  });

  it('turns public on while link_only through private, and either off sets private', async () => {
    current = withAccess('link_only');
    renderDialog();
    await userEvent.click(publicSwitch());
    await waitFor(() => expect(publicSwitch().getAttribute('aria-checked')).toBe('true'));
    expect(shareCalls()).toEqual(['private', 'public']);
    await userEvent.click(publicSwitch());
    await waitFor(() => expect(publicSwitch().getAttribute('aria-checked')).toBe('false'));
    expect(shareCalls()).toEqual(['private', 'public', 'private']);
  });

  it('disables both toggles while a change is in flight', async () => {
    let release: () => void = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    renderDialog();
    await userEvent.click(linkSwitch());
    expect((linkSwitch() as HTMLButtonElement).disabled).toBe(true);
    expect((publicSwitch() as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect((linkSwitch() as HTMLButtonElement).disabled).toBe(false));
    expect(linkSwitch().getAttribute('aria-checked')).toBe('true');
  });

  it.each([
    [true, 'Error enabling sharing. Please try again.'],
    [false, 'Error disabling sharing. Please try again.'],
  ])('says so when a change fails (turning on: %s)', async (on, text) => {
    if (!on) current = withAccess('link_only');
    shareReply = () => apiError(500, 'Internal error', 'internal_error');
    renderDialog();
    await userEvent.click(linkSwitch());
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', text));
    expect(linkSwitch().getAttribute('aria-checked')).toBe(String(!on));
  });
});

describe('the share modal: copy link', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('warns and offers no copy while the swipefile is private', () => {
    renderDialog();
    expect(screen.getByText('Please enable access before you can copy the link.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Copy link' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('copies the shared link for link_only and records a share', async () => {
    renderDialog(withAccess('link_only'));
    expect(screen.queryByText('Please enable access before you can copy the link.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Link copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/swipefiles/tok_4f9a8b7c6d5e`);
    expect(track).toHaveBeenCalledWith(expect.objectContaining({ type: 'share', swipefile_id: OWNED_ID }));
  });

  it('copies the public link for a public swipefile', async () => {
    renderDialog(withAccess('public'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `${window.location.origin}/public/swipefiles/scroll-stopping-hooks-8c1f`,
      ),
    );
  });

  it("says 'No sharing link available.' when the answer carried no token", async () => {
    renderDialog({ ...withAccess('link_only'), share_token: null });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'No sharing link available.'));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('shows the coming-soon options disabled', () => {
    renderDialog();
    expect((screen.getByRole('checkbox', { name: /Copy permissions/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('checkbox', { name: /E-mail notifications/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.getAllByText('coming soon')).toHaveLength(2);
  });
});

describe('the share modal: collaborators', () => {
  it('lists collaborators with initials, e-mail, role chip and the pending state', async () => {
    renderDialog();
    const list = within(await screen.findByRole('list', { name: 'Collaborators' }));
    expect(list.getByText('PR')).toBeTruthy();
    expect(list.getByText('ZO')).toBeTruthy();
    expect(list.getByText('premium@hookshelf.local')).toBeTruthy();
    expect(list.getAllByText('Invitation sent')).toHaveLength(1);
    expect(list.getByRole('button', { name: /^Role of zoe.lee@example.com: Editor/ })).toBeTruthy();
  });

  it('invites by e-mail with Enter; the button waits while the field is empty', async () => {
    renderDialog();
    const invite = screen.getByRole('button', { name: 'Invite' }) as HTMLButtonElement;
    expect(invite.disabled).toBe(true);
    const field = screen.getByLabelText('E-mail address to invite');
    expect(field.getAttribute('type')).toBe('email');
    await userEvent.type(field, 'new.person@example.com{Enter}');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Invitation sent successfully!'));
    expect(requests.find((r) => r.path === `${BASE}/invite`)?.body).toEqual({
      email: 'new.person@example.com',
      role: 'viewer',
    });
    expect(await screen.findByText('new.person@example.com')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
  });

  it("says 'Failed to send invitation. Please try again.' when the invitation fails", async () => {
    inviteReply = () => apiError(500, 'Internal error', 'internal_error');
    renderDialog();
    await userEvent.type(screen.getByLabelText('E-mail address to invite'), 'x@example.com{Enter}');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Failed to send invitation. Please try again.'),
    );
  });

  it('switches a viewer to editor with the role chip', async () => {
    renderDialog();
    await userEvent.click(
      await screen.findByRole('button', { name: /^Role of premium@hookshelf.local: Viewer/ }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Role updated successfully!'));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ role: 'editor' });
    expect(
      await screen.findByRole('button', { name: /^Role of premium@hookshelf.local: Editor/ }),
    ).toBeTruthy();
  });

  it('removes a collaborator after confirmation', async () => {
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove zoe.lee@example.com' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove collaborator?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Collaborator removed successfully!'));
    await waitFor(() => expect(screen.queryByText('zoe.lee@example.com')).toBeNull());
  });
});
