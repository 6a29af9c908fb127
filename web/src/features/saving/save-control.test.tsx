// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../lib/analytics';
import { notify } from '../../lib/toast-config';
import {
  DEFAULT_ID,
  fakeSavingServer,
  HOOKS_ID,
  NEW_ID,
  renderSignedIn,
  TRENDS_ID,
} from '../../test/fake-saving-api';
import { SaveControl } from './save-control';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));
vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

beforeEach(() => {
  vi.mocked(track).mockClear();
  vi.mocked(notify).mockClear();
});
// The signed-in control is a lazy chunk; loading it once up front keeps each test's waits short.
beforeAll(() => import('./signed-in-save-control'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const VIDEO = 42;
// `hidden`: while the dialog is open, Radix hides the rest of the page from assistive technology.
const saveButton = () => screen.findByRole('button', { name: 'Save video', pressed: false, hidden: true });
const savedButton = () => screen.findByRole('button', { name: /^Saved/, pressed: true, hidden: true });
const dialog = () => screen.findByRole('dialog', { name: 'Save to Swipefile' });
const writes = (server: ReturnType<typeof fakeSavingServer>) =>
  server.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body)}`);

describe('SaveControl for a visitor', () => {
  it('links to /login and comes back to the page (docs/product/saving.md#save-control)', () => {
    fakeSavingServer();
    renderSignedIn(<SaveControl videoId={VIDEO} surface="detail" />, { signedIn: false, path: '/v/42?t=1' });
    const link = screen.getByRole('link', { name: 'Save video (sign in required)' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/v/42?t=1')}`);
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});

describe('SaveControl, not saved', () => {
  it("opens 'Save to Swipefile': My Saved Videos first, the other swipefiles, and Create New Swipefile", async () => {
    fakeSavingServer({ [VIDEO]: [] });
    const user = userEvent.setup();
    renderSignedIn(<SaveControl videoId={VIDEO} surface="list" />);
    await user.click(await saveButton());
    const box = within(await dialog());
    const choices = await box.findAllByRole('button', { name: /^(My Saved Videos|Hooks|Trends)/ });
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'My Saved VideosYour default collection',
      'HooksOpeners that stop the scroll',
      'Trends',
    ]);
    expect(choices.every((choice) => choice.getAttribute('aria-pressed') === 'false')).toBe(true);
    const list = box.getByRole('list', { name: 'Your swipefiles' });
    expect(list.className).toContain('max-h-48'); // docs/product/saving.md#create-form: 12rem
    expect(list.className).toContain('overflow-y-auto');
    expect(box.getByRole('button', { name: 'Create New Swipefile' })).toBeTruthy();
  });

  it("saves into 'My Saved Videos': flips at once, records 'save', refetches the status", async () => {
    const server = fakeSavingServer();
    const user = userEvent.setup();
    renderSignedIn(<SaveControl videoId={VIDEO} surface="list" />);
    await user.click(await saveButton());
    const open = server.hold();
    await user.click(await within(await dialog()).findByRole('button', { name: /^My Saved Videos/ }));
    // Saved while the server has not answered yet.
    expect(await savedButton()).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    open();
    expect(writes(server)).toEqual([`POST /api/saved-videos {"video_id":${VIDEO},"swipefile_id":null}`]);
    await waitFor(() => expect(server.statusRequests()).toHaveLength(2));
    expect(track).toHaveBeenCalledWith({ type: 'save', video_id: VIDEO, swipefile_id: null });
    // The refetched status names the default swipefile: the label says a tap removes it from there.
    expect(await screen.findByRole('button', { name: 'Saved — remove from My Saved Videos' })).toBeTruthy();
  });

  it('saves into another swipefile and names it in the event', async () => {
    const server = fakeSavingServer();
    const user = userEvent.setup();
    renderSignedIn(<SaveControl videoId={VIDEO} surface="list" />);
    await user.click(await saveButton());
    await user.click(await within(await dialog()).findByRole('button', { name: /^Trends/ }));
    expect(await savedButton()).toBeTruthy();
    expect(writes(server)).toEqual([
      `POST /api/saved-videos {"video_id":${VIDEO},"swipefile_id":"${TRENDS_ID}"}`,
    ]);
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith({ type: 'save', video_id: VIDEO, swipefile_id: TRENDS_ID }),
    );
  });

  it("rolls back a failed save with the list's text (docs/product/saving.md#messages)", async () => {
    const server = fakeSavingServer();
    server.failing.add('save');
    const user = userEvent.setup();
    renderSignedIn(<SaveControl videoId={VIDEO} surface="list" />);
    await user.click(await saveButton());
    await user.click(await within(await dialog()).findByRole('button', { name: /^My Saved Videos/ }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Failed to save video. Please try again.'),
    );
    expect(await saveButton()).toBeTruthy();
    expect(track).not.toHaveBeenCalled();
  });

  it("uses the detail views' text for a failed save in the modal or the video page", async () => {
    const server = fakeSavingServer();
    server.failing.add('save');
    const user = userEvent.setup();
    renderSignedIn(<SaveControl videoId={VIDEO} surface="detail" compact />);
    await user.click(await saveButton());
    await user.click(await within(await dialog()).findByRole('button', { name: /^Hooks/ }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Error saving video. Please try again.'),
    );
    expect(await saveButton()).toBeTruthy();
  });

  it('still opens the dialog when the status could not load', async () => {
    const server = fakeSavingServer();
    server.failing.add('status');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderSignedIn(<SaveControl videoId={VIDEO} surface="list" />);
    await waitFor(() => expect(server.statusRequests()).toHaveLength(1));
    await user.click(await saveButton());
    expect(await dialog()).toBeTruthy();
  });
});

describe('SaveControl, create & save', () => {
  it("creates the swipefile, saves into it, shows 'Creating...' while busy", async () => {
    const server = fakeSavingServer();
    const open = server.hold();
    const user = userEvent.setup();
    renderSignedIn(<SaveControl videoId={VIDEO} surface="list" />);
    await user.click(await saveButton());
    const box = within(await dialog());
    await user.click(box.getByRole('button', { name: 'Create New Swipefile' }));
    const create = box.getByRole('button', { name: 'Create & Save' });
    expect(create).toHaveProperty('disabled', true); // docs/product/saving.md#create-form: the name is required
    await user.type(box.getByLabelText('Name'), 'Cold opens');
    await user.type(box.getByLabelText(/Description/), 'Ideas for Monday');
    await user.click(create);
    expect(await box.findByRole('button', { name: 'Creating...' })).toHaveProperty('disabled', true);
    open();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(server)).toEqual([
      'POST /api/swipefiles {"name":"Cold opens","description":"Ideas for Monday"}',
      `POST /api/saved-videos {"video_id":${VIDEO},"swipefile_id":"${NEW_ID}"}`,
    ]);
    expect(await savedButton()).toBeTruthy();
    expect(track).toHaveBeenCalledWith({ type: 'save', video_id: VIDEO, swipefile_id: NEW_ID });
  });

  it('Cancel returns to the list without creating anything', async () => {
    const server = fakeSavingServer();
    const user = userEvent.setup();
    renderSignedIn(<SaveControl videoId={VIDEO} surface="list" />);
    await user.click(await saveButton());
    const box = within(await dialog());
    await user.click(box.getByRole('button', { name: 'Create New Swipefile' }));
    await user.type(box.getByLabelText('Name'), 'Never mind');
    await user.click(box.getByRole('button', { name: 'Cancel' }));
    expect(await box.findByRole('button', { name: /^My Saved Videos/ })).toBeTruthy();
    expect(writes(server)).toEqual([]);
  });

  it.each([
    ['list', 'Failed to create swipefile and save video. Please try again.'],
    ['detail', 'Error creating swipefile. Please try again.'],
  ] as const)('a failed create in the %s keeps the form and says so', async (surface, text) => {
    const server = fakeSavingServer();
    server.failing.add('create');
    const user = userEvent.setup();
    renderSignedIn(<SaveControl videoId={VIDEO} surface={surface} />);
    await user.click(await saveButton());
    const box = within(await dialog());
    await user.click(box.getByRole('button', { name: 'Create New Swipefile' }));
    await user.type(box.getByLabelText('Name'), 'Cold opens');
    await user.click(box.getByRole('button', { name: 'Create & Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', text));
    expect((box.getByLabelText('Name') as HTMLInputElement).value).toBe('Cold opens');
    expect(await box.findByRole('button', { name: 'Create & Save' })).toBeTruthy();
    expect(await saveButton()).toBeTruthy();
    expect(track).not.toHaveBeenCalled();
  });
});

describe('SaveControl, saved', () => {
  it("a tap removes it from 'My Saved Videos' at once and records 'unsave' (docs/product/saving.md#save-control)", async () => {
    const server = fakeSavingServer({ [VIDEO]: [DEFAULT_ID] });
    const user = userEvent.setup();
    const { client } = renderSignedIn(<SaveControl videoId={VIDEO} surface="list" />);
    client.setQueryData(['saved-videos', 'default', 1], { data: [] });
    const open = server.hold();
    await user.click(await savedButton());
    // Unsaved while the server has not answered yet.
    expect(await saveButton()).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(server)).toEqual([`DELETE /api/saved-videos {"video_id":${VIDEO},"swipefile_id":null}`]);
    expect(track).not.toHaveBeenCalled();
    open();
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith({ type: 'unsave', video_id: VIDEO, swipefile_id: null }),
    );
    await waitFor(() => expect(server.statusRequests()).toHaveLength(2));
    expect(await saveButton()).toBeTruthy();
    // The swipefile screens' lists of saved videos are stale now.
    expect(client.getQueryState(['saved-videos', 'default', 1])?.isInvalidated).toBe(true);
  });

  it('stays saved after the tap when another swipefile still holds it', async () => {
    fakeSavingServer({ [VIDEO]: [DEFAULT_ID, HOOKS_ID] });
    const user = userEvent.setup();
    renderSignedIn(<SaveControl videoId={VIDEO} surface="list" />);
    await user.click(await screen.findByRole('button', { name: 'Saved — remove from My Saved Videos' }));
    expect(
      await screen.findByRole('button', { name: 'Saved — choose swipefiles', pressed: true }),
    ).toBeTruthy();
  });

  it.each([
    ['list', 'Failed to unsave video. Please try again.'],
    ['detail', 'Error unsaving video. Please try again.'],
  ] as const)('a failed unsave in the %s rolls back and says so', async (surface, text) => {
    const server = fakeSavingServer({ [VIDEO]: [DEFAULT_ID] });
    server.failing.add('unsave');
    const user = userEvent.setup();
    renderSignedIn(<SaveControl videoId={VIDEO} surface={surface} />);
    await user.click(await savedButton());
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', text));
    expect(await savedButton()).toBeTruthy();
    expect(track).not.toHaveBeenCalled();
  });

  it('saved only in other swipefiles, a tap opens the dialog with them marked, and one can be taken off', async () => {
    const server = fakeSavingServer({ [VIDEO]: [HOOKS_ID] });
    const user = userEvent.setup();
    renderSignedIn(<SaveControl videoId={VIDEO} surface="detail" />);
    await user.click(await savedButton());
    const box = within(await dialog());
    const hooks = await box.findByRole('button', { name: /^Hooks/ });
    expect(hooks.getAttribute('aria-pressed')).toBe('true');
    expect(box.getByRole('button', { name: /^My Saved Videos/ }).getAttribute('aria-pressed')).toBe('false');
    expect(box.getByRole('button', { name: /^Trends/ }).getAttribute('aria-pressed')).toBe('false');
    expect(writes(server)).toEqual([]);
    await user.click(hooks);
    await waitFor(() =>
      expect(box.getByRole('button', { name: /^Hooks/ }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(writes(server)).toEqual([
      `DELETE /api/saved-videos {"video_id":${VIDEO},"swipefile_id":"${HOOKS_ID}"}`,
    ]);
    expect(await saveButton()).toBeTruthy();
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith({ type: 'unsave', video_id: VIDEO, swipefile_id: HOOKS_ID }),
    );
  });
});
