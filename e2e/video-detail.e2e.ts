import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDemoRecords } from '../server/demo/demo-library';
import { GATED_VIDEO_FIELDS, type PublicVideo } from '../shared/contracts/video';
import { canEmbed } from '../web/src/components/platform';
import { EMBED_WAIT_CAP_MS } from '../web/src/components/video-embed/embed-scripts';
import { seriousAccessibilityViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { openVisitor } from './support/first-visit';

/** A visitor who has been here today: no welcome modal, no cookie notice. */
const library: PublicVideo[] = [];
/** A video with a full analysis, a thumbnail on disk, on a url its platform can embed. */
let analysed: PublicVideo;
let tiktok: PublicVideo;
let offDomain: PublicVideo;

beforeAll(async () => {
  const { page } = await openPage();
  for (let p = 1; p <= 4; p++) {
    const body = await (await page.request.get(`/api/videos/public?limit=100&page=${p}`)).json();
    library.push(...(body.data as PublicVideo[]));
  }
  expect(library).toHaveLength(345);
  const withThumbnail = async (v: PublicVideo) =>
    v.thumbnail !== null && (await page.request.get(v.thumbnail)).ok();
  const candidates = library.filter(
    (v) => v.has_analysis && v.author_username && canEmbed(v.platform, v.url),
  );
  for (const v of candidates) {
    if (v.platform === 'instagram' && v.text_overlays.length > 0 && (await withThumbnail(v))) {
      analysed = v;
      break;
    }
  }
  tiktok = candidates.find((v) => v.platform === 'tiktok') as PublicVideo;
  offDomain = library.find((v) => v.platform === 'tiktok' && !canEmbed(v.platform, v.url)) as PublicVideo;
  expect([analysed, tiktok, offDomain].every(Boolean)).toBe(true);
});

/** The analysis the demo library holds for a video: what a visitor must never be able to read. */
function realAnalysisTexts(id: number): string[] {
  const record = buildDemoRecords().find((r) => r.id === id) as Record<string, unknown>;
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.push(...value.split(/,\s*|\n/).map((t) => t.trim()));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const field of GATED_VIDEO_FIELDS)
    collect(record[field === 'narrative_framework' ? 'narrative_framework_data' : field]);
  // Short words ('Hook', 'Payoff', a step number) are labels, not analysis.
  return [...new Set(texts.filter((t) => t.length > 12))];
}

const lockedText = (page: Page) =>
  page
    .locator('[data-locked-analysis]')
    .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? '').join('\n'));

const headTag = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

describe('the public video page /v/{id}', () => {
  it('shows a known video: title rule, header, tiles, panels, and locked analysis', async () => {
    const { page } = await openVisitor();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/v/${analysed.id}`);
    const title = `${analysed.simple_description} from ${analysed.author_username}`;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toBe(`${title} | Instagram and TikTok Video Library`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeLessThanOrEqual(160);
    await page
      .getByRole('link', { name: `@${analysed.author_username}`, exact: false })
      .first()
      .waitFor();
    await page.getByText(`ID ${analysed.id}`).waitFor();
    expect(await page.getByRole('link', { name: 'View on Instagram' }).getAttribute('href')).toBe(
      analysed.url,
    );
    await page.getByRole('region', { name: 'Concepts' }).waitFor();
    await page.getByRole('heading', { name: 'Hook Analysis (First 3-5 Seconds)' }).waitFor();
    for (const prompt of [
      'hook analysis',
      'hook & payoff analysis',
      'narrative framework',
      'the transcript',
    ]) {
      await page.getByText(`Login to view ${prompt}`).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Sign In / Sign Up' }).count()).toBe(4);
    expect(await page.getByText('Themes').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'video-page');
    expect(errors).toEqual([]);
  });

  it('carries none of the real analysis: not in the API, not in the page, not under the blur', async () => {
    const { page } = await openVisitor();
    const api = await (await page.request.get(`/api/videos/public/${analysed.id}`)).json();
    for (const field of GATED_VIDEO_FIELDS) expect(api.data).not.toHaveProperty(field);
    await page.goto(`/v/${analysed.id}`);
    await page.getByText('Login to view narrative framework').waitFor();
    const secrets = realAnalysisTexts(analysed.id);
    expect(secrets.length).toBeGreaterThan(10);
    const locked = await lockedText(page);
    for (const secret of secrets) expect(locked).not.toContain(secret);
    // A visitor's copy shares only taxonomy names with the analysis (themes are the video's topics, a
    // framework type can be a concept's name), never a sentence of it; the rest appear nowhere.
    const publicJson = JSON.stringify(api.data);
    const shared = secrets.filter((s) => publicJson.includes(s));
    expect(shared.filter((s) => s.split(/\s+/).length >= 4)).toEqual([]);
    const html = await page.content();
    for (const secret of secrets.filter((s) => !shared.includes(s))) expect(html).not.toContain(secret);
  });

  it("says 'Video Not Found' for an unknown id, with a way back to the videos", async () => {
    const { page } = await openVisitor();
    const raw = await page.request.get('/v/99999999');
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain('<meta name="robots" content="noindex" />');
    await page.goto('/v/99999999');
    await page.getByRole('heading', { name: 'Video Not Found' }).waitFor();
    await page.getByText('Video not found or not available for public viewing').waitFor();
    expect(await page.title()).toBe('Video Not Found | Instagram and TikTok Video Library');
    await screenshot(page, 'video-page-not-found');
    await page.getByRole('link', { name: 'Back to Videos' }).click();
    await page.waitForURL((url) => url.pathname === '/public-beta');
  });

  it('sends the title, description and Open Graph tags in the HTML itself', async () => {
    const { page } = await openVisitor();
    const html = await (await page.request.get(`/v/${analysed.id}`)).text();
    const title = `${analysed.simple_description} from ${analysed.author_username} | Instagram and TikTok Video Library`;
    const escaped = title.replaceAll('&', '&amp;').replaceAll("'", '&#39;').replaceAll('"', '&quot;');
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(headTag(html, 'property', 'og:title')).toBe(escaped);
    expect(headTag(html, 'property', 'og:type')).toBe('video.other');
    const description = headTag(html, 'name', 'description') ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(headTag(html, 'property', 'og:description')).toBe(description);
    const url = headTag(html, 'property', 'og:url') ?? '';
    expect(url).toMatch(new RegExp(`^https?://[^/]+/v/${analysed.id}$`));
    const image = headTag(html, 'property', 'og:image') ?? '';
    expect(image).toBe(`${new URL(url).origin}${analysed.thumbnail}`);
    expect((await page.request.get(new URL(image).pathname)).headers()['content-type']).toBe('image/webp');
    // Exactly one title and one description: the app's own were replaced.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("copies the permalink with a 'Link copied!' toast and records the share", async () => {
    const { page, context, appUrl } = await openVisitor();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
    await page.goto(`/v/${analysed.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const events = page.waitForRequest(
      (r) => r.url().endsWith('/api/events') && (r.postData() ?? '').includes('"share"'),
      { timeout: 15_000 },
    );
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${appUrl}/v/${analysed.id}`);
    const request = await events;
    const share = JSON.parse(request.postData() ?? '{}').events.find(
      (e: { type: string }) => e.type === 'share',
    );
    expect(share).toMatchObject({ video_id: analysed.id, source: 'video_page' });
    expect((await request.response())?.status()).toBe(202);
  });

  it('shows the placeholder for a video whose url is not on its platform', async () => {
    const { page } = await openVisitor();
    await page.goto(`/v/${offDomain.id}`);
    await page.locator('[data-player-state="unavailable"]').waitFor();
    await page.getByText('Click View on TikTok to watch it there.').waitFor();
    expect(await page.locator('blockquote').count()).toBe(0);
  });

  it('shows the TikTok loading placeholder, and ends it after 4 s when the player cannot load', async () => {
    const { page } = await openVisitor();
    await page.goto(`/v/${tiktok.id}`);
    await page.locator('[data-player-state="loading"]').waitFor();
    const started = Date.now();
    await page.getByRole('status').filter({ hasText: 'Loading TikTok player…' }).waitFor();
    expect(await page.locator('blockquote.tiktok-embed').count()).toBe(1);
    // The network is closed here, so the embed never arrives: the 4 s cap ends the wait.
    await page.locator('[data-player-state="poster"]').waitFor({ timeout: EMBED_WAIT_CAP_MS + 3_000 });
    expect(Date.now() - started).toBeLessThan(EMBED_WAIT_CAP_MS + 1_000);
    await page.getByRole('link', { name: 'Watch on TikTok' }).waitFor();
  });

  it('fits a 375 px screen', async () => {
    const { page } = await openVisitor({ width: 375, height: 812 });
    await page.goto(`/v/${analysed.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    await screenshot(page, 'video-page-mobile');
  });

  it('finds no serious or critical axe violation', async () => {
    const { page } = await openVisitor();
    await page.goto(`/v/${analysed.id}`);
    await page.getByText('Login to view the transcript').waitFor();
    await page.getByRole('button', { name: /Text Overlays/ }).click();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

/** Opens the browse list and the first video in it (a list showing no video fails the test). */
async function openFirstVideo(page: Page): Promise<PublicVideo> {
  await page.goto('/public-beta');
  const open = page.getByRole('link', { name: /^Open video:/ }).first();
  await open.waitFor();
  const first = library[0] as PublicVideo;
  await open.click();
  await page.getByRole('dialog').waitFor();
  return first;
}

describe('the video detail modal, opened from the list', () => {
  it('opens on a card with the video, blocks page scroll, records a view and closes on Escape', async () => {
    const { page } = await openVisitor();
    const view = page.waitForRequest(
      (r) => r.url().endsWith('/api/events') && (r.postData() ?? '').includes('"video_list"'),
      { timeout: 15_000 },
    );
    const video = await openFirstVideo(page);
    const dialog = page.getByRole('dialog', { name: video.simple_description ?? 'No description' });
    await dialog.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const footer = dialog.getByRole('link', { name: 'More analysis and data' });
    expect(await footer.getAttribute('href')).toBe(`/v/${video.id}`);
    expect(
      await dialog.getByRole('link', { name: 'Open permalink in a new tab' }).getAttribute('target'),
    ).toBe('_blank');
    const events = JSON.parse((await view).postData() ?? '{}').events;
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'view', video_id: video.id, source: 'video_list' }),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  it('closes on a backdrop click and on the close button', async () => {
    const { page } = await openVisitor();
    await openFirstVideo(page);
    await page.mouse.click(4, 4);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page
      .getByRole('link', { name: /^Open video:/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it("copies the permalink from the modal with 'Link copied!'", async () => {
    const { page, context, appUrl } = await openVisitor();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
    const video = await openFirstVideo(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${appUrl}/v/${video.id}`);
  });

  it('locks the analysis and finds no serious or critical axe violation; screenshots', async () => {
    const { page } = await openVisitor();
    const video = await openFirstVideo(page);
    const dialog = page.getByRole('dialog');
    if (video.has_analysis) {
      await dialog.getByText('Login to view narrative framework').waitFor();
      const locked = await lockedText(page);
      for (const secret of realAnalysisTexts(video.id)) expect(locked).not.toContain(secret);
    }
    await page.waitForLoadState('networkidle');
    // The modal itself: the page behind it is the browse screen's, with its own test.
    expect(await seriousAccessibilityViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: '.test-artifacts/screenshots/video-modal.png' });
    const mobile = await openVisitor({ width: 375, height: 812 });
    if (!(await openFirstVideo(mobile.page))) return;
    await mobile.page.waitForLoadState('networkidle');
    await mobile.page.screenshot({ path: '.test-artifacts/screenshots/video-modal-mobile.png' });
  });
});

describe('issue 31: the blurred sections keep the video for after signing in', () => {
  it('links Sign In / Sign Up back to the video, from its page and from the modal over the list', async () => {
    const { page } = await openVisitor();
    await page.goto(`/v/${analysed.id}`);
    const onPage = page.getByRole('link', { name: 'Sign In / Sign Up' }).first();
    expect(await onPage.getAttribute('href')).toBe(`/login?redirect=%2Fv%2F${analysed.id}`);

    const video = await openFirstVideo(page);
    expect(video).not.toBeNull();
    const dialog = page.getByRole('dialog');
    const id = Number(await page.locator('[data-video-id]').first().getAttribute('data-video-id'));
    const inModal = dialog.getByRole('link', { name: 'Sign In / Sign Up' }).first();
    expect(await inModal.getAttribute('href')).toBe(`/login?redirect=%2Fv%2F${id}`);
    await inModal.click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/v/${id}`);
  });
});
