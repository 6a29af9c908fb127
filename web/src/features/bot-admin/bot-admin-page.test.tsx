// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOT_MODELS,
  type BotConfig,
  type BotModelOption,
  type BotPrompts,
  DEFAULT_BOT_CONFIG,
  PROMPT_KEYS,
} from '../../../../shared/contracts/bot';
import { apiError, type FakeHandler, type FakeRequest, fakeApi, json } from '../../test/fake-api';
import { BotAdminPage } from './bot-admin-page';

const DEFAULTS = Object.fromEntries(
  PROMPT_KEYS.map((key) => [key, `Default ${key}\n## Section one\n## Next steps`]),
) as BotPrompts;
const MODELS: BotModelOption[] = BOT_MODELS.map((model) => ({
  id: model.id,
  label: model.label,
  available: model.provider === 'offline',
}));

let prompts: BotPrompts;
let config: BotConfig;
let requests: FakeRequest[];
let promptsReply: FakeHandler | null;
let configSaveReply: FakeHandler | null;
let resetReply: FakeHandler | null;

beforeEach(() => {
  prompts = { ...DEFAULTS, HOOK_GENERATOR_PROMPT: 'Hooks for gyms\n## Hooks for you' };
  config = { ...DEFAULT_BOT_CONFIG };
  promptsReply = null;
  configSaveReply = null;
  resetReply = null;
  requests = fakeApi({
    'GET /api/bot-admin/chat-prompts': (request) =>
      promptsReply ? promptsReply(request) : json(200, { prompts, defaults: DEFAULTS }),
    'PUT /api/bot-admin/chat-prompts': (request) => {
      const body = request.body as { prompts: Partial<BotPrompts> };
      if (Object.values(body.prompts).some((text) => text?.startsWith('refuse')))
        return apiError(
          400,
          "Invalid body field 'prompts.SEARCH_LOOKUP_PROMPT': must not be blank",
          'invalid_input',
        );
      prompts = { ...prompts, ...body.prompts };
      return json(200, { prompts, defaults: DEFAULTS });
    },
    'GET /api/bot-admin/config': () => json(200, { config, models: MODELS }),
    'PUT /api/bot-admin/config': (request) => {
      if (configSaveReply) return configSaveReply(request);
      config = (request.body as { config: BotConfig }).config;
      return json(200, { config, models: MODELS });
    },
    'POST /api/bot-admin/reset-defaults': (request) => {
      if (resetReply) return resetReply(request);
      prompts = { ...DEFAULTS };
      return json(200, { prompts, defaults: DEFAULTS });
    },
    'GET /api/embeddings/status': () =>
      json(200, {
        success: true,
        data: {
          isRunning: false,
          progress: 100,
          total: 3,
          processed: 3,
          message: 'Embedded 3 videos',
          error: null,
        },
      }),
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
      <MemoryRouter initialEntries={['/bot-admin']}>
        <BotAdminPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const expand = async (title: string) => {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${title}`) }));
  return screen.getByRole('textbox', { name: `${title} prompt` }) as HTMLTextAreaElement;
};
const saveAll = () => userEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
const puts = (path: string) => requests.filter((r) => r.method === 'PUT' && r.path === path);

describe('the Bot Admin screen: prompts (docs/product/bot-admin-and-embeddings.md)', () => {
  it('lists the eight prompts collapsed; one expands to a 12-row editor with its character count', async () => {
    renderPage();
    const toggles = await screen.findAllByRole('button', { expanded: false });
    expect(toggles.map((b) => b.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Video Brainstormer'),
        expect.stringContaining('Insight Generator'),
      ]),
    );
    expect(screen.queryByRole('textbox', { name: / prompt$/ })).toBeNull();
    const editor = await expand('Hook Generator');
    expect(editor.rows).toBe(12);
    expect(editor.value).toBe('Hooks for gyms\n## Hooks for you');
    const section = editor.closest('section') as HTMLElement;
    expect(within(section).getAllByText('31 characters').length).toBeGreaterThan(0);
    expect(within(section).getByText('Customised')).toBeTruthy();
    await userEvent.type(editor, '!');
    expect(within(section).getAllByText('32 characters').length).toBeGreaterThan(0);
    expect(within(section).getByText('Unsaved')).toBeTruthy();
  });

  it('saves the edited prompt with Save All Changes and says so for 3 seconds', async () => {
    renderPage();
    const editor = await expand('Search Lookup');
    fireEvent.change(editor, { target: { value: 'Find the five closest videos.' } });
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    await saveAll();
    expect(
      (await screen.findByText('All prompts saved successfully!')).closest('[role="status"]'),
    ).not.toBeNull();
    expect(puts('/api/bot-admin/chat-prompts').at(-1)?.body).toEqual({
      prompts: { SEARCH_LOOKUP_PROMPT: 'Find the five closest videos.' },
    });
    // The config was not touched, so it is not sent.
    expect(puts('/api/bot-admin/config')).toHaveLength(0);
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
    await waitFor(() => expect(screen.queryByText('All prompts saved successfully!')).toBeNull(), {
      timeout: 4_000,
    });
  });

  it("resets one prompt in the editor after 'Reset this prompt to its default value?'; Save All Changes stores it", async () => {
    renderPage();
    const editor = await expand('Hook Generator');
    await userEvent.click(screen.getByRole('button', { name: 'Reset to default: Hook Generator' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Reset this prompt to its default value?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset prompt' }));
    expect(editor.value).toBe(DEFAULTS.HOOK_GENERATOR_PROMPT);
    expect(puts('/api/bot-admin/chat-prompts')).toHaveLength(0);
    await saveAll();
    await screen.findByText('All prompts saved successfully!');
    expect(puts('/api/bot-admin/chat-prompts')[0]?.body).toEqual({
      prompts: { HOOK_GENERATOR_PROMPT: DEFAULTS.HOOK_GENERATOR_PROMPT },
    });
  });

  it('keeps the prompt when the single reset is cancelled', async () => {
    renderPage();
    const editor = await expand('Hook Generator');
    await userEvent.click(screen.getByRole('button', { name: 'Reset to default: Hook Generator' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(editor.value).toBe('Hooks for gyms\n## Hooks for you');
  });

  it('resets every prompt after the spec’s confirmation, and says so', async () => {
    renderPage();
    await screen.findByRole('button', { name: /^Hook Generator/ });
    await userEvent.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to reset all prompts to their default values? This cannot be undone.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset all prompts' }));
    expect(
      (await screen.findByText('All prompts reset to defaults successfully!')).closest('[role="status"]'),
    ).not.toBeNull();
    expect((await expand('Hook Generator')).value).toBe(DEFAULTS.HOOK_GENERATOR_PROMPT);
  });

  it("says 'Failed to reset prompts' when the reset fails, and keeps the prompts", async () => {
    resetReply = () => apiError(500, 'Internal server error', 'internal_error');
    renderPage();
    await screen.findByRole('button', { name: /^Hook Generator/ });
    await userEvent.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset all prompts' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to reset prompts');
    expect((await expand('Hook Generator')).value).toBe('Hooks for gyms\n## Hooks for you');
  });

  it("says 'Failed to save prompts: …' with the server's reason, and keeps the edit", async () => {
    renderPage();
    const editor = await expand('Search Lookup');
    fireEvent.change(editor, { target: { value: 'refuse this' } });
    await saveAll();
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Failed to save prompts: Invalid body field 'prompts.SEARCH_LOOKUP_PROMPT': must not be blank",
    );
    expect(editor.value).toBe('refuse this');
    expect(screen.queryByText('All prompts saved successfully!')).toBeNull();
  });

  it('refuses to save a blank prompt before asking the server', async () => {
    renderPage();
    const editor = await expand('Format Advisor');
    fireEvent.change(editor, { target: { value: '   ' } });
    expect(screen.getByText(/A prompt cannot be empty/)).toBeTruthy();
    await saveAll();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to save prompts: Format Advisor cannot be empty',
    );
    expect(puts('/api/bot-admin/chat-prompts')).toHaveLength(0);
  });

  it("says 'Failed to load chat prompts' with a Try Again that loads them", async () => {
    promptsReply = () => apiError(500, 'Internal server error', 'internal_error');
    renderPage();
    expect(await screen.findByText('Failed to load chat prompts')).toBeTruthy();
    promptsReply = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: /^Hook Generator/ })).toBeTruthy();
  });
});

describe('the Bot Admin screen: configuration (docs/product/bot-admin-and-embeddings.md#bot-configuration)', () => {
  it('lists every model, unavailable ones disabled and marked, and the saved settings', async () => {
    renderPage();
    const model = (await screen.findByRole('combobox', { name: 'Model' })) as HTMLSelectElement;
    const options = [...model.options];
    expect(options.map((o) => o.value)).toEqual(BOT_MODELS.map((m) => m.id));
    expect(options[0]?.disabled).toBe(false);
    expect(options[0]?.textContent).toBe('Hookshelf Strategist (offline)');
    expect(options.slice(1).every((o) => o.disabled && o.textContent?.includes('unavailable'))).toBe(true);
    expect(model.value).toBe(DEFAULT_BOT_CONFIG.defaultModel);

    const slider = screen.getByRole('slider', { name: 'Temperature' }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['0', '1', '0.1', '0.7']);
    expect((screen.getByRole('spinbutton', { name: 'Max response length' }) as HTMLInputElement).value).toBe(
      '2000',
    );
    expect(screen.getByRole('switch', { name: 'Debug mode' }).getAttribute('aria-checked')).toBe('false');
  });

  it('saves temperature, length and debug mode with Save All Changes', async () => {
    renderPage();
    fireEvent.change(await screen.findByRole('slider', { name: 'Temperature' }), {
      target: { value: '0.3' },
    });
    expect(screen.getByText('0.3')).toBeTruthy();
    const length = screen.getByRole('spinbutton', { name: 'Max response length' });
    await userEvent.clear(length);
    await userEvent.type(length, '1200');
    await userEvent.click(screen.getByRole('switch', { name: 'Debug mode' }));
    await saveAll();
    await screen.findByText('All prompts saved successfully!');
    expect(puts('/api/bot-admin/config')[0]?.body).toEqual({
      config: { ...DEFAULT_BOT_CONFIG, temperature: 0.3, maxResponseLength: 1200, debugMode: true },
    });
  });

  it('shows a failed config save as a failure, never as success (docs/decisions/0022-bot-config-saves-honestly.md)', async () => {
    configSaveReply = () =>
      apiError(
        400,
        "Invalid body field 'config.defaultModel': claude-sonnet-5-5 is not available on this server (set ANTHROPIC_API_KEY)",
        'invalid_input',
      );
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Debug mode' }));
    await saveAll();
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Failed to save bot config: Invalid body field 'config.defaultModel': claude-sonnet-5-5 is not available on this server (set ANTHROPIC_API_KEY)",
    );
    expect(screen.queryByText('All prompts saved successfully!')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Debug mode' }).getAttribute('aria-checked')).toBe('true');
  });

  it('refuses a max response length out of range before asking the server', async () => {
    renderPage();
    const length = await screen.findByRole('spinbutton', { name: 'Max response length' });
    await userEvent.clear(length);
    await userEvent.type(length, '99');
    expect(length.getAttribute('aria-invalid')).toBe('true');
    await saveAll();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to save bot config: max response length must be a whole number from 100 to 8,000',
    );
    expect(puts('/api/bot-admin/config')).toHaveLength(0);
  });
});
