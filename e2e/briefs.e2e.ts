import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe';
import { animationsSettled, screenshot } from './support/browser';
import { consoleErrors, openVisitor } from './support/first-visit';
import { E2E_ADMINS, openSignedIn, signInThroughLogin } from './support/sign-in';

// Issue 34's browser story for briefs (docs/product/briefs.md). The steps run in order and share what the
// earlier ones made: a code may be sent to an address once a minute (docs/decisions/0011-codes-and-sessions.md),
// so each user signs in through /login once and later steps reuse the session; the brief step 1 drafts is
// the one the later steps edit, share, comment on and export. The owner is an admin of this file's own:
// drafting is for premium users and admins.
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const OWNER = E2E_ADMINS.briefs;
const EDITOR = 'brief-editor-e2e@example.com';
const SWIPEFILE_NAME = 'Hooks for the launch';
const EDITED_HOOK = 'Three mornings, one habit: what changed when I stopped snoozing';
const NOTES = 'Team only: budget is tight, film on the office rooftop.';
const COMMENT = 'Can this beat open on the result before the how?';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** docs/product/briefs.md: the PDF is a small file (the cited videos' thumbnails included). */
const PDF_MAX_BYTES = 2 * 1024 * 1024;

let ownerSession: StorageState;
/** What step 1 made: the brief's id, its title and the videos it cites. */
let briefId = '';
let briefTitle = '';
let citedIds: number[] = [];
/** The link step 3 shared. */
let sharedLink = '';

/** A viewport screenshot: a dialog or drawer over the page as the user sees it. */
async function viewportShot(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  await page.screenshot({ path: `.test-artifacts/screenshots/${name}.png` });
}

/** Calls the API from the page as its signed-in user, as the app does; answers the JSON body. */
async function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, url, body },
  );
}

/** The page is no wider than its viewport (nothing overflows sideways at phone width). */
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The brief's hook fieldsets in the editor ("Hook 1", "Hook 2", …). */
const hookGroups = (page: Page) =>
  page.getByRole('region', { name: 'Hooks' }).getByRole('group', { name: /^Hook \d+$/ });

describe('briefs (issue 34)', () => {
  it('drafts a brief from a swipefile of saved videos: 3–5 hooks, each citing one of its videos', async () => {
    const { page, context } = await openVisitor(DESKTOP);
    const errors = consoleErrors(page);
    await page.goto('/login');
    await signInThroughLogin(page, OWNER);
    ownerSession = await context.storageState();

    const videos = await api(page, 'GET', '/api/videos?limit=5');
    expect(videos.status).toBe(200);
    const ids = (videos.json.data as { id: number }[]).map((video) => video.id).slice(0, 4);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const created = await api(page, 'POST', '/api/swipefiles', { name: SWIPEFILE_NAME });
    const swipefileId = created.json.data?.id as string;
    expect(swipefileId, JSON.stringify(created.json)).toBeTruthy();
    for (const id of ids) {
      const saved = await api(page, 'POST', '/api/saved-videos', { video_id: id, swipefile_id: swipefileId });
      expect(saved.status, JSON.stringify(saved.json)).toBeLessThan(300);
    }

    await page.goto(`/swipefiles/${swipefileId}`);
    await page.getByRole('heading', { name: SWIPEFILE_NAME, level: 1 }).waitFor();
    const draft = page.getByRole('button', { name: 'Draft a brief' });
    await draft.click();
    await page.waitForURL((url) => /^\/briefs\/[^/]+$/.test(url.pathname), { timeout: 60_000 });
    briefId = new URL(page.url()).pathname.split('/').pop() ?? '';

    // The draft: its title in the field, "Drafted from the swipefile …", 3–5 hooks.
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.waitFor();
    briefTitle = await title.inputValue();
    expect(briefTitle.trim()).not.toBe('');
    await page.getByText(`Drafted from the swipefile ${SWIPEFILE_NAME}`).waitFor();
    await hookGroups(page).first().waitFor();
    const hooks = await hookGroups(page).count();
    expect(hooks).toBeGreaterThanOrEqual(3);
    expect(hooks).toBeLessThanOrEqual(5);

    // The cited videos are the swipefile's, each a chip linking to its analysis.
    const cited = page.getByRole('region', { name: 'Cited videos' });
    const chips = cited.locator('a[href^="/v/"]');
    await chips.first().waitFor();
    citedIds = (await chips.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).map(
      (href) => Number(href.replace('/v/', '')),
    );
    expect(citedIds.length).toBeGreaterThan(0);
    for (const id of citedIds) expect(ids).toContain(id);

    // Each hook cites one of them ("Adapted from").
    for (let index = 0; index < hooks; index++) {
      const group = hookGroups(page).nth(index);
      expect(await group.getByRole('textbox', { name: 'Hook' }).inputValue()).not.toBe('');
      const from = await group.getByRole('combobox', { name: 'Adapted from' }).inputValue();
      expect(citedIds, `hook ${index + 1} adapted from ${from}`).toContain(Number(from));
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits a hook and the notes; they are saved and still there after a reload', async () => {
    const { page, context } = await openSignedIn(ownerSession, DESKTOP);
    const errors = consoleErrors(page);
    await page.goto(`/briefs/${briefId}`);
    const hook = page
      .getByRole('group', { name: 'Hook 1', exact: true })
      .getByRole('textbox', { name: 'Hook' });
    await hook.fill(EDITED_HOOK);
    await page.getByRole('textbox', { name: 'Notes' }).fill(NOTES);
    const status = page.locator('[data-save-state]');
    await page.getByText('Saving…').waitFor();
    await status.getByText('Saved', { exact: true }).waitFor();
    expect(await status.getAttribute('data-save-state')).toBe('saved');

    await page.reload();
    expect(await hook.inputValue()).toBe(EDITED_HOOK);
    expect(await page.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe(NOTES);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shares it by link; a signed-out phone reads the title and the edited hook, not the notes', async () => {
    const { page, context } = await openSignedIn(ownerSession, DESKTOP);
    const errors = consoleErrors(page);
    await page.goto(`/briefs/${briefId}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: `Share "${briefTitle}"` });
    const linkSwitch = dialog.getByRole('switch', { name: 'Anyone with the link can view' });
    await linkSwitch.waitFor();
    await viewportShot(page, 'briefs-share-dialog-private');
    const shared = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/briefs/${briefId}/share` && r.request().method() === 'POST',
    );
    await linkSwitch.click();
    expect((await shared).ok()).toBe(true);
    await expect.poll(() => linkSwitch.getAttribute('aria-checked')).toBe('true');
    const shown = dialog.getByRole('textbox', { name: 'Link to share' });
    await shown.waitFor();
    const link = new URL(await shown.inputValue());
    expect(link.pathname).toMatch(/^\/shared\/briefs\/[^/]+$/);
    // The server agrees: the link is the brief's share token.
    const answer = await api(page, 'GET', `/api/briefs/${briefId}`);
    expect(link.pathname).toBe(`/shared/briefs/${answer.json.data.share_token}`);
    sharedLink = link.pathname;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.href);
    expect(await seriousAccessibilityViolations(page, '[role="dialog"]')).toEqual([]);
    await viewportShot(page, 'briefs-share-dialog-link');

    const visitor = await openVisitor(PHONE);
    const visitorErrors = consoleErrors(visitor.page);
    const response = await visitor.page.goto(sharedLink);
    expect(response?.status()).toBe(200);
    await visitor.page.getByRole('heading', { name: briefTitle, level: 1 }).waitFor();
    await visitor.page.getByText(EDITED_HOOK).waitFor();
    expect(await visitor.page.getByText(NOTES).count()).toBe(0);
    expect(await visitor.page.getByRole('heading', { name: 'Notes' }).count()).toBe(0);
    expect(await visitor.page.getByRole('textbox').count()).toBe(0);
    // On the reading page each hook carries its video's chip.
    const hooks = visitor.page.getByRole('heading', { name: 'Hooks' }).locator('xpath=..').locator('ol > li');
    const count = await hooks.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < count; index++) {
      const href = await hooks.nth(index).locator('a[href^="/v/"]').getAttribute('href');
      expect(citedIds).toContain(Number(href?.replace('/v/', '')));
    }
    expect(await scrollWidth(visitor.page)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAccessibilityViolations(visitor.page)).toEqual([]);
    await screenshot(visitor.page, 'briefs-shared-phone');
    await visitor.page.setViewportSize(DESKTOP);
    await screenshot(visitor.page, 'briefs-shared-desktop');
    expect(visitorErrors).toEqual([]);
    expect(errors).toEqual([]);
    await visitor.context.close();
    await context.close();
  });

  it('invites an editor who signs in and comments on a beat; the owner sees it on the beat', async () => {
    const owner = await openSignedIn(ownerSession, DESKTOP);
    const errors = consoleErrors(owner.page);
    await owner.page.goto(`/briefs/${briefId}`);
    await owner.page.getByRole('button', { name: 'Share' }).click();
    const dialog = owner.page.getByRole('dialog', { name: `Share "${briefTitle}"` });
    await dialog.getByRole('textbox', { name: 'E-mail address to invite' }).fill(EDITOR);
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await owner.page.getByText('Invitation sent successfully!').waitFor();
    await dialog.getByText(EDITOR).waitFor();
    await dialog.getByText('Invitation sent', { exact: true }).waitFor();
    // The form invites a viewer; the role chip makes them an editor.
    await dialog.getByRole('button', { name: `Role of ${EDITOR}: Viewer. Change to Editor` }).click();
    await owner.page.getByText('Role updated successfully!').waitFor();
    await dialog.getByRole('button', { name: `Role of ${EDITOR}: Editor. Change to Viewer` }).waitFor();
    expect(await seriousAccessibilityViolations(owner.page, '[role="dialog"]')).toEqual([]);
    await viewportShot(owner.page, 'briefs-share-dialog-invited');
    await owner.page.keyboard.press('Escape');

    // The collaborator's first sign-in accepts the invitation.
    const editor = await openVisitor(DESKTOP);
    const editorErrors = consoleErrors(editor.page);
    await editor.page.goto('/login');
    await signInThroughLogin(editor.page, EDITOR);
    await editor.page.goto(`/briefs/${briefId}`);
    await editor.page.getByText('Editor', { exact: true }).first().waitFor();
    expect(await editor.page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(briefTitle);
    // The beat's comment button sets the composer on the beat.
    const beat = editor.page.getByRole('group', { name: 'Beat 1', exact: true });
    await beat.getByRole('button', { name: 'Comment on beat 1' }).click();
    const composer = editor.page.getByRole('form', { name: 'New comment' });
    const on = composer.getByRole('combobox', { name: 'On' });
    const beatName = await beat.getByRole('textbox', { name: 'Name' }).inputValue();
    const beatLabel = `Beat 1: ${beatName.trim()}`;
    await expect
      .poll(async () => on.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
      .toBe(beatLabel);
    await composer.getByRole('textbox', { name: 'Comment' }).fill(COMMENT);
    const posted = editor.page.waitForResponse(
      (r) => new URL(r.url()).pathname.endsWith('/comments') && r.request().method() === 'POST',
    );
    await composer.getByRole('button', { name: 'Comment', exact: true }).click();
    expect((await posted).ok()).toBe(true);
    await editor.page.getByRole('region', { name: beatLabel }).getByText(COMMENT).waitFor();
    await beat.getByRole('button', { name: 'Comment on beat 1 (1 open comment)' }).waitFor();
    expect(editorErrors).toEqual([]);
    await editor.context.close();

    // The owner opens the brief: the comment sits in the panel under the beat.
    await owner.page.goto(`/briefs/${briefId}`);
    const group = owner.page.getByRole('region', { name: beatLabel });
    await group.getByText(COMMENT).waitFor();
    await owner.page
      .getByRole('group', { name: 'Beat 1', exact: true })
      .getByRole('button', { name: 'Comment on beat 1 (1 open comment)' })
      .waitFor();
    expect(errors).toEqual([]);
    await owner.context.close();
  });

  it('exports the brief as a PDF', async () => {
    const { page, context } = await openSignedIn(ownerSession, DESKTOP);
    await page.goto(`/briefs/${briefId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf.length).toBeLessThan(PDF_MAX_BYTES);
    console.info(`brief PDF: ${pdf.length} bytes`);
    await context.close();
  });

  it('has no serious accessibility violations or console errors, at desktop and phone width', async () => {
    const { page, context } = await openSignedIn(ownerSession, DESKTOP);
    const errors = consoleErrors(page);

    await page.goto('/briefs');
    const card = page.getByRole('link', { name: briefTitle });
    await card.first().waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'briefs-list-desktop');

    await page.goto(`/briefs/${briefId}`);
    await page
      .getByRole('region', { name: /^Beat 1/ })
      .getByText(COMMENT)
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'briefs-editor-comments-desktop');

    // The Strategy Bot's drawer over the brief.
    await page.getByRole('button', { name: 'Open Chat Bot' }).click();
    const drawer = page.getByRole('complementary', { name: 'Strategy Bot' });
    await drawer.getByRole('textbox', { name: 'Message the Strategy Bot' }).waitFor();
    await viewportShot(page, 'briefs-chat-drawer-desktop');
    await context.close();

    const phone = await openSignedIn(ownerSession, PHONE);
    const phoneErrors = consoleErrors(phone.page);
    await phone.page.goto('/briefs');
    await phone.page.getByRole('link', { name: briefTitle }).first().waitFor();
    expect(await scrollWidth(phone.page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone.page, 'briefs-list-phone');

    await phone.page.goto(`/briefs/${briefId}`);
    await phone.page.getByRole('group', { name: 'Hook 1', exact: true }).waitFor();
    expect(await scrollWidth(phone.page)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAccessibilityViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'briefs-editor-phone');
    const tab = phone.page.getByRole('tab', { name: 'Comments (1)' });
    await tab.click();
    await phone.page
      .getByRole('region', { name: /^Beat 1/ })
      .getByText(COMMENT)
      .waitFor();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    expect(await scrollWidth(phone.page)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAccessibilityViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'briefs-editor-comments-phone');

    expect(errors).toEqual([]);
    expect(phoneErrors).toEqual([]);
    await phone.context.close();
  });
});
