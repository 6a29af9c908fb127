import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { EmbeddingStatus } from '../shared/contracts/embeddings';
import { type AppProcess, startAppProcess } from './support/app-process';
import { seriousAccessibilityViolations } from './support/axe';
import { animationsSettled, screenshot } from './support/browser';
import { consoleErrors, openVisitor } from './support/first-visit';
import { E2E_ADMINS, openSignedIn, signInThroughLogin } from './support/sign-in';

// Issue 18's Bot Admin story: an admin edits a prompt, saves it, finds it after a reload, resets it, and runs
// Generate Embeddings to completion on its progress bar. The run's shared app has embeddings off, so this
// file starts an app of its own whose embeddings come from a small OpenAI-compatible endpoint it serves on
// loopback: quick and deterministic, and slow enough per page that the bar is seen moving. The endpoint
// refuses at first, so the app's automatic run at start fails and the admin's run has the whole library.

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const PHONE = { width: 390, height: 844 };
/** Per request to the fake endpoint (a page of 16 videos): the demo library takes several seconds. */
const EMBED_DELAY_MS = 200;
const EDITED =
  'You are the hook writer for gym owners. Quote the library, then write new hooks.\n## Hooks from the library\n## Hooks for you\n## Next steps';

/** An OpenAI-compatible /embeddings endpoint (tests only): a deterministic 8-value vector per text. */
function startFakeEmbeddings() {
  let ready = false;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (!ready) {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'warming up' }));
        return;
      }
      const { input } = JSON.parse(body) as { input: string[] };
      const data = input.map((text, index) => ({
        index,
        embedding: Array.from(
          { length: 8 },
          (_, i) => ((text.charCodeAt(i % text.length) * (i + 1)) % 97) + 1,
        ),
      }));
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ data }));
      }, EMBED_DELAY_MS);
    });
  });
  return {
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`),
        ),
      ),
    open: () => {
      ready = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const fake = startFakeEmbeddings();
let app: AppProcess;
let appUrl: string;
let adminSession: StorageState;

beforeAll(async () => {
  app = await startAppProcess({
    EMBEDDINGS: 'remote',
    EMBEDDINGS_BASE_URL: await fake.listen(),
    EMBEDDINGS_MODEL: 'fake-embedder',
    SMTP_URL: inject('mailSmtpUrl'),
    ADMIN_EMAILS: E2E_ADMINS.bot,
  });
  appUrl = app.appUrl;
  const { page, context } = await openVisitor({ appUrl });
  await page.goto('/login');
  await signInThroughLogin(page, E2E_ADMINS.bot);
  adminSession = await context.storageState();
  // The automatic run at start meets the refusing endpoint and fails; from then on the endpoint answers.
  let status: EmbeddingStatus | undefined;
  await vi.waitFor(
    async () => {
      const response = await page.request.get('/api/embeddings/status');
      status = ((await response.json()) as { data: EmbeddingStatus }).data;
      expect(!status.isRunning && Boolean(status.error)).toBe(true);
    },
    { timeout: 60_000, interval: 500 },
  );
  expect(status?.error).toContain('warming up');
  fake.open();
  await context.close();
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await fake.close();
});

const promptEditor = async (page: Page, title: string) => {
  const editor = page.getByRole('textbox', { name: `${title} prompt` });
  if (!(await editor.isVisible())) await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await editor.waitFor();
  return editor;
};

/** A full-page capture from the top: scrolled, the sticky navigation bar would be drawn mid-page. */
const capture = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
};

/** Waits for opening animations (dialogs fade in) before a screenshot. */

describe('Bot Admin', () => {
  it('an admin edits a prompt, saves it, sees it after a reload, and resets it to its default', async () => {
    const { page } = await openSignedIn(adminSession, { appUrl });
    const errors = consoleErrors(page);
    await page.goto('/bot-admin');
    await page.getByRole('heading', { name: 'Bot Admin', level: 1 }).waitFor();
    expect(await page.title()).toBe('Bot Admin | Hookshelf Admin');
    const defaults = (await (await page.request.get('/api/bot-admin/chat-prompts')).json()).defaults;

    const editor = await promptEditor(page, 'Hook Generator');
    expect(await editor.inputValue()).toBe(defaults.HOOK_GENERATOR_PROMPT);
    expect(await editor.getAttribute('rows')).toBe('12');
    await editor.fill(EDITED);
    await page.getByText(`${EDITED.length} characters`).first().waitFor();
    await page.getByText('You have unsaved changes.').waitFor();
    await capture(page, 'bot-admin-editing');
    await page.getByRole('button', { name: 'Save All Changes' }).click();
    await page.getByRole('status').filter({ hasText: 'All prompts saved successfully!' }).waitFor();
    // docs/product/limits.md#chat-and-bot: the message goes after 3 s.
    await page.getByText('All prompts saved successfully!').waitFor({ state: 'hidden', timeout: 5_000 });

    await page.reload();
    const reloaded = await promptEditor(page, 'Hook Generator');
    expect(await reloaded.inputValue()).toBe(EDITED);
    await page.getByText('Customised').waitFor();

    await page.getByRole('button', { name: 'Reset to default: Hook Generator' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Reset this prompt to its default value?').waitFor();
    await animationsSettled(page);
    expect(await seriousAccessibilityViolations(page, '[role="alertdialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Reset prompt' }).click();
    expect(await reloaded.inputValue()).toBe(defaults.HOOK_GENERATOR_PROMPT);
    await page.getByRole('button', { name: 'Save All Changes' }).click();
    await page.getByRole('status').filter({ hasText: 'All prompts saved successfully!' }).waitFor();
    await page.reload();
    expect(await (await promptEditor(page, 'Hook Generator')).inputValue()).toBe(
      defaults.HOOK_GENERATOR_PROMPT,
    );

    // Reset to Defaults, after the spec's confirmation.
    await (await promptEditor(page, 'Search Lookup')).fill('Find the five closest videos.');
    await page.getByRole('button', { name: 'Save All Changes' }).click();
    await page.getByRole('status').filter({ hasText: 'All prompts saved successfully!' }).waitFor();
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('Are you sure you want to reset all prompts to their default values? This cannot be undone.')
      .waitFor();
    await animationsSettled(page);
    await capture(page, 'bot-admin-reset-all');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset all prompts' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'All prompts reset to defaults successfully!' })
      .waitFor();
    expect(await (await promptEditor(page, 'Search Lookup')).inputValue()).toBe(
      defaults.SEARCH_LOOKUP_PROMPT,
    );
    expect(await seriousAccessibilityViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('an admin runs Generate Embeddings to completion and follows it on the progress bar', async () => {
    const { page } = await openSignedIn(adminSession, { appUrl });
    const errors = consoleErrors(page);
    await page.goto('/bot-admin');
    await page.getByText(/Last run failed/).waitFor();
    await page.getByRole('button', { name: 'Generate Embeddings' }).click();

    const bar = page.getByRole('progressbar', { name: 'Embedding progress' });
    await bar.waitFor();
    expect(await page.getByRole('button', { name: 'Generating…' }).isDisabled()).toBe(true);
    // The bar moves: a later poll shows more videos processed than an earlier one.
    const processed = async () => Number((await bar.getAttribute('aria-valuetext'))?.split(' ')[0]);
    await expect.poll(processed, { timeout: 20_000 }).toBeGreaterThan(0);
    await capture(page, 'bot-admin-embeddings-running');
    const total = Number((await bar.getAttribute('aria-valuetext'))?.split(' of ')[1]?.split(' ')[0]);
    expect(total).toBeGreaterThan(16);

    const done = page
      .getByRole('status')
      .filter({ hasText: `Embeddings generated: ${total} videos processed.` });
    await done.waitFor({ timeout: 60_000 });
    expect(await bar.count()).toBe(0);
    await page.getByText(`Embedded ${total} videos`).waitFor();
    await capture(page, 'bot-admin-embeddings-done');
    // docs/product/limits.md#chat-and-bot: the completion message stays 5 s.
    await done.waitFor({ state: 'hidden', timeout: 8_000 });

    await page.setViewportSize(PHONE);
    await promptEditor(page, 'Video Brainstormer');
    await animationsSettled(page);
    await capture(page, 'bot-admin-phone');
    expect(errors).toEqual([]);
  });
});
